import { PRODUCT_NAME } from './messages.ts';

// Every page of the web app, with the title and description the server injects into the
// HTML shell (and the status it answers with). `:param` segments match one path segment;
// a trailing `*` matches the rest. Add a line here when you add a page.

export type PageAccess = 'public' | 'auth' | 'demo-auth' | 'owner';
export type PageMeta = { pattern: string; title: string; description: string; access: PageAccess };

export const PAGES: PageMeta[] = [
  { pattern: '/', title: `${PRODUCT_NAME}: de una idea a tu app con IA`, description: 'Describe tu idea en español y obtén un concepto completo de app: nombre, funcionalidades, stack, historias de usuario, especificación técnica y vista previa.', access: 'public' },
  { pattern: '/login', title: 'Inicia sesión', description: `Entra en ${PRODUCT_NAME} para crear y gestionar tus proyectos.`, access: 'public' },
  { pattern: '/registro', title: 'Crea tu cuenta', description: `Crea tu cuenta gratuita en ${PRODUCT_NAME}.`, access: 'public' },
  { pattern: '/create', title: 'Crear app', description: 'Describe tu idea y genera el concepto completo de tu app.', access: 'auth' },
  { pattern: '/dashboard', title: 'Dashboard', description: 'Tus proyectos, lanzamientos y créditos de un vistazo.', access: 'auth' },
  { pattern: '/mis-proyectos', title: 'Mis proyectos', description: 'Busca, filtra y gestiona tus proyectos.', access: 'auth' },
  { pattern: '/proyecto/nuevo', title: 'Nuevo proyecto', description: 'Crea un proyecto nuevo.', access: 'auth' },
  { pattern: '/proyecto/:slug', title: 'Proyecto', description: 'Gestiona tu proyecto: tareas, notas, archivos, lanzamiento y diseño.', access: 'owner' },
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
export function matchPage(pathname: string): { page: PageMeta; params: Record<string, string> } | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: { page: PageMeta; params: Record<string, string>; score: number } | null = null;
  for (const page of PAGES) {
    const params = matches(page.pattern, clean);
    if (!params) continue;
    const score = page.pattern.split('/').filter((seg) => seg && !seg.startsWith(':') && seg !== '*').length;
    if (!best || score > best.score) best = { page, params, score };
  }
  return best ? { page: best.page, params: best.params } : null;
}

export function pageTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`;
}

export { FALLBACK_DESCRIPTION };
