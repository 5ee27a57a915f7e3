import { BLOG_POSTS, type BlogPostMeta, type BlogSlug } from '../../../../contracts/marketing.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Block } from '../components/rich-text.tsx';

export type BlogPost = BlogPostMeta & {
  slug: BlogSlug;
  category: string;
  authorRole: string;
  body: Block[];
};

const BODIES: Record<BlogSlug, { category: string; authorRole: string; body: Block[] }> = {
  'como-describir-tu-idea-de-app': {
    category: 'Producto',
    authorRole: 'Diseñadora de producto',
    body: [
      {
        type: 'p',
        text: 'Cuando escribes una idea en Forja, el motor tiene que deducir mucho a partir de muy poco: quién usará la app, qué tiene que hacer primero y qué puede esperar. Cuanto más concreta sea tu descripción, más útil será el concepto: funcionalidades específicas en lugar de genéricas, historias de usuario con sentido y una estimación de complejidad realista.',
      },
      {
        type: 'p',
        text: 'No hace falta escribir una especificación. Bastan tres o cuatro frases bien elegidas. Esta guía explica cuáles.',
      },
      { type: 'h2', text: 'Los cinco datos que marcan la diferencia' },
      {
        type: 'ol',
        items: [
          '**Quién la usa.** «Fisioterapeutas autónomos» dice mucho más que «profesionales». Si hay varios tipos de usuario (paciente y profesional, alumno y profesor), nómbralos.',
          '**Qué problema resuelve.** Describe la situación actual y por qué duele: «hoy gestionan las citas por WhatsApp y pierden un 15% por olvidos».',
          '**Las tres acciones principales.** ¿Qué hará alguien la primera vez que abra la app? Reservar, pagar, consultar el historial… Tres verbos bastan.',
          '**Restricciones reales.** Idioma, dispositivo, integraciones obligatorias (un TPV, Google Calendar, un ERP), datos sensibles o normativa.',
          '**Cómo sabrás que funciona.** Una cifra: «que los pacientes reserven sin llamar», «reducir las ausencias a la mitad».',
        ],
      },
      { type: 'h2', text: 'Antes y después: el mismo proyecto, dos descripciones' },
      { type: 'quote', text: 'Una app para gestionar citas.' },
      {
        type: 'p',
        text: 'Con esa frase, cualquier motor de IA producirá un calendario genérico. Compárala con esta:',
      },
      {
        type: 'quote',
        text: 'App para fisioterapeutas autónomos que hoy gestionan las citas por WhatsApp. El paciente reserva y paga la señal desde el móvil, recibe un recordatorio 24 horas antes y puede cancelar hasta 12 horas antes. El fisio ve su agenda del día y las notas de cada sesión. Objetivo: reducir las ausencias a la mitad.',
      },
      {
        type: 'p',
        text: 'En cinco líneas hay dos roles, un problema medible, tres acciones clave, una regla de negocio (cancelación con 12 horas) y un objetivo. El concepto resultante incluirá recordatorios, cobro de señal y notas clínicas, y la complejidad se estimará teniendo en cuenta los pagos y los datos de salud.',
      },
      { type: 'h2', text: 'Errores frecuentes' },
      {
        type: 'ul',
        items: [
          '**Describir la tecnología en lugar del problema.** «Una app en React con Firebase» no dice nada de para qué sirve. Deja que el concepto proponga el stack y ajústalo después.',
          '**Meter todo en la primera versión.** Si la lista de funciones ocupa un párrafo entero, quédate con las tres que harían que alguien pagase y deja el resto para más adelante.',
          '**Olvidar al segundo usuario.** Muchas apps tienen dos caras (quien compra y quien vende, quien aprende y quien enseña). Si solo describes una, la otra quedará coja.',
          '**Usar palabras ambiguas.** «Gestionar», «optimizar» o «plataforma» caben en cualquier idea. Sustitúyelas por la acción concreta.',
        ],
      },
      { type: 'h2', text: 'Lista de comprobación antes de pulsar Generar' },
      {
        type: 'ul',
        items: [
          '¿He nombrado a los usuarios con precisión?',
          '¿Se entiende qué hacen hoy y por qué no les sirve?',
          '¿Aparecen las tres acciones principales?',
          '¿He mencionado integraciones, pagos o datos sensibles si los hay?',
          '¿Hay una cifra que diga qué es el éxito?',
        ],
      },
      {
        type: 'callout',
        title: 'Prueba ahora',
        text: 'Abre [el constructor](/create), elige una categoría para partir de un ejemplo y reescríbelo con tus cinco datos. Genera dos versiones y compara las historias de usuario: la diferencia se ve a la primera.',
      },
    ],
  },
  'del-concepto-al-lanzamiento': {
    category: 'Metodología',
    authorRole: 'Director de ingeniería',
    body: [
      {
        type: 'p',
        text: 'Tener el concepto de una app en dos minutos es el principio, no el final. Entre ese primer documento y una app con usuarios reales hay seis decisiones que conviene tomar en orden. Saltarse una suele costar semanas de trabajo rehecho.',
      },
      {
        type: 'p',
        text: 'Este es el calendario que usamos con nuestros clientes para un MVP de tamaño medio. Puede comprimirse o alargarse, pero el orden importa.',
      },
      { type: 'h2', text: 'Semana 1: valida el problema, no la solución' },
      {
        type: 'p',
        text: 'Habla con cinco a diez personas que deberían usar la app. No les enseñes el concepto todavía: pregúntales cómo resuelven hoy el problema, cuánto les cuesta y qué han probado. Si nadie ha intentado solucionarlo, probablemente no duele lo suficiente.',
      },
      { type: 'p', text: '**Decisión:** ¿seguimos, cambiamos de usuario o cambiamos de problema?' },
      { type: 'h2', text: 'Semana 2: recorta el alcance' },
      {
        type: 'p',
        text: 'Toma las funcionalidades del concepto y clasifícalas en imprescindibles, deseables y para más adelante. Una regla útil: si una funcionalidad no aparece en el camino desde que alguien se registra hasta que obtiene valor por primera vez, no es imprescindible.',
      },
      {
        type: 'p',
        text: '**Decisión:** la lista cerrada del MVP, por escrito, con lo que queda fuera.',
      },
      { type: 'h2', text: 'Semana 3: prototipa y prueba con usuarios' },
      {
        type: 'p',
        text: 'Un prototipo navegable y cinco sesiones de 30 minutos descubren la mayoría de los problemas de usabilidad graves. Es mucho más barato corregir una pantalla en Figma que en producción.',
      },
      { type: 'p', text: '**Decisión:** los flujos definitivos de las tres tareas principales.' },
      { type: 'h2', text: 'Semanas 4 y 5: construye lo mínimo, bien hecho' },
      {
        type: 'p',
        text: 'Mínimo no significa descuidado. Autenticación segura, copias de seguridad, gestión de errores con mensajes claros y pruebas automáticas de los flujos principales son parte del MVP. Lo que se recorta es alcance, no calidad.',
      },
      {
        type: 'ul',
        items: [
          'Despliega desde el primer día en un entorno parecido a producción.',
          'Enseña una demo al final de cada semana a alguien que no sea del equipo.',
          'Exporta el código desde el panel del proyecto si vas a seguir con tu propio equipo.',
        ],
      },
      { type: 'p', text: '**Decisión:** qué está listo para usuarios reales y qué se pospone.' },
      { type: 'h2', text: 'Semana 6: lanza a un grupo pequeño' },
      {
        type: 'p',
        text: 'Un lanzamiento a 20 o 50 usuarios elegidos te da datos reales sin el coste de un fallo público. Publica la app, comparte la URL con ellos y mira qué hacen, no solo qué dicen.',
      },
      { type: 'p', text: '**Decisión:** fecha y condiciones del lanzamiento abierto.' },
      { type: 'h2', text: 'Después: mide una sola cosa' },
      {
        type: 'p',
        text: 'Elige la métrica que mejor refleja el valor de tu app (reservas completadas, facturas enviadas, lecciones terminadas) y revísala cada semana. El resto de métricas explican esa; no compiten con ella.',
      },
      {
        type: 'table',
        head: ['Semana', 'Objetivo', 'Decisión'],
        rows: [
          ['1', 'Validar el problema', 'Seguir, cambiar de usuario o de problema'],
          ['2', 'Recortar el alcance', 'Lista cerrada del MVP'],
          ['3', 'Prototipar y probar', 'Flujos de las tres tareas clave'],
          ['4–5', 'Construir', 'Qué está listo para usuarios reales'],
          ['6', 'Lanzamiento cerrado', 'Fecha del lanzamiento abierto'],
        ],
      },
      {
        type: 'callout',
        title: '¿Prefieres hacerlo acompañado?',
        text: 'Nuestro equipo de [estrategia de producto](/servicios/estrategia-producto) trabaja exactamente con este calendario. [Cuéntanos tu idea](/contacto) y te decimos en qué semana estás.',
      },
    ],
  },
  'rgpd-para-apps-pequenas': {
    category: 'Legal y cumplimiento',
    authorRole: 'Responsable de privacidad',
    body: [
      {
        type: 'p',
        text: 'Si tu app trata datos de personas que están en la Unión Europea, el Reglamento General de Protección de Datos (RGPD) se aplica, tengas dos usuarios o dos millones. La buena noticia es que, para una app pequeña, cumplir lo esencial es cuestión de días, no de meses.',
      },
      {
        type: 'callout',
        title: 'Aviso',
        text: 'Este artículo es una guía práctica, no asesoramiento jurídico. Si tratas datos de salud, de menores o a gran escala, consulta con un profesional.',
      },
      { type: 'h2', text: '1. Haz inventario de los datos' },
      {
        type: 'p',
        text: 'Haz una tabla con cada dato que recoges (correo, nombre, dirección IP, ubicación…), para qué lo usas, dónde se guarda y cuánto tiempo. Esa tabla es la base de tu registro de actividades de tratamiento y te ayudará a detectar datos que no necesitas. El mejor dato personal es el que no recoges.',
      },
      { type: 'h2', text: '2. Elige una base legal para cada finalidad' },
      {
        type: 'p',
        text: 'Cada uso de los datos necesita una de las bases del artículo 6 del RGPD. Las más habituales en una app pequeña son:',
      },
      {
        type: 'table',
        head: ['Finalidad', 'Base legal habitual'],
        rows: [
          ['Crear la cuenta y prestar el servicio', 'Ejecución de un contrato'],
          ['Facturación y obligaciones fiscales', 'Obligación legal'],
          ['Seguridad, prevención de fraude y abuso', 'Interés legítimo'],
          ['Newsletter y comunicaciones comerciales', 'Consentimiento'],
          ['Analítica con cookies no necesarias', 'Consentimiento'],
        ],
      },
      { type: 'h2', text: '3. Publica un aviso de privacidad claro' },
      {
        type: 'p',
        text: 'Debe decir quién es el responsable y cómo contactarle, qué datos tratas y para qué, la base legal, a quién se comunican, si salen del Espacio Económico Europeo, cuánto tiempo se conservan y cómo ejercer los derechos. Escríbelo para personas, no para abogados. Puedes ver cómo lo hacemos nosotros en nuestra [política de privacidad](/privacidad).',
      },
      { type: 'h2', text: '4. Firma contratos con tus encargados' },
      {
        type: 'p',
        text: 'Tu proveedor de hosting, el servicio de correo, la pasarela de pago o el proveedor de IA tratan datos por tu cuenta: son encargados del tratamiento. Necesitas un contrato de encargo (DPA) con cada uno; los grandes proveedores lo ofrecen en su web. Si alguno está fuera del EEE, comprueba que la transferencia está cubierta por una decisión de adecuación o por cláusulas contractuales tipo.',
      },
      { type: 'h2', text: '5. Cookies: consentimiento antes, no después' },
      {
        type: 'p',
        text: 'Las cookies técnicas (la sesión, las preferencias) no necesitan consentimiento. Las de analítica y publicidad, sí, y debe pedirse antes de instalarlas, con la opción de rechazar tan visible como la de aceptar. Rechazar no puede impedir usar la app.',
      },
      { type: 'h2', text: '6. Prepara los derechos y las brechas' },
      {
        type: 'ul',
        items: [
          '**Derechos:** acceso, rectificación, supresión, oposición, limitación y portabilidad. Tienes un mes para responder. Una dirección de correo específica y un procedimiento sencillo bastan al principio.',
          '**Brechas de seguridad:** si se produce una que suponga un riesgo para las personas, debes notificarla a la Agencia Española de Protección de Datos en un máximo de 72 horas. Ten escrito quién decide y cómo se notifica antes de necesitarlo.',
          '**Seguridad:** cifrado en tránsito, contraseñas con hash robusto, copias de seguridad y acceso mínimo a producción.',
        ],
      },
      { type: 'h2', text: 'Lista mínima antes de lanzar' },
      {
        type: 'ol',
        items: [
          'Inventario de datos con finalidad, base legal y plazo de conservación.',
          'Aviso de privacidad y política de cookies publicados.',
          'Banner de cookies que bloquea lo no necesario hasta que hay consentimiento.',
          'Contratos de encargo firmados con todos tus proveedores.',
          'Una dirección para ejercer derechos y un procedimiento para brechas.',
        ],
      },
      {
        type: 'p',
        text: 'Con estos cinco puntos resueltos estás mejor preparado que la mayoría de las apps que se lanzan cada semana.',
      },
    ],
  },
};

export const POSTS: BlogPost[] = BLOG_POSTS.map((p) => ({ ...p, ...BODIES[p.slug] }));

export const findPost = (slug: string | undefined) => POSTS.find((p) => p.slug === slug);

// Noon avoids a date-only ISO string shifting to the previous day west of UTC.
export const formatPostDate = (p: BlogPostMeta) => formatDate(`${p.publishedAt}T12:00:00`);
