import {
  BrainCircuit,
  CloudCog,
  CodeXml,
  Compass,
  type LucideIcon,
  MousePointerClick,
} from 'lucide-react';
import { SERVICE_PAGES, type ServiceSlug } from '../../../../contracts/marketing.ts';

export type Service = {
  slug: ServiceSlug;
  title: string;
  description: string;
  icon: LucideIcon;
  /** One line for the landing card. */
  summary: string;
  intro: string;
  facts: { value: string; label: string }[];
  whatWeDo: { title: string; text: string }[];
  deliverables: { title: string; text: string }[];
  process: { title: string; duration: string; text: string }[];
  tools: string[];
  note?: string;
};

const meta = (slug: ServiceSlug) => {
  const page = SERVICE_PAGES.find((p) => p.slug === slug)!;
  return { slug, title: page.title, description: page.description };
};

export const SERVICES: Service[] = [
  {
    ...meta('estrategia-producto'),
    icon: Compass,
    summary: 'Para quién es tu app, qué problema resuelve y qué entra en la primera versión.',
    intro:
      'La mayoría de los productos no fracasan por la tecnología, sino por construir algo que nadie necesitaba. En dos a cuatro semanas convertimos una intuición en un plan verificable: usuarios concretos, un problema medido y un MVP que cabe en seis a ocho semanas de desarrollo.',
    facts: [
      { value: '2–4 semanas', label: 'de descubrimiento a plan aprobado' },
      { value: '8–12', label: 'entrevistas con usuarios reales' },
      { value: '1 página', label: 'de propuesta de valor, sin jerga' },
    ],
    whatWeDo: [
      {
        title: 'Investigación con usuarios',
        text: 'Entrevistamos a entre 8 y 12 usuarios potenciales y analizamos a tus competidores para saber qué resuelven mal y qué pagaría tu cliente por resolver.',
      },
      {
        title: 'Propuesta de valor',
        text: 'Resumimos el producto en una frase que entienden tu equipo, tus clientes y tus inversores, y la contrastamos con los datos de las entrevistas.',
      },
      {
        title: 'Alcance del MVP',
        text: 'Priorizamos funcionalidades con el método MoSCoW, estimamos cada una y dejamos por escrito qué queda fuera de la primera versión y por qué.',
      },
      {
        title: 'Métricas de éxito',
        text: 'Definimos activación, retención e ingresos con objetivos numéricos, y el plan de eventos para medirlos desde el primer día.',
      },
    ],
    deliverables: [
      {
        title: 'Informe de descubrimiento',
        text: 'Hallazgos de las entrevistas con citas literales y problemas ordenados por frecuencia e intensidad.',
      },
      {
        title: 'Definición del MVP',
        text: 'Historias de usuario con criterios de aceptación, estimación por funcionalidad y lista explícita de exclusiones.',
      },
      {
        title: 'Hoja de ruta a seis meses',
        text: 'Hitos trimestrales, dependencias entre equipos y presupuesto estimado para cada fase.',
      },
      {
        title: 'Plan de métricas',
        text: 'Eventos, embudo de conversión y objetivos por fase, listos para implementarse.',
      },
    ],
    process: [
      {
        title: 'Inmersión',
        duration: 'Semana 1',
        text: 'Talleres con tu equipo y revisión de los datos, encuestas y soporte que ya tienes.',
      },
      {
        title: 'Investigación',
        duration: 'Semana 2',
        text: 'Entrevistas con usuarios y pruebas de concepto con prototipos en papel o en Forja.',
      },
      {
        title: 'Definición',
        duration: 'Semana 3',
        text: 'Alcance del MVP, historias de usuario y estimación de esfuerzo y coste.',
      },
      {
        title: 'Plan',
        duration: 'Semana 4',
        text: 'Hoja de ruta, métricas y una presentación lista para dirección o inversores.',
      },
    ],
    tools: [
      'Entrevistas semiestructuradas',
      'Jobs to be Done',
      'MoSCoW',
      'Mapas de historias de usuario',
      'Figma',
      'Forja',
    ],
  },
  {
    ...meta('data-ai'),
    icon: BrainCircuit,
    summary:
      'Modelos de lenguaje, recomendación y automatización sobre tus datos, medidos con métricas reales.',
    intro:
      'Aplicamos IA donde mueve una métrica de negocio, no donde queda bien en una presentación. Empezamos por tus datos: qué hay, qué calidad tienen y qué pregunta pueden responder. Después elegimos la técnica más sencilla que funcione, desde reglas bien diseñadas hasta modelos de lenguaje con recuperación de documentos.',
    facts: [
      { value: '1 semana', label: 'para el diagnóstico de datos' },
      { value: '100%', label: 'de los modelos evaluados contra una línea base' },
      { value: 'UE', label: 'alojamiento de datos y modelos' },
    ],
    whatWeDo: [
      {
        title: 'Asistentes sobre tus documentos',
        text: 'Búsqueda y respuestas sobre manuales, contratos o tickets (RAG), siempre con la cita de la fuente para poder comprobarlas.',
      },
      {
        title: 'Extracción y clasificación',
        text: 'Lectura automática de facturas, albaranes, contratos o correos, con revisión humana solo en los casos dudosos.',
      },
      {
        title: 'Recomendación y predicción',
        text: 'Recomendadores, previsión de demanda y detección de abandono, con pruebas A/B para demostrar su impacto.',
      },
      {
        title: 'Evaluación continua',
        text: 'Conjuntos de prueba, métricas de calidad, control de coste por petición y alertas cuando el modelo empieza a fallar.',
      },
    ],
    deliverables: [
      {
        title: 'Auditoría de datos',
        text: 'Inventario de fuentes, calidad, lagunas y riesgos de privacidad, con recomendaciones priorizadas.',
      },
      {
        title: 'Prototipo evaluado',
        text: 'El modelo o flujo con sus métricas frente a la línea base actual, para decidir con números si seguir.',
      },
      {
        title: 'Servicio en producción',
        text: 'Una API versionada con registro de peticiones, límites de coste y vuelta atrás a la versión anterior.',
      },
      {
        title: 'Panel de seguimiento',
        text: 'Calidad, latencia y coste por petición a la vista de negocio y de ingeniería.',
      },
    ],
    process: [
      {
        title: 'Diagnóstico',
        duration: '1 semana',
        text: 'Revisamos datos y objetivos, y acordamos la métrica que el proyecto debe mover.',
      },
      {
        title: 'Prototipo',
        duration: '2–3 semanas',
        text: 'Probamos dos o tres enfoques sobre datos reales y comparamos resultados.',
      },
      {
        title: 'Industrialización',
        duration: '3–6 semanas',
        text: 'Llevamos el ganador a producción con pruebas, monitorización y control de costes.',
      },
      {
        title: 'Operación',
        duration: 'Continua',
        text: 'Reentrenamos, ampliamos el conjunto de evaluación y revisamos la métrica cada mes.',
      },
    ],
    tools: [
      'Python',
      'PyTorch',
      'scikit-learn',
      'PostgreSQL + pgvector',
      'Modelos abiertos (Llama, Mistral)',
      'OpenAI y Anthropic bajo DPA',
    ],
    note: 'Tus datos no entrenan modelos de terceros. Usamos modelos abiertos alojados en la UE o proveedores con acuerdo de encargo del tratamiento.',
  },
  {
    ...meta('ingenieria-software'),
    icon: CodeXml,
    summary:
      'Aplicaciones web y móviles en TypeScript, con pruebas automáticas y una demo cada semana.',
    intro:
      'Construimos software que tu equipo podrá mantener cuando nos vayamos. Un stack conocido (TypeScript, React, Node.js y PostgreSQL), pruebas desde el primer día y una demo funcionando cada semana, para que veas el progreso en vez de leer informes.',
    facts: [
      { value: '1 semana', label: 'por iteración, con demo al final' },
      { value: 'Día 1', label: 'el código vive en tu repositorio' },
      { value: '30 días', label: 'de soporte tras el traspaso' },
    ],
    whatWeDo: [
      {
        title: 'Aplicaciones web y PWA',
        text: 'Portales de clientes, paneles internos y apps instalables que funcionan en escritorio y móvil.',
      },
      {
        title: 'APIs e integraciones',
        text: 'Conexión con ERP, CRM, pasarelas de pago y banca (PSD2), con reintentos, idempotencia y registros de auditoría.',
      },
      {
        title: 'Modernización por fases',
        text: 'Sustituimos aplicaciones heredadas módulo a módulo, sin congelar el negocio ni hacer un gran salto al vacío.',
      },
      {
        title: 'Refuerzo de equipos',
        text: 'Nos sumamos a tu equipo con revisiones de código, pruebas automáticas y prácticas que se quedan cuando nos vamos.',
      },
    ],
    deliverables: [
      {
        title: 'Código fuente',
        text: 'En tu repositorio desde el primer commit, con historial limpio y revisiones documentadas.',
      },
      {
        title: 'Pruebas automáticas',
        text: 'Unitarias, de integración y de extremo a extremo, ejecutadas en integración continua en cada cambio.',
      },
      {
        title: 'Documentación técnica',
        text: 'Arquitectura, decisiones registradas, guía de despliegue y de operación.',
      },
      {
        title: 'Demo y registro de cambios',
        text: 'Una versión desplegada cada semana y notas de lo que cambió, en lenguaje de negocio.',
      },
    ],
    process: [
      {
        title: 'Arranque',
        duration: 'Semana 1',
        text: 'Repositorio, entornos, integración continua y la primera funcionalidad de punta a punta.',
      },
      {
        title: 'Iteraciones',
        duration: 'Semanales',
        text: 'Planificación el lunes, demo el viernes y prioridades que decides tú.',
      },
      {
        title: 'Estabilización',
        duration: '1–2 semanas',
        text: 'Pruebas de carga, accesibilidad y seguridad antes del lanzamiento.',
      },
      {
        title: 'Traspaso',
        duration: '30 días',
        text: 'Formación a tu equipo y soporte mientras toma el relevo.',
      },
    ],
    tools: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Playwright', 'React Native'],
  },
  {
    ...meta('cloud-devops'),
    icon: CloudCog,
    summary: 'Infraestructura como código, despliegue continuo y observabilidad, alojada en la UE.',
    intro:
      'Publicar una versión debería ser un acto aburrido. Automatizamos la infraestructura y la entrega para que desplegar sea un clic reversible, con métricas y alertas que te avisan antes que tus clientes.',
    facts: [
      { value: '99.9%', label: 'de disponibilidad como objetivo por defecto' },
      { value: '< 10 min', label: 'de un commit aprobado a producción' },
      { value: '1 paso', label: 'para volver a la versión anterior' },
    ],
    whatWeDo: [
      {
        title: 'Infraestructura como código',
        text: 'Terraform u OpenTofu en AWS, Google Cloud, Azure o proveedores europeos como Hetzner y OVHcloud.',
      },
      {
        title: 'Entrega continua',
        text: 'Pipelines con pruebas, despliegues sin caída y vuelta atrás en un paso.',
      },
      {
        title: 'Observabilidad',
        text: 'Logs estructurados, métricas, trazas y alertas con umbrales acordados, sin ruido que nadie lee.',
      },
      {
        title: 'Costes bajo control',
        text: 'Dimensionado correcto, apagado de entornos ociosos y un presupuesto mensual con alertas.',
      },
    ],
    deliverables: [
      {
        title: 'Repositorio de infraestructura',
        text: 'Todo el entorno descrito en código revisable, reproducible en una tarde.',
      },
      {
        title: 'Pipelines de CI/CD',
        text: 'Construcción, pruebas, análisis de seguridad y despliegue automáticos.',
      },
      {
        title: 'Paneles y alertas',
        text: 'Objetivos de nivel de servicio (SLO) por escrito y alertas que apuntan a la causa.',
      },
      {
        title: 'Manuales de operación',
        text: 'Qué hacer ante las incidencias frecuentes y un plan de recuperación probado con un simulacro.',
      },
    ],
    process: [
      {
        title: 'Evaluación',
        duration: '1 semana',
        text: 'Arquitectura, riesgos y factura actuales, con una lista de mejoras priorizada.',
      },
      {
        title: 'Plan',
        duration: '1 semana',
        text: 'Objetivos de disponibilidad, presupuesto y calendario de migración.',
      },
      {
        title: 'Migración por fases',
        duration: '2–8 semanas',
        text: 'Servicio a servicio, con vuelta atrás preparada en cada paso.',
      },
      {
        title: 'Operación',
        duration: 'Continua',
        text: 'Guardias, revisiones de incidencias sin culpables y optimización mensual de costes.',
      },
    ],
    tools: [
      'Terraform / OpenTofu',
      'Docker',
      'Kubernetes',
      'GitHub Actions',
      'OpenTelemetry',
      'Grafana',
    ],
  },
  {
    ...meta('experiencia-usuario'),
    icon: MousePointerClick,
    summary:
      'Investigación, prototipos y sistemas de diseño accesibles para que tu app se entienda a la primera.',
    intro:
      'Una buena app es la que tus usuarios entienden sin manual. Diseñamos a partir de lo que la gente hace, no de lo que dice, y probamos cada flujo importante con personas reales antes de escribir una línea de código.',
    facts: [
      { value: '5–8', label: 'usuarios por ronda de pruebas' },
      { value: 'WCAG 2.2 AA', label: 'como nivel mínimo de accesibilidad' },
      { value: 'Figma + código', label: 'un solo sistema de diseño' },
    ],
    whatWeDo: [
      {
        title: 'Investigación',
        text: 'Entrevistas, análisis de uso y pruebas de usabilidad para saber dónde se atascan tus usuarios.',
      },
      {
        title: 'Arquitectura de información',
        text: 'Flujos de las tareas clave, navegación y contenidos ordenados según cómo piensan tus usuarios.',
      },
      {
        title: 'Prototipos probados',
        text: 'Prototipos interactivos que probamos con entre 5 y 8 personas por ronda antes de desarrollar.',
      },
      {
        title: 'Sistemas de diseño',
        text: 'Componentes accesibles, documentados y sincronizados entre Figma y el código.',
      },
    ],
    deliverables: [
      {
        title: 'Informe de usabilidad',
        text: 'Problemas encontrados, ordenados por gravedad, con vídeos de las sesiones y propuestas de solución.',
      },
      {
        title: 'Prototipo navegable',
        text: 'Los flujos principales listos para enseñar a clientes, inversores o a tu equipo de desarrollo.',
      },
      {
        title: 'Sistema de diseño',
        text: 'Tokens, componentes y guía de uso, en Figma y como librería de componentes React.',
      },
      {
        title: 'Auditoría de accesibilidad',
        text: 'Revisión frente a WCAG 2.2 AA con las correcciones priorizadas y verificadas.',
      },
    ],
    process: [
      {
        title: 'Entender',
        duration: '1 semana',
        text: 'Objetivos, usuarios y datos de uso; elegimos las tareas críticas.',
      },
      {
        title: 'Explorar',
        duration: '1–2 semanas',
        text: 'Bocetos y alternativas de flujo, discutidas con tu equipo.',
      },
      {
        title: 'Probar',
        duration: '1 semana por ronda',
        text: 'Sesiones con usuarios reales, análisis y nueva versión del prototipo.',
      },
      {
        title: 'Entregar',
        duration: '1 semana',
        text: 'Sistema de diseño, especificaciones y acompañamiento durante el desarrollo.',
      },
    ],
    tools: ['Figma', 'Maze', 'Storybook', 'Radix UI', 'Tailwind CSS', 'axe'],
  },
];

export const findService = (slug: string | undefined) => SERVICES.find((s) => s.slug === slug);
