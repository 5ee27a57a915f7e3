import { CASE_PAGES, type CaseSlug, type ServiceSlug } from '../../../../contracts/marketing.ts';

export type CaseStudy = {
  slug: CaseSlug;
  title: string;
  description: string;
  client: string;
  sector: string;
  location: string;
  duration: string;
  team: string;
  headline: { value: string; label: string };
  context: string[];
  challenge: string[];
  solution: { title: string; text: string }[];
  results: { value: string; label: string }[];
  quote: { text: string; author: string; role: string };
  stack: string[];
  services: ServiceSlug[];
};

const meta = (slug: CaseSlug) => {
  const page = CASE_PAGES.find((p) => p.slug === slug)!;
  return { slug, title: page.title, description: page.description };
};

export const CASES: CaseStudy[] = [
  {
    ...meta('automatizacion-fintech'),
    client: 'Pagora',
    sector: 'Fintech',
    location: 'Madrid',
    duration: '10 semanas',
    team: '4 personas: producto, datos y dos ingenieros',
    headline: { value: '6 → 1 día', label: 'de cierre contable mensual' },
    context: [
      'Pagora ofrece cobros con tarjeta y transferencias a más de 9.000 pymes. Con 60 empleados y un crecimiento del 40% anual, su equipo financiero concilia cada mes unas 40.000 operaciones entre la pasarela de pago, tres bancos y el ERP.',
    ],
    challenge: [
      'La conciliación se hacía con hojas de cálculo y consumía a tres personas a tiempo completo. El cierre mensual tardaba seis días laborables y alrededor del 2% de las partidas acababa mal asignada, lo que obligaba a rehacer informes ya enviados a dirección.',
      'Contratar más personas no escalaba: cada nuevo banco o método de pago añadía formatos distintos y excepciones nuevas.',
    ],
    solution: [
      {
        title: 'Ingesta unificada',
        text: 'Conectores a las APIs bancarias (PSD2), a la pasarela y al ERP que normalizan importes, fechas y referencias en un único modelo de movimientos.',
      },
      {
        title: 'Motor de conciliación',
        text: 'Reglas deterministas para los casos claros y un modelo de emparejamiento aproximado para referencias incompletas, con una puntuación de confianza por partida.',
      },
      {
        title: 'Bandeja de excepciones',
        text: 'Solo las partidas dudosas llegan a una persona, con la propuesta del sistema y los candidatos alternativos para decidir en un clic.',
      },
      {
        title: 'Trazabilidad para auditoría',
        text: 'Cada asignación guarda quién o qué regla la hizo y cuándo, exportable para el auditor externo.',
      },
    ],
    results: [
      { value: '94%', label: 'de las operaciones conciliadas sin intervención' },
      { value: '6 → 1', label: 'días laborables para cerrar el mes' },
      { value: '2% → 0,2%', label: 'de partidas mal asignadas' },
      { value: '2 personas', label: 'reasignadas a análisis de riesgo' },
    ],
    quote: {
      text: 'Cerrábamos el mes a mano y con miedo. Ahora el equipo revisa unas pocas decenas de excepciones al día y dedica el resto del tiempo a entender el negocio.',
      author: 'Laura Méndez',
      role: 'Directora financiera de Pagora',
    },
    stack: [
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Python',
      'scikit-learn',
      'AWS (Fráncfort)',
      'Terraform',
    ],
    services: ['data-ai', 'ingenieria-software', 'cloud-devops'],
  },
  {
    ...meta('ecommerce-b2b'),
    client: 'Suministros Levante',
    sector: 'Distribución industrial',
    location: 'Valencia',
    duration: '16 semanas',
    team: '5 personas: UX, tres ingenieros y producto',
    headline: { value: '62%', label: 'de los pedidos ya llegan online' },
    context: [
      'Suministros Levante distribuye material eléctrico a 3.200 instaladores y empresas de mantenimiento. Su catálogo tiene 18.000 referencias y cada cliente profesional tiene su propia tarifa negociada.',
    ],
    challenge: [
      'Casi todos los pedidos llegaban por teléfono, correo o WhatsApp. Cada uno tardaba de media 12 minutos en grabarse en el ERP y el 30% necesitaba una corrección posterior por referencias o precios equivocados.',
      'Los comerciales pasaban la tarde pasando pedidos en lugar de visitar clientes, y los instaladores no podían consultar su precio ni el stock fuera del horario de oficina.',
    ],
    solution: [
      {
        title: 'Portal con tarifas por cliente',
        text: 'Cada instalador ve su precio neto y el stock real por almacén, sincronizados con SAP Business One cada cinco minutos.',
      },
      {
        title: 'Pedido rápido',
        text: 'Pedido por referencia, por lista CSV o repitiendo uno anterior, pensado para quien compra desde la furgoneta con el móvil.',
      },
      {
        title: 'Buscador tolerante',
        text: 'Búsqueda instantánea que entiende sinónimos del oficio y errores de escritura («diferencial 40a 30ma»).',
      },
      {
        title: 'App para comerciales',
        text: 'Una PWA con la ficha de cada cliente, sus pedidos recientes y alertas de clientes que han dejado de comprar.',
      },
    ],
    results: [
      { value: '62%', label: 'de los pedidos online a los seis meses' },
      { value: '12 → 2 min', label: 'de gestión por pedido' },
      { value: '−80%', label: 'de errores en pedidos' },
      { value: '+18%', label: 'de ticket medio en el canal online' },
    ],
    quote: {
      text: 'Pensábamos que nuestros instaladores no iban a pedir por internet. En tres meses, los que más compran ya lo hacían desde el móvil, a las diez de la noche.',
      author: 'Jorge Ibáñez',
      role: 'Director comercial de Suministros Levante',
    },
    stack: [
      'React',
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Meilisearch',
      'Redis',
      'SAP Business One',
    ],
    services: ['estrategia-producto', 'experiencia-usuario', 'ingenieria-software'],
  },
  {
    ...meta('recomendacion-ml'),
    client: 'Aula Norte',
    sector: 'Educación online',
    location: 'Bilbao',
    duration: '12 semanas',
    team: '3 personas: dos de datos y una de ingeniería',
    headline: { value: '+23%', label: 'de matrículas en un segundo curso' },
    context: [
      'Aula Norte vende cursos de formación profesional online a 250.000 alumnos en España y Latinoamérica, con un catálogo de 1.400 cursos que crece cada mes.',
    ],
    challenge: [
      'Siete de cada diez alumnos no volvían a matricularse después de su primer curso. Las recomendaciones eran listas editadas a mano por categoría, iguales para todo el mundo y desactualizadas en cuanto entraban cursos nuevos.',
      'El equipo quería personalizar sin convertir la web en una caja negra: los alumnos tenían que entender por qué se les sugería un curso.',
    ],
    solution: [
      {
        title: 'Modelo híbrido',
        text: 'Filtrado colaborativo sobre el historial de matrículas combinado con similitud de contenido, para que los cursos nuevos se recomienden desde el primer día.',
      },
      {
        title: 'Explicaciones',
        text: 'Cada recomendación dice por qué aparece («porque terminaste Excel avanzado»), lo que aumentó la confianza y los clics.',
      },
      {
        title: 'Servicio en tiempo real',
        text: 'Una API que responde en menos de 80 ms en el percentil 95, con caché y un recomendador de respaldo si el modelo falla.',
      },
      {
        title: 'Experimentación',
        text: 'Pruebas A/B con grupo de control durante seis semanas antes de activar el modelo para todos.',
      },
    ],
    results: [
      { value: '+23%', label: 'de matrículas en un segundo curso' },
      { value: '×2,3', label: 'clics en recomendaciones (del 4,1% al 9,6%)' },
      { value: '< 80 ms', label: 'de latencia en el percentil 95' },
      { value: '0', label: 'listas editadas a mano que mantener' },
    ],
    quote: {
      text: 'Lo que nos convenció fue el experimento: seis semanas con grupo de control y una cifra que nadie en dirección pudo discutir.',
      author: 'Ane Etxeberria',
      role: 'Responsable de producto de Aula Norte',
    },
    stack: ['Python', 'PyTorch', 'FastAPI', 'PostgreSQL + pgvector', 'Redis', 'Kubernetes'],
    services: ['data-ai', 'cloud-devops'],
  },
];

export const findCase = (slug: string | undefined) => CASES.find((c) => c.slug === slug);
