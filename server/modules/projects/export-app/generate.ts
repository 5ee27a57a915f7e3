import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDefinition, AppEntity, RecordData } from '../../../../contracts/app-definition.ts';
import { readableOn, safeHex } from '../../../../kit/colors.ts';
import type { AppProjectDesign } from '../app-source.ts';

// The export (issue 21, decision 0191): the project's running app as a full-stack project
// the owner can install, test and run. One template per generated file under templates/
// (`path.tpl`, `{{placeholder}}` holes). No code is generated from the project (issue 40,
// decision 0210): every .ts/.tsx file is its template as it is, and reads the definition
// (`forja.app.json`) and the name, description and design (`comun/app.json`) as data at run
// time; what a person typed reaches the other files only escaped for their format (HTML,
// Markdown, JSON). Deterministic: the same input gives the same files.

export type ExportSeed = Record<
  string,
  { id: string; data: RecordData; createdAt: string; updatedAt: string }[]
>;

/** An image of the seed data, served by the exported app as `/api/subidas/{name}`. */
export type ExportSeedImage = { name: string; bytes: Buffer };

export type ExportInput = {
  name: string;
  slug: string;
  description: string | null;
  definition: AppDefinition;
  /** The running app's design (the same shape the apps module reads) and the custom CSS. */
  design: AppProjectDesign & { customCss: string };
  specification: string;
  /** The live app's records, when the owner asked for them (seed data). */
  seed: ExportSeed | null;
  /** The images the seed's image fields point at (only with `seed`). */
  seedImages?: ExportSeedImage[];
};

/** Where the seed's images go in the export (copied to the uploads folder with the seed). */
export const SEED_IMAGES_DIR = 'server/semilla-imagenes';

const TEMPLATES = fileURLToPath(new URL('./templates/', import.meta.url));
/** The app kit (docs/decisions/0239-the-app-kit.md): copied as it is, its tests left out. */
const KIT = fileURLToPath(new URL('../../../../kit/', import.meta.url));

let cache: Map<string, string> | null = null;
let digest: string | null = null;

/** Every template, by the path of the file it generates (read once). */
function templates(): Map<string, string> {
  if (cache) return cache;
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tpl')) {
        let path = relative(TEMPLATES, full).slice(0, -'.tpl'.length).split('\\').join('/');
        // Dot files are kept without their dot, so tools in this repository leave them alone.
        if (path === 'gitignore' || path === 'dockerignore') path = `.${path}`;
        found.set(path, readFileSync(full, 'utf8'));
      }
    }
  };
  walk(TEMPLATES);
  // The kit's files and its screens (kit/screens/, decision 0246), tests left out.
  for (const folder of ['', 'screens/'])
    for (const name of readdirSync(join(KIT, folder)).sort())
      if (/^[a-z-]+\.tsx?$/.test(name) && !name.includes('.test.'))
        found.set(`kit/${folder}${name}`, readFileSync(join(KIT, folder, name), 'utf8'));
  cache = found;
  return found;
}

/** A hash of every template: part of an export's state key (index.ts). */
export function templatesDigest(): string {
  if (digest) return digest;
  const hash = createHash('sha256');
  for (const [path, text] of templates()) hash.update(path).update('\0').update(text).update('\0');
  digest = hash.digest('hex');
  return digest;
}

/** Fills `{{name}}` holes; a hole without a value is a bug in the generator. */
function render(path: string, template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([a-zA-Z]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Export template ${path}: no value for {{${name}}}`);
    return value;
  });
}

const THEMES: Record<string, Record<string, string>> = {
  modern: {
    fondo: '#fafaf9',
    texto: '#1c1917',
    suave: '#57534e',
    tarjeta: '#ffffff',
    borde: '#e7e5e4',
    radio: '1rem',
    fuente: 'system-ui, sans-serif',
    esquemaColor: 'light',
  },
  minimal: {
    fondo: '#ffffff',
    texto: '#111827',
    suave: '#4b5563',
    tarjeta: '#ffffff',
    borde: '#e5e7eb',
    radio: '0.25rem',
    fuente: 'system-ui, sans-serif',
    esquemaColor: 'light',
  },
  classic: {
    fondo: '#f8f5ef',
    texto: '#292524',
    suave: '#57534e',
    tarjeta: '#fffdf8',
    borde: '#d6d3d1',
    radio: '0.375rem',
    fuente: 'Georgia, "Times New Roman", serif',
    esquemaColor: 'light',
  },
  dark: {
    fondo: '#0c0a09',
    texto: '#f5f5f4',
    suave: '#d6d3d1',
    tarjeta: '#1c1917',
    borde: '#44403c',
    radio: '0.75rem',
    fuente: 'system-ui, sans-serif',
    esquemaColor: 'dark',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeMd = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

const RULE_NAMES: Record<AppEntity['rule'], string> = {
  publica: 'pública (cualquiera lee; quien tiene cuenta añade y cambia lo suyo)',
  catalogo: 'catálogo (cualquiera lee; solo el dueño y el equipo escriben)',
  privada: 'privada (solo el dueño y el equipo)',
  formulario:
    'formulario (quien tiene cuenta envía y ve solo lo suyo; el dueño y el equipo lo ven todo)',
  propia: 'propia (cada cuenta crea y ve solo lo suyo; el dueño y el equipo lo ven todo)',
  vinculada:
    'vinculada (cada registro lo ve la cuenta de la persona a la que apunta; el dueño y el equipo lo gestionan)',
};

const ruleLine = (entity: AppEntity) =>
  `${RULE_NAMES[entity.rule]}${entity.rule === 'formulario' && entity.anonymous ? ', también sin cuenta' : ''}`;

/** The README's list of the mails each entity sends (`notify`, sent as in Forja). */
function avisosDe(definition: AppDefinition): string {
  const lines: string[] = [];
  for (const entity of definition.entities) {
    const notify = entity.notify;
    const field = entity.fields.find((f) => f.key === notify?.onChangeOf && f.type === 'choice');
    // vinculada: the person the record is about hears of the change too (decision 0250).
    const link = entity.fields.find((f) => f.key === entity.linkField);
    const person = definition.entities.find((e) => e.key === link?.ref);
    const account = person?.fields.find((f) => f.key === person.accountField);
    const linked =
      entity.rule === 'vinculada' && person && account
        ? ` y a la persona a la que se refiere (su «${escapeMd(account.label)}» en ${escapeMd(person.labelPlural)}), nunca a quien lo cambió`
        : ' (si no lo cambió él)';
    const parts = [
      ...(notify?.onCreate
        ? ['con cada registro nuevo, al dueño y al equipo (no a quien lo creó)']
        : []),
      ...(field ? [`cuando cambia «${escapeMd(field.label)}», a quien lo escribió${linked}`] : []),
    ];
    if (parts.length > 0)
      lines.push(
        `- \`/api/${entity.key}\` (${escapeMd(entity.labelPlural)}): ${parts.join('; ')}.`,
      );
  }
  return lines.length > 0
    ? `La app avisa por correo, como en Forja:\n\n${lines.join('\n')}`
    : 'Ninguna entidad avisa por correo: en Forja, «Datos de la app» activa los avisos de cada\nsección, y la próxima exportación los trae.';
}

/** The npm package name of the slug. */
export function packageName(slug: string): string {
  return (
    slug
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'app'
  );
}

/** Every generated file, path → content, in path order. */
export function exportFiles(input: ExportInput): [string, string | Buffer][] {
  const { design } = input;
  const { definition } = input;
  const theme = THEMES[design.theme] ?? THEMES.modern;
  const primary = safeHex(design.primaryColor, '#4f46e5');
  const secondary = safeHex(design.secondaryColor, '#0f766e');
  const description = (input.description ?? '').trim() || `${input.name}, una app hecha con Forja.`;
  const pkg = packageName(input.slug);
  const entityList = (e: AppEntity) => `\`${e.key}\``;

  const values: Record<string, string> = {
    nombreHtml: escapeHtml(input.name),
    nombreMd: escapeMd(input.name),
    descripcionHtml: escapeHtml(description),
    descripcionMd: escapeMd(description),
    descripcionJson: JSON.stringify(description),
    nombrePaquete: JSON.stringify(pkg),
    nombrePaqueteMd: pkg,
    colorPrincipal: primary,
    colorSecundario: secondary,
    colorSobrePrincipal: readableOn(primary),
    colorSobreSecundario: readableOn(secondary),
    tema: design.theme,
    disposicion: design.layout,
    ...theme,
    css: design.customCss.trim(),
    especificacion: `${input.specification.trim()}\n`,
    listaEntidades: definition.entities.map(entityList).join(', '),
    reglas: input.definition.entities
      .map((e) => `- \`/api/${e.key}\` (${escapeMd(e.labelPlural)}): ${ruleLine(e)}.`)
      .join('\n'),
    avisos: avisosDe(definition),
    datosIniciales: input.seed
      ? `## Tus datos\n\n\`server/semilla.json\` trae los registros que tenía la app en Forja (${Object.values(
          input.seed,
        ).reduce((n, records) => n + records.length, 0)} en total)${
          input.seedImages?.length
            ? `, y \`${SEED_IMAGES_DIR}/\` sus ${input.seedImages.length} imágenes, que se copian a la carpeta\nde subidas (\`UPLOADS_DIR\`)`
            : ''
        }. Se cargan una sola vez, la primera vez que arranca la app (migración\n\`0003-datos-iniciales\`). Sus autores quedan vacíos: los registros son del dueño.`
      : '## Tus datos\n\nEsta copia no trae los registros de la app en Forja: empieza vacía. Para llevártelos,\nexporta de nuevo con la opción de incluir los datos.',
  };

  const files = new Map<string, string | Buffer>();
  for (const [path, template] of templates()) {
    let content = path.startsWith('kit/') ? template : render(path, template, values);
    if (path === 'web/personalizado.css' && !values.css) content = content.replace('\n\n', '\n');
    files.set(path, content);
  }
  // What the person typed, as data: the definition, and the name, description and design.
  files.set('forja.app.json', `${JSON.stringify({ definition }, null, 2)}\n`);
  files.set(
    'comun/app.json',
    `${JSON.stringify(
      {
        nombre: input.name,
        descripcion: description,
        diseno: {
          colorPrincipal: primary,
          colorSecundario: secondary,
          tema: design.theme,
          disposicion: design.layout,
        },
      },
      null,
      2,
    )}\n`,
  );
  if (input.seed) files.set('server/semilla.json', `${JSON.stringify(input.seed, null, 2)}\n`);
  if (input.seed)
    for (const image of input.seedImages ?? [])
      files.set(`${SEED_IMAGES_DIR}/${image.name}`, image.bytes);
  return [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
