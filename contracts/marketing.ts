// The marketing site's dynamic pages (docs/product-spec.md §2: /servicios/*, /casos/*, the blog).
// The slugs, titles and descriptions live here so the server's HTML head, its 404 for an
// unknown slug and the web pages all read the same list. The page bodies live in
// web/features/marketing/content.

export type MarketingPage = { slug: string; title: string; description: string };
export type BlogPostMeta = MarketingPage & {
  publishedAt: string;
  readingMinutes: number;
  author: string;
};

export const TALENT_EMAIL = 'talento@forja.app';
export const PRIVACY_EMAIL = 'privacidad@forja.app';

export const SERVICE_PAGES = [
  {
    slug: 'estrategia-producto',
    title: 'Estrategia de producto',
    description:
      'Convertimos una idea en un producto con foco: usuarios, propuesta de valor, alcance del MVP y hoja de ruta medible.',
  },
  {
    slug: 'data-ai',
    title: 'Datos e IA',
    description:
      'Modelos de lenguaje, recomendación y automatización sobre tus datos, con evaluación, trazabilidad y costes bajo control.',
  },
  {
    slug: 'ingenieria-software',
    title: 'Ingeniería de software',
    description:
      'Aplicaciones web y móviles en TypeScript con pruebas automáticas, revisiones de código y entregas cada semana.',
  },
  {
    slug: 'cloud-devops',
    title: 'Cloud y DevOps',
    description:
      'Infraestructura como código, despliegue continuo, observabilidad y alojamiento en la UE con costes previsibles.',
  },
  {
    slug: 'experiencia-usuario',
    title: 'Experiencia de usuario',
    description:
      'Investigación con usuarios, prototipos y sistemas de diseño accesibles para que tu app se entienda a la primera.',
  },
] as const satisfies readonly MarketingPage[];

export const CASE_PAGES = [
  {
    slug: 'automatizacion-fintech',
    title: 'Conciliación automática para una fintech de pagos',
    description:
      'Cómo Pagora pasó de cerrar el mes en seis días a hacerlo en uno, con el 94% de las transacciones conciliadas sin intervención.',
  },
  {
    slug: 'ecommerce-b2b',
    title: 'Portal B2B para un distribuidor de material eléctrico',
    description:
      'Suministros Levante llevó el 62% de sus pedidos al canal online en seis meses y redujo un 80% los errores de pedido.',
  },
  {
    slug: 'recomendacion-ml',
    title: 'Recomendaciones con aprendizaje automático para formación online',
    description:
      'Aula Norte aumentó un 23% las matrículas en un segundo curso con un motor de recomendación que explica sus sugerencias.',
  },
] as const satisfies readonly MarketingPage[];

export const BLOG_POSTS = [
  {
    slug: 'como-describir-tu-idea-de-app',
    title: 'Cómo describir tu idea de app para obtener un buen concepto',
    description:
      'Los cinco datos que necesita la IA, un ejemplo antes y después, y una lista de comprobación para escribir mejores ideas.',
    publishedAt: '2024-10-08',
    readingMinutes: 7,
    author: 'Irene Salas',
  },
  {
    slug: 'del-concepto-al-lanzamiento',
    title: 'Del concepto al lanzamiento: seis semanas, seis decisiones',
    description:
      'Qué decidir en cada etapa para que una idea llegue a producción sin rehacer el trabajo: validación, alcance, construcción y medición.',
    publishedAt: '2024-09-17',
    readingMinutes: 9,
    author: 'Daniel Ortega',
  },
  {
    slug: 'rgpd-para-apps-pequenas',
    title: 'RGPD para apps pequeñas: lo mínimo antes de lanzar',
    description:
      'Bases legales, aviso de privacidad, encargados del tratamiento, cookies y brechas de seguridad explicados para equipos pequeños.',
    publishedAt: '2024-08-27',
    readingMinutes: 10,
    author: 'Nuria Campos',
  },
] as const satisfies readonly BlogPostMeta[];

export type ServiceSlug = (typeof SERVICE_PAGES)[number]['slug'];
export type CaseSlug = (typeof CASE_PAGES)[number]['slug'];
export type BlogSlug = (typeof BLOG_POSTS)[number]['slug'];
