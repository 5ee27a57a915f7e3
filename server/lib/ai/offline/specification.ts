// Markdown functional specification for a concept, built from the same knowledge base.
// Works for concepts produced by any provider: it re-reads the prompt plus the concept's own
// features/description to find entities, roles and risks.

import {
  CATEGORY_LABELS,
  COMPLEXITIES,
  COMPLEXITY_LABELS,
  CONCEPT_CATEGORIES,
  type Complexity,
  type Concept,
  type ConceptCategory,
  conceptSchema,
} from '../../../../contracts/concept.ts';
import {
  type AccessRule,
  type DataModel,
  dataModelSchema,
  FIELD_TYPE_LABELS,
} from '../../../../contracts/data-model.ts';
import { deriveDataModel } from '../../../engine/index.ts';
import { type Analysis, analyzeIdea, type OfflineFile, resolveRoles } from './concept-engine.ts';
import { CATEGORY_INFO, type EntityDef } from './knowledge.ts';
import { capitalize } from './normalize.ts';
import { markdownText, truncateWords } from './text-utils.ts';

export interface SpecificationInput {
  concept: Concept;
  prompt: string;
  maxTokens: number;
  /** Optional uploaded files, listed in a "Contexto" section. */
  files?: OfflineFile[];
}

const CHARS_PER_TOKEN = 4;
const DEFAULT_MAX_TOKENS = 4000;

function strings(value: unknown, max = 12): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is string => typeof v === 'string')
    .map((v) => markdownText(v))
    .filter((v) => v.length > 0)
    .slice(0, max);
}

interface SafeConcept {
  name: string;
  category: ConceptCategory;
  description: string;
  features: string[];
  techStack: string[];
  userStories: string[];
  complexity: Complexity;
}

function sanitizeConcept(concept: unknown): SafeConcept {
  const c = (concept && typeof concept === 'object' ? concept : {}) as Record<string, unknown>;
  const name =
    typeof c.name === 'string' && c.name.trim().length > 0
      ? markdownText(c.name).slice(0, 80)
      : 'Nueva app';
  const category = (CONCEPT_CATEGORIES as readonly string[]).includes(c.category as string)
    ? (c.category as ConceptCategory)
    : 'General';
  const complexity = (COMPLEXITIES as readonly string[]).includes(c.estimatedComplexity as string)
    ? (c.estimatedComplexity as Complexity)
    : 'Medium';
  return {
    name,
    category,
    description: typeof c.description === 'string' ? markdownText(c.description).slice(0, 600) : '',
    features: strings(c.features),
    techStack: strings(c.techStack, 16),
    userStories: strings(c.userStories),
    complexity,
  };
}

const RULE_LABELS: Record<AccessRule, string> = {
  publica: 'pública: la ve cualquiera y la añade cualquier persona registrada',
  catalogo: 'catálogo: la ve cualquiera, la edita quien la gestiona',
  privada: 'privada: solo la ve quien la crea',
  formulario: 'formulario: los visitantes envían y cada uno ve solo lo suyo; el dueño lo ve todo',
  propia: 'propia: cada persona registrada ve y edita solo lo suyo; el dueño lo ve todo',
  vinculada: 'vinculada: cada registro lo ve la persona a la que se refiere; el dueño lo gestiona',
};

function modelFor(raw: unknown, prompt: string): DataModel {
  const given = (raw as { dataModel?: unknown } | null)?.dataModel;
  const parsed = dataModelSchema.safeParse(given);
  if (parsed.success && parsed.data.entities.length >= 2) return parsed.data;
  const concept = conceptSchema.safeParse(raw);
  return deriveDataModel({
    concept: concept.success
      ? concept.data
      : {
          name: 'App',
          category: 'General',
          description: '',
          features: [],
          techStack: [],
          userStories: [],
          estimatedComplexity: 'Medium',
        },
    prompt,
  });
}

/** The data section: each entity with its access rule, typed fields and references. */
function dataModelLines(model: DataModel): string[] {
  const labels = new Map(model.entities.map((e) => [e.key, e.label]));
  const lines: string[] = [];
  const relations: string[] = [];
  for (const e of model.entities) {
    lines.push(
      `- **${markdownText(e.label)}** (${markdownText(e.labelPlural)}, \`${e.key}\`; ${RULE_LABELS[e.rule]})`,
    );
    for (const f of e.fields) {
      let type = FIELD_TYPE_LABELS[f.type];
      if (f.type === 'reference' && f.ref) {
        type = `${type} → ${markdownText(labels.get(f.ref) ?? f.ref)}`;
        relations.push(
          `${markdownText(e.label)}.${f.key} → ${markdownText(labels.get(f.ref) ?? f.ref)}`,
        );
      }
      if (f.type === 'choice' && f.options)
        type = `${type}: ${f.options.map(markdownText).join(', ')}`;
      if (f.type === 'rating') type = `${type} de 1 a 5`;
      lines.push(
        `  - ${markdownText(f.label)} (\`${f.key}\`): ${type}${f.required ? ', obligatorio' : ''}`,
      );
    }
  }
  if (relations.length > 0) lines.push('', `Relaciones: ${relations.slice(0, 12).join('; ')}.`);
  return lines;
}

function section(title: string, body: string[]): string {
  return [`## ${title}`, '', ...body].join('\n');
}

/** "Reserva de citas" -> "reserva de citas" (keeps acronyms such as "TPV" or "IA"). */
function lowerFirst(text: string): string {
  return text.length > 1 && text[1] === text[1]!.toLowerCase()
    ? text[0]!.toLowerCase() + text.slice(1)
    : text;
}

const STORY_RE = /^Como ([^,]{1,80}), quiero (.+?) para (.+)$/;

function rolesSection(concept: SafeConcept, analysis: Analysis): string[] {
  const byRole = new Map<string, string[]>();
  for (const story of concept.userStories) {
    const m = STORY_RE.exec(story);
    if (!m) continue;
    const role = m[1]!.trim();
    const list = byRole.get(role) ?? [];
    if (list.length < 2) list.push(m[2]!.trim());
    byRole.set(role, list);
  }
  const roles = resolveRoles(analysis);
  if (byRole.size === 0) {
    byRole.set(roles.user, ['usar las funcionalidades principales']);
    byRole.set(roles.provider, ['gestionar su trabajo diario en la plataforma']);
  }
  const lines: string[] = [];
  for (const [role, actions] of byRole) {
    if (role.toLowerCase() === 'administrador') continue;
    lines.push(`- **${capitalize(role)}**: quiere ${actions.join('; y ')}.`);
  }
  lines.push(
    '- **Administrador**: configura la plataforma, gestiona usuarios, roles y permisos, y consulta las métricas.',
  );
  return lines;
}

function apiRows(entities: EntityDef[]): string[] {
  const rows = [
    '| Método | Ruta | Descripción |',
    '| --- | --- | --- |',
    '| POST | `/api/auth/registro` | Alta de usuario con correo y contraseña |',
    '| POST | `/api/auth/sesion` | Inicio de sesión (cookie segura HttpOnly) |',
  ];
  const domain = entities.filter((e) => e.name !== 'Usuario').slice(0, 4);
  domain.forEach((e, i) => {
    const label = e.slug.replace(/-/g, ' ');
    rows.push(`| GET | \`/api/${e.slug}\` | Lista paginada y filtrable de ${label} |`);
    rows.push(`| POST | \`/api/${e.slug}\` | Alta en ${label} (entrada validada con Zod) |`);
    if (i === 0) {
      rows.push(`| GET | \`/api/${e.slug}/:id\` | Detalle de un elemento de ${label} |`);
      rows.push(`| PATCH | \`/api/${e.slug}/:id\` | Modificación parcial en ${label} |`);
      rows.push(`| DELETE | \`/api/${e.slug}/:id\` | Baja en ${label} (con confirmación) |`);
    }
  });
  return rows;
}

const PLAN_WEEKS: Record<Complexity, [string, string, string]> = {
  Simple: ['2 semanas', '2 semanas', '1 semana'],
  Medium: ['3–4 semanas', '3 semanas', '2 semanas'],
  Complex: ['6 semanas', '4–6 semanas', '3 semanas'],
};

const ARCHITECTURE: Record<Complexity, string> = {
  Simple:
    'Monolito sencillo: una SPA servida por la misma API REST, con base de datos embebida. Despliegue en un único servidor o contenedor, sin dependencias externas.',
  Medium:
    'Monolito modular: SPA + API REST en Node.js con módulos por dominio, base de datos relacional con migraciones y autenticación por sesión. Se despliega con un contenedor y una base de datos gestionada.',
  Complex:
    'Arquitectura por capas con API REST, procesos en segundo plano sobre colas (correo, notificaciones, pagos), caché en Redis y canal en tiempo real por WebSockets. Despliegue con Docker Compose o Kubernetes y observabilidad desde el primer día.',
};

function buildSections(input: SpecificationInput): string[] {
  const concept = sanitizeConcept(input.concept);
  const prompt = typeof input.prompt === 'string' ? input.prompt : '';
  // The prompt is the main signal; the concept's own text only helps when the prompt is thin
  // (e.g. a concept produced by another provider from a very short idea).
  let analysis = analyzeIdea(prompt.slice(0, 8000), input.files);
  if (analysis.detected.length < 2) {
    analysis = analyzeIdea(
      [prompt.slice(0, 8000), concept.description, ...concept.features].join('\n'),
      input.files,
    );
  }
  const ordered = [
    ...analysis.detected.filter((d) => (d.concept.subject ?? 0) > 0),
    ...analysis.detected.filter((d) => (d.concept.subject ?? 0) <= 0),
  ];
  const info = CATEGORY_INFO[concept.category];
  const platform = /react native|expo|pwa/i.test(concept.techStack.join(' '))
    ? 'aplicación móvil'
    : analysis.signals.has('marketplace')
      ? 'plataforma web'
      : 'aplicación web';
  const sections: string[] = [];

  // Title + summary (always first, never dropped entirely).
  const quoted = markdownText(prompt);
  const summary = [
    `# ${concept.name}: especificación funcional`,
    '',
    `**Categoría:** ${CATEGORY_LABELS[concept.category]} · **Complejidad estimada:** ${COMPLEXITY_LABELS[concept.complexity]} · **Plataforma:** ${platform}`,
    '',
    '## Resumen',
    '',
    concept.description || `${concept.name} es una ${platform} para ${info.audience}.`,
  ];
  if (quoted.length > 0) summary.push('', `> Idea original: «${truncateWords(quoted, 280)}»`);
  sections.push(summary.join('\n'));

  const files = analysis.files;
  const fileCount =
    files.images.length + files.spreadsheets.length + files.documents.length + files.others.length;
  if (fileCount > 0) {
    const lines: string[] = ['Material aportado por la persona que propone la idea:', ''];
    for (const f of files.documents.slice(0, 6))
      lines.push(
        `- \`${markdownText(f).replace(/`/g, "'")}\` (documento): fuente de requisitos y reglas de negocio; revisar antes de la fase 1.`,
      );
    for (const f of files.spreadsheets.slice(0, 6))
      lines.push(
        `- \`${markdownText(f).replace(/`/g, "'")}\` (hoja de cálculo): datos iniciales para importar y validar el modelo de datos.`,
      );
    for (const f of files.images.slice(0, 6))
      lines.push(
        `- \`${markdownText(f).replace(/`/g, "'")}\` (imagen): referencia visual para la galería y el diseño de pantallas.`,
      );
    for (const f of files.others.slice(0, 4))
      lines.push(`- \`${markdownText(f).replace(/`/g, "'")}\`: material de apoyo.`);
    sections.push(section('Contexto', lines));
  }

  const objectives = [`- ${capitalize(info.goal)}.`];
  for (const d of ordered.slice(0, 3))
    objectives.push(`- Centrar el producto en ${d.concept.value}.`);
  objectives.push(
    `- Lanzar un MVP en ${PLAN_WEEKS[concept.complexity][0]} con las funcionalidades imprescindibles y validarlo con usuarios reales.`,
  );
  sections.push(section('Objetivos', objectives));

  sections.push(section('Usuarios y roles', rolesSection(concept, analysis)));

  const features = concept.features.length > 0 ? concept.features : info.features.slice(0, 5);
  const must = features.slice(0, 3).map((f, i) => `${i + 1}. ${f}`);
  const next = features.slice(3).map((f) => `- ${f}`);
  const featureBody = ['### Imprescindibles (MVP)', '', ...must];
  if (next.length > 0) featureBody.push('', '### Siguientes iteraciones', '', ...next);
  sections.push(section('Funcionalidades', featureBody));

  // The concept's data model (issue 19); concepts from before it, or from a provider that left
  // it out, get one derived from the concept and the idea.
  const model = modelFor(input.concept, prompt);
  const entities: EntityDef[] = model.entities.map((e) => ({
    name: e.label,
    slug: e.key,
    fields: e.fields.map((f) => f.key),
  }));
  sections.push(section('Modelo de datos', dataModelLines(model)));

  const stack =
    concept.techStack.length > 0
      ? concept.techStack
      : ['React + Vite', 'Node.js + Fastify', 'SQLite'];
  sections.push(
    section('Arquitectura y stack', [
      ARCHITECTURE[concept.complexity],
      '',
      ...stack.map((s) => `- ${s}`),
    ]),
  );

  sections.push(
    section('API', [
      'API REST JSON, versionable, con validación de entrada y errores en formato uniforme.',
      '',
      ...apiRows(entities),
    ]),
  );

  const security = [
    '- Cumplimiento del RGPD y la LOPDGDD: base legal clara, consentimiento explícito y política de privacidad en lenguaje sencillo.',
    '- Derechos de acceso, rectificación, supresión y portabilidad: exportación de datos y borrado de cuenta desde el perfil.',
    '- Minimización de datos: solo se recoge lo imprescindible para cada funcionalidad.',
    '- Contraseñas con hash robusto (argon2 o bcrypt), sesiones en cookies HttpOnly y SameSite, y limitación de intentos.',
    '- Permisos comprobados siempre en el servidor según el rol; registro de auditoría de acciones sensibles.',
    '- Cifrado TLS en tránsito, copias de seguridad cifradas y alojamiento en la Unión Europea.',
  ];
  if (analysis.signals.has('sensitive') || concept.category === 'Health') {
    security.push(
      '- Datos de salud: categoría especial (art. 9 RGPD). Consentimiento explícito, acceso solo del profesional autorizado, registro de accesos y evaluación de impacto (EIPD).',
    );
  }
  if (analysis.signals.has('payments') || /stripe/i.test(stack.join(' '))) {
    security.push(
      '- Pagos con Stripe: la aplicación nunca almacena datos de tarjeta (PCI DSS delegado en la pasarela).',
    );
  }
  if (analysis.signals.has('maps'))
    security.push(
      '- Ubicación solo con permiso explícito y únicamente mientras se usa la función.',
    );
  if (analysis.detected.some((d) => d.concept.id === 'escuela' || d.concept.id === 'familia')) {
    security.push(
      '- Datos de menores: consentimiento de madres, padres o tutores (menores de 14 años en España).',
    );
  }
  if (analysis.signals.has('ai'))
    security.push(
      '- IA: no se envían datos personales al proveedor sin consentimiento; se informa de que las respuestas son automáticas.',
    );
  sections.push(section('Seguridad y privacidad', security));

  const [w1, w2, w3] = PLAN_WEEKS[concept.complexity];
  const phase1 = features.slice(0, 3).map(lowerFirst).join('; ');
  const phase2 =
    features.slice(3).map(lowerFirst).join('; ') ||
    'mejoras a partir de los comentarios de los primeros usuarios';
  sections.push(
    section('Plan de entrega', [
      `1. **Fase 1 — MVP (${w1})**: registro e inicio de sesión, ${phase1}.`,
      `2. **Fase 2 — Ampliación (${w2})**: ${phase2}.`,
      `3. **Fase 3 — Lanzamiento (${w3})**: pruebas con usuarios, accesibilidad (WCAG 2.2 AA), analítica respetuosa con la privacidad y despliegue en producción.`,
    ]),
  );

  sections.push(
    section('Métricas de éxito', [
      ...info.metrics.map((m) => `- ${m}`),
      '- Tiempo de carga inferior a 2 s en móvil (p95)',
      '- Satisfacción de usuarios (NPS) superior a 40 tras el lanzamiento',
    ]),
  );
  return sections;
}

/** Markdown specification; roughly respects maxTokens (≈ 4 characters per token). */
export function generateOfflineSpecification(input: SpecificationInput): string {
  const safeInput: SpecificationInput =
    input && typeof input === 'object'
      ? input
      : { concept: undefined as unknown as Concept, prompt: '', maxTokens: DEFAULT_MAX_TOKENS };
  const tokens =
    Number.isFinite(safeInput.maxTokens) && safeInput.maxTokens > 0
      ? Math.floor(safeInput.maxTokens)
      : DEFAULT_MAX_TOKENS;
  // -1 leaves room for the trailing newline.
  const budget = tokens * CHARS_PER_TOKEN - 1;
  const sections = buildSections(safeInput);
  let out = '';
  for (const s of sections) {
    const next = out.length === 0 ? s : `${out}\n\n${s}`;
    if (next.length > budget) break;
    out = next;
  }
  if (out.length === 0) {
    // Not even the summary fits: cut it at a word boundary.
    out = truncateWords(sections[0] ?? '', budget);
  }
  return `${out}\n`;
}
