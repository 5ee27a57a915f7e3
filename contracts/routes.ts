import { BLOG_POSTS, CASE_PAGES, type MarketingPage, SERVICE_PAGES } from './marketing.ts';
import { PRODUCT_NAME } from './messages.ts';

// The page registry (docs/decisions/0140-one-page-registry.md): every page of the web app,
// keyed by its React Router path, with the title and description the server injects into
// the HTML shell and who may see it. `:param` segments match one path segment; a trailing
// `*` matches the rest. web/app/routes.tsx builds the route tree from these keys and types
// its component map over them, so a page is added here and TypeScript asks for its
// component there.

/**
 * - public: anyone; the server renders it (docs/decisions/0110-server-rendered-pages.md).
 * - session: anyone, but what it shows depends on the session, so the browser renders it.
 * - auth: signed-in people; the web sends others to sign in.
 * - demo-auth: signed-in people; the web sends others to /demo.
 */
export type PageAccess = 'public' | 'session' | 'auth' | 'demo-auth';
type PageText = { title: string; description: string };
type PageDef =
  | (PageText & { access: PageAccess })
  /** One page per entry, `:slug` replaced by its slug. */
  | { access: PageAccess; each: readonly MarketingPage[] };

/** A page as the server sees it: `pattern` is literal for each `each` entry. */
export type PageMeta = PageText & { pattern: string; access: PageAccess };

export const PAGES = {
  '/': {
    title: `${PRODUCT_NAME}: de una idea a tu app con IA`,
    description:
      'Describe tu idea en español y obtén un concepto completo de app: nombre, funcionalidades, stack, historias de usuario, especificación técnica y vista previa.',
    access: 'public',
  },
  '/login': {
    title: 'Inicia sesión',
    description: `Entra en ${PRODUCT_NAME} para crear y gestionar tus proyectos.`,
    access: 'public',
  },
  '/registro': {
    title: 'Crea tu cuenta',
    description: `Crea tu cuenta gratuita en ${PRODUCT_NAME}.`,
    access: 'public',
  },
  // Not guarded: signed-out visitors get the builder's own sign-in prompt (docs/product-spec.md §2).
  '/create': {
    title: 'Crear app',
    description: 'Describe tu idea y genera el concepto completo de tu app.',
    access: 'session',
  },
  '/dashboard': {
    title: 'Dashboard',
    description: 'Tus proyectos, lanzamientos y créditos de un vistazo.',
    access: 'auth',
  },
  '/mis-proyectos': {
    title: 'Mis proyectos',
    description: 'Busca, filtra y gestiona tus proyectos.',
    access: 'auth',
  },
  '/proyecto/nuevo': {
    title: 'Nuevo proyecto',
    description: 'Crea un proyecto nuevo.',
    access: 'auth',
  },
  '/proyecto/:slug': {
    title: 'Proyecto',
    description: 'Gestiona tu proyecto: tareas, notas, archivos, lanzamiento y diseño.',
    access: 'auth',
  },
  '/admin/analitica': {
    title: 'Analítica de la plataforma',
    description: 'Visitas a las páginas de la plataforma.',
    access: 'auth',
  },
  '/proyectos/:slug': {
    title: 'Proyecto público',
    description: 'Un proyecto publicado con Forja.',
    access: 'public',
  },
  '/p/:slug': {
    title: 'Proyecto público',
    description: 'Un proyecto publicado con Forja.',
    access: 'public',
  },
  // The running app (issue 20): first painted on the server as a signed-out visitor sees it;
  // the browser then reads the session (the owner sees every section, each visitor may edit
  // their own records).
  '/proyectos/:slug/app': {
    title: 'App en vivo',
    description: 'Una app hecha con Forja: consulta, añade y comparte registros.',
    access: 'public',
  },
  '/p/:slug/app': {
    title: 'App en vivo',
    description: 'Una app hecha con Forja: consulta, añade y comparte registros.',
    access: 'public',
  },
  // Marketing site. Each service, case and article (`each`) is its own page to the server,
  // so an unknown slug matches no page and is answered with the 404 page.
  '/servicios': {
    title: 'Servicios',
    description:
      'Estrategia de producto, datos e IA, ingeniería de software, cloud y experiencia de usuario: lo que hacemos y cómo.',
    access: 'public',
  },
  '/servicios/:slug': { access: 'public', each: SERVICE_PAGES },
  '/casos': {
    title: 'Casos de éxito',
    description:
      'Proyectos reales con cifras: automatización fintech, comercio electrónico B2B y recomendaciones con aprendizaje automático.',
    access: 'public',
  },
  '/casos/:slug': { access: 'public', each: CASE_PAGES },
  '/empresa': {
    title: 'Sobre nosotros',
    description: `Quiénes somos, por qué construimos ${PRODUCT_NAME} y cómo trabajamos.`,
    access: 'public',
  },
  '/blog': {
    title: 'Blog',
    description:
      'Guías prácticas para pasar de una idea a una app publicada: producto, ingeniería, IA y cumplimiento normativo.',
    access: 'public',
  },
  '/blog/:slug': { access: 'public', each: BLOG_POSTS },
  '/talento': {
    title: 'Trabaja con nosotros',
    description: `Cultura, puestos abiertos y cómo unirte al equipo de ${PRODUCT_NAME}.`,
    access: 'public',
  },
  '/contacto': {
    title: 'Contacto',
    description: 'Cuéntanos tu proyecto y te respondemos en un día laborable.',
    access: 'public',
  },
  '/privacidad': {
    title: 'Política de privacidad',
    description: `Cómo trata ${PRODUCT_NAME} tus datos personales conforme al RGPD: finalidades, bases legales, plazos y derechos.`,
    access: 'public',
  },
  '/terminos': {
    title: 'Términos del servicio',
    description: `Las condiciones de uso de ${PRODUCT_NAME}: cuentas, planes y créditos, uso aceptable y propiedad del contenido.`,
    access: 'public',
  },
  '/cookies': {
    title: 'Política de cookies',
    description: 'Qué cookies y almacenamiento local usamos, para qué y cómo cambiar tu elección.',
    access: 'public',
  },
  '/pricing': {
    title: 'Precios',
    description:
      'Planes Free, Starter, Builder, Pro y Elite: créditos de mensajes e integraciones cada mes. Empieza gratis.',
    access: 'public',
  },
  '/enterprise': {
    title: 'Empresas',
    description: `${PRODUCT_NAME} para empresas: soporte con SLA, seguridad y escalabilidad para tus equipos.`,
    access: 'public',
  },
  '/affiliates': {
    title: 'Programa de afiliados',
    description: `Recomienda ${PRODUCT_NAME} y gana comisiones en tres pasos.`,
    access: 'public',
  },
  '/checkout/local/:id': {
    title: 'Pago en modo de prueba',
    description: 'Confirma o cancela tu suscripción en el modo de prueba local.',
    access: 'auth',
  },
  '/demo': {
    title: 'Demo en vivo',
    description:
      'Prueba la plataforma: notas con IA, subida de archivos, análisis de URL, chat en tiempo real y créditos.',
    access: 'public',
  },
  '/demo/app': {
    title: 'Espacio de la demo',
    description: 'Notas con IA, archivos, análisis de URL y sala de chat en tiempo real.',
    access: 'demo-auth',
  },
  '/demo/status': {
    title: 'Estado del sistema',
    description: 'Comprobación de rutas, latencia de la base de datos, tiempo real y despliegue.',
    access: 'demo-auth',
  },
} satisfies Record<string, PageDef>;

export type PagePath = keyof typeof PAGES;

const PAGE_LIST: PageMeta[] = Object.entries(PAGES as Record<PagePath, PageDef>).flatMap(
  ([path, def]): PageMeta[] =>
    'each' in def
      ? def.each.map((p) => ({
          pattern: path.replace(':slug', p.slug),
          title: p.title,
          description: p.description,
          access: def.access,
        }))
      : [{ pattern: path, ...def }],
);

export const FALLBACK_DESCRIPTION = PAGES['/'].description;

/** Each page's pattern, split once, with its literal-segment count (its precedence). */
const PAGE_PATTERNS = PAGE_LIST.map((page) => {
  const segments = page.pattern.split('/').filter(Boolean);
  const score = segments.filter((seg) => !seg.startsWith(':') && seg !== '*').length;
  return { page, segments, score };
});

function matches(pattern: string[], path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*') return params;
    if (i >= path.length) return null;
    if (pattern[i].startsWith(':')) {
      params[pattern[i].slice(1)] = decodeURIComponent(path[i]);
    } else if (pattern[i] !== path[i]) {
      return null;
    }
  }
  return pattern.length === path.length ? params : null;
}

/** The page a path belongs to, preferring literal segments over `:params`. */
export function matchPage(
  pathname: string,
): { page: PageMeta; params: Record<string, string> } | null {
  const path = pathname.split('/').filter(Boolean);
  let best: { page: PageMeta; params: Record<string, string>; score: number } | null = null;
  for (const { page, segments, score } of PAGE_PATTERNS) {
    if (best && score <= best.score) continue;
    const params = matches(segments, path);
    if (params) best = { page, params, score };
  }
  return best ? { page: best.page, params: best.params } : null;
}

export function pageTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`;
}
