import { PRIVACY_EMAIL } from '../../../../contracts/marketing.ts';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../../../contracts/messages.ts';
import type { Block } from '../components/rich-text.tsx';

// The legal texts of the hosted service. Whoever runs their own instance must replace the
// entity below with their own details (LSSI art. 10 asks for them on the site).
export const LEGAL_ENTITY = {
  name: 'Forja Labs, S.L.',
  address: 'Calle de Alcalá 21, 28014 Madrid (España)',
  registry: 'Inscrita en el Registro Mercantil de Madrid',
};
export const LEGAL_UPDATED_AT = '2024-10-01';

const E = LEGAL_ENTITY;
const privacyMail = `[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`;
const contactMail = `[${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL})`;

export const PRIVACY_POLICY: Block[] = [
  {
    type: 'p',
    text: `Esta política explica qué datos personales trata ${PRODUCT_NAME}, para qué, con qué base legal, durante cuánto tiempo y cómo puedes ejercer tus derechos, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
  },
  { type: 'h2', text: 'Responsable del tratamiento' },
  {
    type: 'ul',
    items: [
      `**Responsable:** ${E.name}, ${E.address}. ${E.registry}.`,
      `**Contacto de privacidad y delegada de protección de datos:** ${privacyMail}.`,
      `**Contacto general:** ${contactMail}.`,
    ],
  },
  { type: 'h2', text: 'Qué datos tratamos' },
  {
    type: 'ul',
    items: [
      '**Datos de cuenta:** nombre, correo electrónico y contraseña, que guardamos cifrada con un algoritmo de hash y nunca en claro. Si entras con Google o GitHub, recibimos tu nombre, correo e identificador en ese servicio.',
      '**Contenido que creas:** las ideas que describes, los proyectos generados, sus especificaciones, tareas, notas, archivos subidos, personalizaciones de diseño y exportaciones de código.',
      '**Datos de facturación:** plan contratado, historial de compras y créditos, e identificador de cliente en nuestro proveedor de pagos. Los datos de tu tarjeta no pasan por nuestros servidores.',
      '**Datos técnicos:** dirección IP, navegador, registros de acceso y de seguridad necesarios para proteger el servicio.',
      '**Analítica, solo si la aceptas:** páginas visitadas, página de procedencia, parámetros de campaña (utm), tamaño de pantalla e identificador de sesión.',
      '**Newsletter y contacto:** tu correo si te suscribes; tu nombre, correo, empresa y mensaje si nos escribes.',
    ],
  },
  { type: 'h2', text: 'Finalidades y bases legales' },
  {
    type: 'table',
    head: ['Finalidad', 'Base legal (art. 6 RGPD)'],
    rows: [
      [
        'Crear y mantener tu cuenta, generar conceptos, gestionar y publicar tus proyectos',
        'Ejecución del contrato (6.1.b)',
      ],
      [
        'Cobrar planes y créditos, emitir facturas y cumplir obligaciones fiscales',
        'Ejecución del contrato y obligación legal (6.1.b y 6.1.c)',
      ],
      [
        'Proteger el servicio: límites de uso, prevención de fraude y abuso, registros de seguridad',
        'Interés legítimo en mantener un servicio seguro (6.1.f)',
      ],
      [
        'Responder a tus mensajes y solicitudes de información',
        'Medidas precontractuales a petición tuya o interés legítimo (6.1.b y 6.1.f)',
      ],
      ['Enviarte la newsletter', 'Consentimiento (6.1.a), que puedes retirar cuando quieras'],
      [
        'Analítica de uso para mejorar el producto',
        'Consentimiento (6.1.a) otorgado en el aviso de cookies',
      ],
    ],
  },
  {
    type: 'p',
    text: 'No tomamos decisiones con efectos jurídicos basadas únicamente en tratamientos automatizados ni elaboramos perfiles con fines publicitarios. **No usamos tu contenido para entrenar modelos de inteligencia artificial**, ni propios ni de terceros.',
  },
  { type: 'h2', text: 'Cuánto tiempo conservamos los datos' },
  {
    type: 'ul',
    items: [
      '**Cuenta y contenido:** mientras tu cuenta esté activa. Si la eliminas, borramos los datos en un plazo de 30 días; las copias de seguridad cifradas se sobrescriben en 35 días.',
      '**Facturación:** seis años, por las obligaciones del Código de Comercio y de la normativa tributaria.',
      '**Registros técnicos y de seguridad:** 90 días, salvo que sean necesarios para investigar un incidente.',
      '**Analítica:** 14 meses; después solo conservamos cifras agregadas que no identifican a nadie.',
      '**Newsletter:** hasta que te des de baja. **Mensajes de contacto:** 12 meses desde la última comunicación.',
    ],
  },
  { type: 'h2', text: 'Con quién compartimos los datos' },
  {
    type: 'p',
    text: 'No vendemos datos personales. Los compartimos solo con proveedores que los tratan por cuenta nuestra (encargados del tratamiento), con contrato conforme al artículo 28 del RGPD:',
  },
  {
    type: 'ul',
    items: [
      '**Alojamiento e infraestructura:** centros de datos situados en la Unión Europea, donde residen la base de datos, los archivos y las copias de seguridad.',
      '**Envío de correo electrónico:** proveedor de envío con servidores en la Unión Europea, para los correos de servicio y la newsletter.',
      '**Pagos:** Stripe Payments Europe, Ltd. (Irlanda) procesa los pagos y trata los datos de tarjeta como responsable independiente, según su propia política de privacidad.',
      '**Modelos de inteligencia artificial:** por defecto, los conceptos se generan en nuestros propios servidores. Cuando un plan o una función usa un modelo externo, el proveedor recibe solo el texto de tu idea y los archivos que adjuntas, con un contrato que le prohíbe usarlos para entrenar sus modelos.',
    ],
  },
  {
    type: 'p',
    text: 'También podemos comunicar datos a autoridades y tribunales cuando una ley nos obligue.',
  },
  { type: 'h2', text: 'Transferencias internacionales' },
  {
    type: 'p',
    text: 'Alojamos los datos en la Unión Europea. Si un proveedor necesita acceder a ellos desde fuera del Espacio Económico Europeo, solo lo permitimos con una decisión de adecuación de la Comisión Europea (como el Marco de Privacidad de Datos UE-EE. UU.) o con cláusulas contractuales tipo y medidas adicionales.',
  },
  { type: 'h2', text: 'Tus derechos' },
  {
    type: 'p',
    text: `Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y retirar el consentimiento que hayas dado, sin que afecte a la licitud del tratamiento anterior. Escríbenos a ${privacyMail} indicando el derecho que quieres ejercer; te responderemos en un plazo máximo de un mes.`,
  },
  {
    type: 'p',
    text: 'Si consideras que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos ([www.aepd.es](https://www.aepd.es)), C/ Jorge Juan 6, 28001 Madrid.',
  },
  { type: 'h2', text: 'Seguridad' },
  {
    type: 'p',
    text: 'Ciframos todas las comunicaciones con TLS, guardamos las contraseñas con hash, separamos los datos de cada usuario (nadie puede leer los proyectos de otra persona salvo los que publica), limitamos el acceso a producción al personal imprescindible y hacemos copias de seguridad cifradas. Si se produjera una brecha de seguridad con riesgo para ti, la notificaremos a la autoridad en 72 horas y, cuando proceda, también a ti.',
  },
  { type: 'h2', text: 'Menores' },
  {
    type: 'p',
    text: 'El servicio no está dirigido a menores de 14 años y no tratamos conscientemente sus datos. Si detectamos una cuenta de un menor de esa edad sin autorización de sus tutores, la eliminaremos.',
  },
  { type: 'h2', text: 'Cambios en esta política' },
  {
    type: 'p',
    text: 'Si cambiamos algo relevante, te avisaremos por correo o en la aplicación con al menos 15 días de antelación. La fecha de la última actualización figura al principio de esta página.',
  },
];

export const TERMS_OF_SERVICE: Block[] = [
  {
    type: 'p',
    text: `Estos términos regulan el uso de ${PRODUCT_NAME}, el servicio de ${E.name} (${E.address}) que genera conceptos de aplicaciones a partir de ideas descritas en español y permite gestionarlos, publicarlos y exportarlos. Al crear una cuenta aceptas estos términos y nuestra [política de privacidad](/privacidad).`,
  },
  { type: 'h2', text: 'Cuenta' },
  {
    type: 'ul',
    items: [
      'Debes ser mayor de edad o contar con la autorización de tus padres o tutores, y facilitar datos verdaderos.',
      'Eres responsable de guardar tu contraseña y de lo que se haga con tu cuenta. Si sospechas de un acceso no autorizado, escríbenos de inmediato.',
      'Una cuenta corresponde a una persona. Si necesitas acceso para un equipo, consulta el [plan para empresas](/enterprise).',
      'Puedes dejar de usar el servicio y pedir la eliminación de tu cuenta en cualquier momento.',
    ],
  },
  { type: 'h2', text: 'Planes y créditos' },
  {
    type: 'p',
    text: 'Ofrecemos un plan gratuito y planes de pago mensuales descritos en la página de [precios](/pricing). Cada plan incluye créditos que se renuevan cada ciclo de facturación:',
  },
  {
    type: 'ul',
    items: [
      '**Crédito de mensaje:** una solicitud de generación con IA, como generar un concepto o una especificación técnica.',
      '**Crédito de integración:** una solicitud a una integración, como generar una imagen, analizar una URL o enviar un correo.',
      'El plan Free incluye 25 mensajes y 500 créditos de integración al mes, con un máximo de 5 mensajes al día.',
      'Los créditos no consumidos no se acumulan al ciclo siguiente. Al llegar al límite no podrás hacer más solicitudes de ese tipo hasta el siguiente ciclo o hasta que mejores tu plan.',
    ],
  },
  {
    type: 'p',
    text: 'Los pagos se procesan a través de Stripe. Las suscripciones se renuevan automáticamente cada mes y puedes cancelarlas cuando quieras desde la gestión de la suscripción; la cancelación surte efecto al final del periodo ya pagado. Los precios se muestran en dólares estadounidenses y los impuestos aplicables se indican antes de pagar. Si cambiamos un precio, te avisaremos con al menos 30 días de antelación.',
  },
  {
    type: 'p',
    text: 'Si eres consumidor, dispones de 14 días naturales desde la contratación para desistir. Si empiezas a usar los créditos del plan durante ese plazo, nos pides expresamente que el servicio comience y, en caso de desistir, te reembolsaremos la parte proporcional no consumida.',
  },
  { type: 'h2', text: 'Uso aceptable' },
  { type: 'p', text: 'No está permitido usar el servicio para:' },
  {
    type: 'ul',
    items: [
      'Infringir la ley o derechos de terceros, incluidos los de propiedad intelectual y protección de datos.',
      'Crear o publicar contenido ilegal, engañoso, difamatorio, que incite al odio o que explote a menores.',
      'Distribuir malware, hacer phishing o enviar comunicaciones no solicitadas.',
      'Intentar acceder a datos de otras personas, eludir los límites de uso o de créditos, o sobrecargar la infraestructura.',
      'Revender el acceso al servicio sin un acuerdo por escrito con nosotros.',
    ],
  },
  {
    type: 'p',
    text: 'Podemos retirar contenido que incumpla estas normas y, en casos graves o reiterados, suspender la cuenta. Salvo urgencia, te avisaremos antes y podrás darnos tu versión.',
  },
  { type: 'h2', text: 'Propiedad intelectual' },
  {
    type: 'p',
    text: '**El contenido que generas es tuyo.** Las ideas que escribes y todo lo que el servicio genera a partir de ellas (conceptos, nombres, especificaciones, historias de usuario, imágenes de vista previa y código exportado) te pertenecen, y puedes usarlo, modificarlo y explotarlo comercialmente sin pagarnos nada más.',
  },
  {
    type: 'p',
    text: 'Para prestar el servicio nos concedes una licencia limitada, no exclusiva y gratuita para alojar, procesar y mostrar ese contenido, y para servirlo públicamente solo cuando tú decides publicar un proyecto. La licencia termina cuando borras el contenido o tu cuenta.',
  },
  {
    type: 'p',
    text: 'La plataforma, su código, la marca y las plantillas son de nuestra propiedad. El contenido generado con IA puede parecerse al de otras personas: revisa que su uso no infringe derechos de terceros antes de explotarlo comercialmente.',
  },
  { type: 'h2', text: 'Proyectos públicos' },
  {
    type: 'p',
    text: 'Cuando lanzas un proyecto o lo marcas como público, cualquiera con la URL puede ver su contenido, sus tareas, notas y archivos. Puedes hacerlo privado o despublicarlo en cualquier momento desde tu panel.',
  },
  { type: 'h2', text: 'Disponibilidad del servicio' },
  {
    type: 'p',
    text: 'Trabajamos para mantener una disponibilidad del 99.9% mensual y avisamos con antelación de las tareas de mantenimiento programadas. Salvo que tengas un contrato de empresa con un acuerdo de nivel de servicio, este objetivo no constituye una garantía.',
  },
  { type: 'h2', text: 'Responsabilidad' },
  {
    type: 'p',
    text: 'Los conceptos y el código generados con IA pueden contener errores u omisiones: revísalos antes de usarlos en producción. Prestamos el servicio con la diligencia debida, pero no respondemos de daños indirectos, como el lucro cesante o la pérdida de oportunidades, y nuestra responsabilidad total se limita a lo que hayas pagado en los 12 meses anteriores al hecho. Estas limitaciones no se aplican en caso de dolo o culpa grave ni afectan a los derechos que la ley reconoce a los consumidores.',
  },
  { type: 'h2', text: 'Cambios en los términos' },
  {
    type: 'p',
    text: 'Si modificamos estos términos de forma relevante, te avisaremos con al menos 30 días de antelación. Si no estás de acuerdo, podrás cancelar tu plan y eliminar tu cuenta antes de que entren en vigor.',
  },
  { type: 'h2', text: 'Ley aplicable y jurisdicción' },
  {
    type: 'p',
    text: 'Estos términos se rigen por la ley española. Si eres consumidor, podrás acudir a los tribunales de tu domicilio. En los demás casos, las partes se someten a los juzgados y tribunales de Madrid capital.',
  },
  { type: 'h2', text: 'Contacto' },
  { type: 'p', text: `Para cualquier duda sobre estos términos, escríbenos a ${contactMail}.` },
];

export const COOKIES_POLICY: Block[] = [
  {
    type: 'p',
    text: 'Las cookies son pequeños archivos que un sitio web guarda en tu navegador. El almacenamiento local (localStorage) es una técnica parecida que guarda datos en tu navegador sin enviarlos en cada petición. Esta página explica cuáles usamos, para qué y cómo cambiar tu elección.',
  },
  { type: 'h2', text: 'Qué usamos' },
  {
    type: 'table',
    head: ['Nombre', 'Tipo', 'Finalidad', 'Duración', 'Categoría'],
    rows: [
      [
        '`better-auth.session_token`',
        'Cookie propia, HttpOnly',
        'Mantener tu sesión iniciada de forma segura. No es accesible desde JavaScript.',
        '30 días o hasta que cierres sesión',
        '**Necesaria**',
      ],
      [
        '`cookie-consent`',
        'Almacenamiento local',
        'Recordar tu elección sobre cookies para no volver a preguntarte.',
        'Hasta que la cambies o borres los datos del navegador',
        '**Necesaria**',
      ],
      [
        'Datos de analítica',
        'Almacenamiento local',
        'Identificador de sesión, eventos pendientes de envío y parámetros de campaña (utm) para saber qué páginas se usan y de dónde llegan las visitas.',
        'La sesión caduca tras 30 minutos de inactividad',
        '**Analítica**, solo con tu consentimiento',
      ],
    ],
  },
  {
    type: 'p',
    text: 'No usamos cookies de publicidad ni de redes sociales de terceros. La categoría **Marketing** del aviso de cookies existe para pedirte permiso antes de activar cualquier medición de campañas; hoy no instala nada. Si algún día lo hace, la añadiremos a esta tabla antes de activarla.',
  },
  { type: 'h2', text: 'Analítica solo con consentimiento' },
  {
    type: 'p',
    text: 'Las cookies necesarias no requieren consentimiento porque sin ellas no podrías iniciar sesión. La analítica solo se activa si la aceptas en el aviso de cookies y, además, si tu navegador no tiene activada la opción «No rastrear» (Do Not Track). Rechazarla no limita ninguna funcionalidad.',
  },
  { type: 'h2', text: 'Cómo cambiar tu elección' },
  {
    type: 'ul',
    items: [
      'Usa el panel de esta página para activar o desactivar la analítica y el marketing. El cambio se aplica al instante.',
      'También puedes borrar los datos del sitio desde la configuración de tu navegador: volveremos a mostrarte el aviso de cookies. Si borras la cookie de sesión, tendrás que volver a iniciar sesión.',
    ],
  },
  {
    type: 'p',
    text: `Si tienes dudas, escríbenos a ${privacyMail}. Más información sobre cómo tratamos tus datos en la [política de privacidad](/privacidad).`,
  },
];
