import { BLOG_POSTS, CASE_PAGES, SERVICE_PAGES } from './marketing.ts';
import { PRODUCT_NAME } from './messages.ts';

// Every page of the web app, with the title and description the server injects into the
// HTML shell (and the status it answers with). `:param` segments match one path segment;
// a trailing `*` matches the rest. Add a line here when you add a page.

export type PageAccess = 'public' | 'auth' | 'demo-auth' | 'owner';
export type PageMeta = { pattern: string; title: string; description: string; access: PageAccess };

export const PAGES: PageMeta[] = [
  {
    pattern: '/',
    title: `${PRODUCT_NAME}: de una idea a tu app con IA`,
    description:
      'Describe tu idea en español y obtén un concepto completo de app: nombre, funcionalidades, stack, historias de usuario, especificación técnica y vista previa.',
    access: 'public',
  },
  {
    pattern: '/login',
    title: 'Inicia sesión',
    description: `Entra en ${PRODUCT_NAME} para crear y gestionar tus proyectos.`,
    access: 'public',
  },
  {
    pattern: '/registro',
    title: 'Crea tu cuenta',
    description: `Crea tu cuenta gratuita en ${PRODUCT_NAME}.`,
    access: 'public',
  },
  {
    pattern: '/create',
    title: 'Crear app',
    description: 'Describe tu idea y genera el concepto completo de tu app.',
    access: 'auth',
  },
  {
    pattern: '/dashboard',
    title: 'Dashboard',
    description: 'Tus proyectos, lanzamientos y créditos de un vistazo.',
    access: 'auth',
  },
  {
    pattern: '/mis-proyectos',
    title: 'Mis proyectos',
    description: 'Busca, filtra y gestiona tus proyectos.',
    access: 'auth',
  },
  {
    pattern: '/proyecto/nuevo',
    title: 'Nuevo proyecto',
    description: 'Crea un proyecto nuevo.',
    access: 'auth',
  },
  {
    pattern: '/proyecto/:slug',
    title: 'Proyecto',
    description: 'Gestiona tu proyecto: tareas, notas, archivos, lanzamiento y diseño.',
    access: 'owner',
  },
  {
    pattern: '/admin/analitica',
    title: 'Analítica de la plataforma',
    description: 'Visitas a las páginas de la plataforma.',
    access: 'auth',
  },
  {
    pattern: '/proyectos/:slug',
    title: 'Proyecto público',
    description: 'Un proyecto publicado con Forja.',
    access: 'public',
  },
  {
    pattern: '/p/:slug',
    title: 'Proyecto público',
    description: 'Un proyecto publicado con Forja.',
    access: 'public',
  },
  // Marketing site. Each service, case and article has its own literal entry, so an unknown
  // slug matches no page and the server answers it with the 404 page.
  {
    pattern: '/servicios',
    title: 'Servicios',
    description:
      'Estrategia de producto, datos e IA, ingeniería de software, cloud y experiencia de usuario: lo que hacemos y cómo.',
    access: 'public',
  },
  ...SERVICE_PAGES.map(
    (p): PageMeta => ({
      pattern: `/servicios/${p.slug}`,
      title: p.title,
      description: p.description,
      access: 'public',
    }),
  ),
  {
    pattern: '/casos',
    title: 'Casos de éxito',
    description:
      'Proyectos reales con cifras: automatización fintech, comercio electrónico B2B y recomendaciones con aprendizaje automático.',
    access: 'public',
  },
  ...CASE_PAGES.map(
    (p): PageMeta => ({
      pattern: `/casos/${p.slug}`,
      title: p.title,
      description: p.description,
      access: 'public',
    }),
  ),
  {
    pattern: '/empresa',
    title: 'Sobre nosotros',
    description: `Quiénes somos, por qué construimos ${PRODUCT_NAME} y cómo trabajamos.`,
    access: 'public',
  },
  {
    pattern: '/blog',
    title: 'Blog',
    description:
      'Guías prácticas para pasar de una idea a una app publicada: producto, ingeniería, IA y cumplimiento normativo.',
    access: 'public',
  },
  ...BLOG_POSTS.map(
    (p): PageMeta => ({
      pattern: `/blog/${p.slug}`,
      title: p.title,
      description: p.description,
      access: 'public',
    }),
  ),
  {
    pattern: '/talento',
    title: 'Trabaja con nosotros',
    description: `Cultura, puestos abiertos y cómo unirte al equipo de ${PRODUCT_NAME}.`,
    access: 'public',
  },
  {
    pattern: '/contacto',
    title: 'Contacto',
    description: 'Cuéntanos tu proyecto y te respondemos en un día laborable.',
    access: 'public',
  },
  {
    pattern: '/privacidad',
    title: 'Política de privacidad',
    description: `Cómo trata ${PRODUCT_NAME} tus datos personales conforme al RGPD: finalidades, bases legales, plazos y derechos.`,
    access: 'public',
  },
  {
    pattern: '/terminos',
    title: 'Términos del servicio',
    description: `Las condiciones de uso de ${PRODUCT_NAME}: cuentas, planes y créditos, uso aceptable y propiedad del contenido.`,
    access: 'public',
  },
  {
    pattern: '/cookies',
    title: 'Política de cookies',
    description: 'Qué cookies y almacenamiento local usamos, para qué y cómo cambiar tu elección.',
    access: 'public',
  },
  {
    pattern: '/pricing',
    title: 'Precios',
    description:
      'Planes Free, Starter, Builder, Pro y Elite: créditos de mensajes e integraciones cada mes. Empieza gratis.',
    access: 'public',
  },
  {
    pattern: '/enterprise',
    title: 'Empresas',
    description: `${PRODUCT_NAME} para empresas: soporte con SLA, seguridad y escalabilidad para tus equipos.`,
    access: 'public',
  },
  {
    pattern: '/affiliates',
    title: 'Programa de afiliados',
    description: `Recomienda ${PRODUCT_NAME} y gana comisiones en tres pasos.`,
    access: 'public',
  },
  {
    pattern: '/checkout/local/:id',
    title: 'Pago en modo de prueba',
    description: 'Confirma o cancela tu suscripción en el modo de prueba local.',
    access: 'auth',
  },
  {
    pattern: '/demo',
    title: 'Demo en vivo',
    description:
      'Prueba la plataforma: notas con IA, subida de archivos, análisis de URL, chat en tiempo real y créditos.',
    access: 'public',
  },
  {
    pattern: '/demo/app',
    title: 'Espacio de la demo',
    description: 'Notas con IA, archivos, análisis de URL y sala de chat en tiempo real.',
    access: 'demo-auth',
  },
  {
    pattern: '/demo/status',
    title: 'Estado del sistema',
    description: 'Comprobación de rutas, latencia de la base de datos, tiempo real y despliegue.',
    access: 'demo-auth',
  },
];

const FALLBACK_DESCRIPTION = PAGES[0].description;

function matches(pattern: string, pathname: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*') return params;
    if (i >= s.length) return null;
    if (p[i].startsWith(':')) {
      params[p[i].slice(1)] = decodeURIComponent(s[i]);
    } else if (p[i] !== s[i]) {
      return null;
    }
  }
  return p.length === s.length ? params : null;
}

/** The page a path belongs to, preferring literal segments over `:params`. */
export function matchPage(
  pathname: string,
): { page: PageMeta; params: Record<string, string> } | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: { page: PageMeta; params: Record<string, string>; score: number } | null = null;
  for (const page of PAGES) {
    const params = matches(page.pattern, clean);
    if (!params) continue;
    const score = page.pattern
      .split('/')
      .filter((seg) => seg && !seg.startsWith(':') && seg !== '*').length;
    if (!best || score > best.score) best = { page, params, score };
  }
  return best ? { page: best.page, params: best.params } : null;
}

export function pageTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`;
}

export { FALLBACK_DESCRIPTION };
