// The offline engine's knowledge base: category keywords, feature concepts (sub-domains
// and intents detected in an idea), naming roots, roles and palettes. Pure data plus a
// compile step; keywords are written in plain Spanish (accents optional) and compiled with
// the same normaliser the prompts go through.
//
// Keyword syntax (comma separated): "cita" exact word (plural-insensitive), "reserv*"
// word prefix, "lista de tarea" phrase, trailing "~" = weak hint (half weight).

import type { ConceptCategory } from '../../../../contracts/concept.ts';
import { compileKeyword, type Matcher } from './normalize.ts';

export type RoleSlot = 'u' | 'p' | 'a';
export interface StoryTemplate {
  /** u = end user, p = provider/professional, a = administrator. */
  r: RoleSlot;
  /** Infinitive action, e.g. "reservar una cita". */
  a: string;
  /** Benefit after "para", e.g. "no tener que llamar". */
  b: string;
}

export type Signal =
  | 'payments'
  | 'realtime'
  | 'multiuser'
  | 'integrations'
  | 'ai'
  | 'marketplace'
  | 'i18n'
  | 'native'
  | 'mobile'
  | 'maps'
  | 'notifications'
  | 'files'
  | 'video'
  | 'charts'
  | 'calendar'
  | 'search'
  | 'sensitive';

/** Signals that raise scope (spec: pagos, tiempo real, roles, integraciones, IA, marketplace, idiomas, móvil nativa). */
export const SCOPE_SIGNALS: readonly Signal[] = [
  'payments',
  'realtime',
  'multiuser',
  'integrations',
  'ai',
  'marketplace',
  'i18n',
  'native',
];

export interface EntityDef {
  name: string;
  /** URL segment, plural, ASCII. */
  slug: string;
  fields: string[];
}

export interface Roles {
  u: string;
  p?: string;
}

export interface FeatureConcept {
  id: string;
  /** Spanish noun for the intent, e.g. "citas". */
  label: string;
  keywords: string;
  cats: Partial<Record<ConceptCategory, number>>;
  features: string[];
  /** Noun phrase used in descriptions: "la reserva de citas online". */
  value: string;
  stories: StoryTemplate[];
  entity?: EntityDef;
  signals?: Signal[];
  /** Naming roots "Word|Stem" (e.g. "Mascota|Mascot"). */
  roots?: string[];
  audience?: string;
  roles?: Roles;
  /** Phrases whose words must not count for this concept (e.g. "carro de la compra" is not a car). */
  exclude?: string;
  /** How strongly this concept is the idea's subject (for naming/audience): 0 capability, 1 domain-ish, 2 domain. */
  subject?: number;
}

export interface CategoryInfo {
  keywords: string;
  strong: string;
  roots: string[];
  audience: string;
  value: string;
  goal: string;
  features: string[];
  stories: StoryTemplate[];
  roles: Roles;
  metrics: string[];
  entity: EntityDef;
}

export const CATEGORY_INFO: Record<ConceptCategory, CategoryInfo> = {
  CRM: {
    strong:
      'crm, embudo de venta, pipeline, lead, prospecto, cartera de cliente, gestion de cliente, seguimiento de cliente, fidelizacion, postventa, oportunidad de venta, customer relationship',
    keywords:
      'cliente, contacto, comercial, vendedor~, agente comercial, llamada, seguimiento~, oportunidad, captacion, cotizacion, presupuesto~, relacion con cliente, historial de cliente, campana, email marketing, ventas b2b, cuenta clave, negociacion, visita comercial, atencion al cliente, soporte, ticket~, incidencia, satisfaccion, nps, churn, recontacto, base de dato de cliente, segmentacion',
    roots: ['Cliente|Client', 'Contacto|Contact', 'Lead|Lead', 'Vínculo|Vincul'],
    audience: 'equipos comerciales y pequeñas empresas que gestionan clientes',
    value: 'el seguimiento de cada cliente desde el primer contacto hasta la venta',
    goal: 'no perder ninguna oportunidad comercial y fidelizar a los clientes',
    features: [
      'Ficha única de cliente con historial de interacciones, notas y documentos',
      'Embudo de ventas visual por etapas con arrastrar y soltar',
      'Recordatorios de seguimiento y tareas comerciales por cliente',
      'Segmentación de contactos por etiquetas, origen y estado',
      'Importación de contactos desde CSV y hojas de cálculo',
      'Informes de conversión y previsión de ventas por comercial',
      'Plantillas de correo para propuestas y seguimientos',
    ],
    stories: [
      {
        r: 'p',
        a: 'ver el historial completo de cada cliente en una sola ficha',
        b: 'preparar mejor cada llamada',
      },
      {
        r: 'p',
        a: 'mover oportunidades entre etapas del embudo',
        b: 'saber en qué punto está cada venta',
      },
      {
        r: 'p',
        a: 'recibir un recordatorio cuando toca hacer un seguimiento',
        b: 'no dejar enfriar a ningún prospecto',
      },
      {
        r: 'a',
        a: 'consultar la previsión de ventas del equipo',
        b: 'tomar decisiones con datos reales',
      },
      {
        r: 'a',
        a: 'asignar cuentas a cada comercial',
        b: 'repartir la carga de trabajo de forma justa',
      },
    ],
    roles: { u: 'comercial', p: 'comercial' },
    metrics: [
      'Tasa de conversión de lead a cliente',
      'Tiempo medio de cierre de una venta',
      'Clientes recurrentes al trimestre',
    ],
    entity: {
      name: 'Cliente',
      slug: 'clientes',
      fields: ['nombre', 'email', 'telefono', 'empresa', 'etapa', 'responsableId'],
    },
  },
  Productivity: {
    strong:
      'productividad, tarea, lista de tarea, to do, todo list, gestor de tarea, organizar, organizador, kanban, pomodoro, gestion de proyecto, planificador, agenda personal, recordatorio~',
    keywords:
      'proyecto, pendiente, checklist, habito, rutina~, objetivo, meta, prioridad, calendario, agenda, nota, apunte, organizacion, planificar, planificacion, flujo de trabajo, workflow, automatiz*, tablero, sprint, equipo~, colaborar, colaboracion, documento, wiki, concentracion, foco, tiempo, horario, semana, deadline, fecha limite, gtd, time tracking, control de hora, productivo, eficiencia, bullet journal',
    roots: ['Tarea|Tare', 'Foco|Foc', 'Agenda|Agend', 'Orden|Orden', 'Plan|Plan'],
    audience: 'personas y equipos que quieren organizar su trabajo diario',
    value: 'tener todas las tareas, plazos y prioridades en un único lugar',
    goal: 'ahorrar tiempo y terminar lo importante antes',
    features: [
      'Listas de tareas con fechas límite, prioridades y etiquetas',
      'Vista de calendario semanal y mensual con arrastrar y soltar',
      'Tableros kanban para visualizar el avance de cada proyecto',
      'Recordatorios inteligentes antes de cada fecha límite',
      'Búsqueda global y filtros guardados',
      'Resumen semanal de lo completado y lo pendiente',
      'Modo foco con temporizador pomodoro',
    ],
    stories: [
      {
        r: 'u',
        a: 'crear tareas con fecha límite y prioridad',
        b: 'saber qué hacer primero cada día',
      },
      { r: 'u', a: 'ver mi semana en un calendario', b: 'repartir bien mi tiempo' },
      { r: 'u', a: 'recibir un aviso antes de que venza una tarea', b: 'no olvidar ningún plazo' },
      { r: 'u', a: 'revisar un resumen semanal de lo completado', b: 'medir mi progreso' },
      {
        r: 'a',
        a: 'gestionar los miembros y permisos del espacio de trabajo',
        b: 'mantener la información ordenada y segura',
      },
    ],
    roles: { u: 'usuario' },
    metrics: [
      'Tareas completadas por usuario y semana',
      'Usuarios activos semanales',
      'Retención a 30 días',
    ],
    entity: {
      name: 'Tarea',
      slug: 'tareas',
      fields: ['titulo', 'descripcion', 'fechaLimite', 'prioridad', 'estado', 'proyectoId'],
    },
  },
  'E-commerce': {
    strong:
      'tienda online, tienda virtual, ecommerce, e commerce, comercio electronico, venta online, vender online, carrito de compra, marketplace, dropshipping, checkout, tienda en linea',
    keywords:
      'tienda, vender, venta~, comprar, compra, producto, catalogo, carrito, pedido, envio, delivery~, cupon, descuento, oferta, precio, articulo~, ropa, moda, zapatilla, calzado, joya, artesania, cosmetico, regalo, merchandising, segunda mano, subasta, mayorista, minorista, shop, shopify, stock~, devolucion, talla, mercadillo, emprendimiento~, envio a domicilio, comprador',
    roots: ['Tienda|Tiend', 'Compra|Compr', 'Carrito|Carrit', 'Venta|Vent', 'Mercado|Mercad'],
    audience: 'pequeños comercios y emprendedores que quieren vender en internet',
    value: 'vender online con un catálogo atractivo y un proceso de compra sencillo',
    goal: 'aumentar las ventas online con una experiencia de compra sin fricción',
    features: [
      'Catálogo de productos con fotos, variantes (talla, color) y filtros',
      'Carrito de compra y checkout en pocos pasos',
      'Gestión de pedidos con estados: pendiente, enviado y entregado',
      'Cupones de descuento y promociones por temporada',
      'Cálculo de gastos de envío por zona',
      'Panel de ventas con productos más vendidos',
      'Valoraciones y reseñas de compradores',
    ],
    stories: [
      {
        r: 'u',
        a: 'filtrar el catálogo por precio, talla y categoría',
        b: 'encontrar rápido lo que busco',
      },
      {
        r: 'u',
        a: 'pagar con tarjeta en un checkout de pocos pasos',
        b: 'completar la compra sin complicaciones',
      },
      { r: 'u', a: 'seguir el estado de mi pedido', b: 'saber cuándo llegará' },
      {
        r: 'p',
        a: 'dar de alta productos con fotos y variantes',
        b: 'tener la tienda actualizada en minutos',
      },
      {
        r: 'a',
        a: 'consultar las ventas y los productos más vendidos',
        b: 'decidir qué reponer y qué promocionar',
      },
    ],
    roles: { u: 'cliente', p: 'vendedor' },
    metrics: [
      'Tasa de conversión de visita a compra',
      'Ticket medio por pedido',
      'Tasa de abandono del carrito',
    ],
    entity: {
      name: 'Producto',
      slug: 'productos',
      fields: ['nombre', 'descripcion', 'precio', 'stock', 'categoria', 'imagenes'],
    },
  },
  Content: {
    strong:
      'blog, podcast, newsletter, boletin, creador de contenido, gestor de contenido, cms, revista digital, canal de video, publicar articulo, contenido',
    keywords:
      'articulo, post, publicacion~, publicar, escribir, escritor, redactar, editorial, noticia, periodico, revista, video, youtube, tiktok, instagram~, influencer, creador, audiencia, suscriptor, episodio, guion, portfolio, fotografia, galeria, receta~, recetario, resena, critica, tutorial, documental, lectores, seo, multimedia, biblioteca digital, ebook, comic, poesia, cuento, historia~',
    roots: ['Letra|Letr', 'Pluma|Plum', 'Voz|Voz', 'Relato|Relat', 'Página|Pagin'],
    audience: 'creadores de contenido y sus lectores o seguidores',
    value: 'publicar contenido de calidad y hacer crecer una audiencia fiel',
    goal: 'publicar con constancia y convertir visitantes en suscriptores',
    features: [
      'Editor de contenido con borradores, vista previa y programación',
      'Organización por categorías, etiquetas y series',
      'Newsletter por correo para los suscriptores',
      'Comentarios moderados y reacciones de los lectores',
      'Estadísticas de lectura y origen de las visitas',
      'Optimización SEO automática de cada publicación',
    ],
    stories: [
      {
        r: 'p',
        a: 'programar la publicación de un contenido',
        b: 'mantener un ritmo constante sin estar pendiente',
      },
      {
        r: 'u',
        a: 'suscribirme para recibir lo nuevo por correo',
        b: 'no perderme ninguna publicación',
      },
      { r: 'u', a: 'filtrar el contenido por temas', b: 'encontrar lo que me interesa' },
      { r: 'p', a: 'ver qué publicaciones funcionan mejor', b: 'crear más contenido de ese tipo' },
      { r: 'a', a: 'moderar comentarios', b: 'mantener una comunidad respetuosa' },
    ],
    roles: { u: 'lector', p: 'creador' },
    metrics: [
      'Suscriptores nuevos al mes',
      'Tiempo medio de lectura',
      'Tasa de apertura de la newsletter',
    ],
    entity: {
      name: 'Publicacion',
      slug: 'publicaciones',
      fields: ['titulo', 'slug', 'cuerpo', 'autorId', 'estado', 'publicadaEn'],
    },
  },
  Finance: {
    strong:
      'finanza, finanzas personal, presupuesto personal, control de gasto, gasto, ahorro, ahorrar, dinero, plata, inversion, invertir, contabilidad personal, economia domestica, fintech, cripto, criptomoneda',
    keywords:
      'banco, bancario, cuenta bancaria, tarjeta~, ingreso, sueldo, salario, nomina~, deuda, prestamo, credito, hipoteca, impuesto, declaracion de la renta, iva~, bolsa, accion~, fondo de inversion, bitcoin, divisa, cambio de moneda, transferencia, presupuesto~, gastos compartido, dividir gasto, cuenta compartida, patrimonio, jubilacion, pension, seguro, factura~, cobro~, pago~, plata~, lana, guita, billete~, ahorro para, finanzas, economia, tesoreria, flujo de caja, cash flow, wallet, monedero',
    roots: ['Finanza|Finanz', 'Ahorro|Ahorr', 'Moneda|Moned', 'Cuenta|Cuent', 'Peso|Pes'],
    audience: 'personas y familias que quieren controlar su dinero',
    value: 'entender en qué se va el dinero y ahorrar con objetivos claros',
    goal: 'tener control total del dinero y cumplir objetivos de ahorro',
    features: [
      'Registro de ingresos y gastos por categoría en segundos',
      'Presupuestos mensuales con alertas al acercarse al límite',
      'Objetivos de ahorro con progreso visual',
      'Gráficos de evolución mensual y reparto por categorías',
      'Importación de movimientos desde el extracto bancario (CSV)',
      'Exportación de informes para la declaración de la renta',
    ],
    stories: [
      { r: 'u', a: 'registrar un gasto en menos de diez segundos', b: 'no dejar de apuntar nada' },
      {
        r: 'u',
        a: 'fijar un presupuesto mensual por categoría',
        b: 'no gastar más de lo previsto',
      },
      { r: 'u', a: 'ver gráficos de mis gastos del mes', b: 'detectar dónde puedo ahorrar' },
      {
        r: 'u',
        a: 'crear un objetivo de ahorro con fecha',
        b: 'mantener la motivación hasta conseguirlo',
      },
      {
        r: 'a',
        a: 'revisar la seguridad y el cifrado de los datos financieros',
        b: 'proteger la información de los usuarios',
      },
    ],
    roles: { u: 'usuario' },
    metrics: [
      'Usuarios que registran gastos 3+ días por semana',
      'Objetivos de ahorro cumplidos',
      'Retención a 90 días',
    ],
    entity: {
      name: 'Movimiento',
      slug: 'movimientos',
      fields: ['tipo', 'importe', 'moneda', 'categoria', 'fecha', 'nota'],
    },
  },
  Education: {
    strong:
      'educacion, educativo, curso, e learning, elearning, aprender, aprendizaje, estudiante, alumno, profesor, docente, escuela, colegio, instituto, universidad, aula, formacion, clase particular, tutoria',
    keywords:
      'clase~, leccion, asignatura, materia, examen, evaluacion, calificacion, nota~, deber, tarea escolar, estudiar, estudio~, quiz, cuestionario, flashcard, idioma, ingles, vocabulario, gramatica, matematica, ciencia, lectura~, academia, maestro, maestra, tutor, mentor, certificado, diploma, campus, bootcamp, oposicion, selectividad, temario, pizarra, pedagog*, ensenanza, ensenar, repaso, apuntes~, padres de alumno, moodle, educar, infantil~, preescolar, primaria, secundaria',
    roles: { u: 'estudiante', p: 'profesor' },
    roots: ['Aula|Aul', 'Aprende|Aprend', 'Saber|Saber', 'Clase|Clas', 'Mente|Ment'],
    audience: 'estudiantes, profesores y centros educativos',
    value: 'aprender a tu ritmo con un seguimiento claro del progreso',
    goal: 'que cada estudiante aprenda más y el profesorado ahorre tiempo',
    features: [
      'Cursos organizados en módulos y lecciones con vídeo y material descargable',
      'Seguimiento del progreso de cada estudiante',
      'Cuestionarios autocorregidos con explicación de las respuestas',
      'Foro de dudas por lección',
      'Certificado al completar un curso',
      'Panel del profesor con estadísticas de la clase',
    ],
    stories: [
      { r: 'u', a: 'retomar un curso donde lo dejé', b: 'aprovechar cualquier rato libre' },
      {
        r: 'u',
        a: 'hacer un cuestionario al final de cada lección',
        b: 'comprobar lo que he aprendido',
      },
      { r: 'p', a: 'ver qué estudiantes van retrasados', b: 'ayudarles a tiempo' },
      { r: 'p', a: 'subir material y lecciones en pocos pasos', b: 'dedicar más tiempo a enseñar' },
      {
        r: 'a',
        a: 'gestionar altas de profesores y estudiantes',
        b: 'mantener las clases organizadas',
      },
    ],
    metrics: [
      'Tasa de finalización de cursos',
      'Puntuación media en cuestionarios',
      'Estudiantes activos semanales',
    ],
    entity: {
      name: 'Curso',
      slug: 'cursos',
      fields: ['titulo', 'descripcion', 'nivel', 'profesorId', 'modulos', 'publicado'],
    },
  },
  Health: {
    strong:
      'salud, medico, medica, clinica, paciente, hospital, fitness, gimnasio, gym, entrenamiento, nutricion, dieta, bienestar, salud mental, meditacion, fisioterapia, psicologo, terapia, veterinaria, veterinario, cita medica, telemedicina',
    keywords:
      'doctor, enfermera, enfermeria, consulta~, sintoma, enfermedad, tratamiento, medicamento, medicacion, pastilla, farmacia, dentista, dental, odontolog*, pediatra, embarazo, bebe~, sueno, dormir, estres, ansiedad, emocion, animo, yoga, pilates, crossfit, correr, running, ejercicio, deporte~, caloria, peso~, adelgazar, musculo, proteina, hidratacion, agua~, paso~, glucosa, diabetes, tension arterial, historia clinica, vacuna, alergia, mascota~, perro~, gato~, cuidado, cuidador, mayor~, anciano, residencia~, rehabilitacion, entrenador personal, workout, health, wellness, nutricionista, receta medica, psicologia, mindfulness',
    roots: ['Salud|Salud', 'Vital|Vital', 'Pulso|Puls', 'Bienestar|Bienestar', 'Cuida|Cuid'],
    audience: 'pacientes, profesionales sanitarios y personas que cuidan su salud',
    value: 'cuidar la salud con seguimiento continuo y atención cercana',
    goal: 'mejorar hábitos de salud y facilitar la atención profesional',
    features: [
      'Perfil de salud con historial, alergias y tratamientos',
      'Recordatorios de citas, medicación y revisiones',
      'Registro diario de indicadores (peso, sueño, actividad)',
      'Gráficos de evolución para compartir con el profesional',
      'Mensajería segura con el profesional sanitario',
      'Contenido educativo validado por profesionales',
    ],
    stories: [
      {
        r: 'u',
        a: 'registrar mis indicadores de salud cada día',
        b: 'ver mi evolución con el tiempo',
      },
      {
        r: 'u',
        a: 'recibir recordatorios de medicación y revisiones',
        b: 'no saltarme ningún tratamiento',
      },
      {
        r: 'p',
        a: 'consultar el historial del paciente antes de la consulta',
        b: 'dar una atención más precisa',
      },
      {
        r: 'u',
        a: 'compartir mis gráficos con mi profesional',
        b: 'ajustar el tratamiento con datos reales',
      },
      {
        r: 'a',
        a: 'controlar quién accede a los datos de salud',
        b: 'cumplir el RGPD con datos de categoría especial',
      },
    ],
    roles: { u: 'paciente', p: 'profesional sanitario' },
    metrics: [
      'Adherencia a tratamientos y recordatorios',
      'Citas no presentadas (objetivo: reducirlas)',
      'Usuarios activos semanales',
    ],
    entity: {
      name: 'RegistroSalud',
      slug: 'registros',
      fields: ['usuarioId', 'tipo', 'valor', 'unidad', 'fecha', 'nota'],
    },
  },
  Entertainment: {
    strong:
      'entretenimiento, juego, videojuego, gaming, musica, pelicula, serie, cine, streaming, trivia, karaoke, concierto, ocio, diversion',
    keywords:
      'jugar, jugador, partida, torneo, ranking, puntuacion, nivel, logro, multijugador, esport*, consola, playstation, xbox, nintendo, cancion, playlist, artista, banda, dj, festival, podcast~, anime, manga, comic~, libro~, lectura~, teatro, espectaculo, entrada~, humor, meme, chiste, rol, dado, juego de mesa, escape room, apuesta~, quiz~, adivinanza, puzzle, acertijo, futbol, liga, fantasy, quiniela, deporte~, aficionado, fan, tiempo libre, plan~, finde, fin de semana, viaje~, turismo~, diversion, divertido, pasatiempo',
    roots: ['Juego|Jueg', 'Ritmo|Ritm', 'Fiesta|Fiest', 'Ocio|Oci', 'Butaca|Butac'],
    audience: 'aficionados que buscan pasar un buen rato, solos o con amigos',
    value: 'descubrir y disfrutar planes y contenidos de ocio a tu medida',
    goal: 'que los usuarios vuelvan cada día porque se lo pasan bien',
    features: [
      'Recomendaciones personalizadas según tus gustos',
      'Listas de favoritos, pendientes y completados',
      'Rankings y logros para picarse con los amigos',
      'Valoraciones y reseñas de la comunidad',
      'Retos semanales con recompensas',
      'Compartir planes y contenidos con amigos',
    ],
    stories: [
      {
        r: 'u',
        a: 'recibir recomendaciones según mis gustos',
        b: 'descubrir cosas nuevas sin perder tiempo',
      },
      { r: 'u', a: 'guardar contenidos en mi lista de pendientes', b: 'no olvidarme de ellos' },
      {
        r: 'u',
        a: 'competir con mis amigos en un ranking',
        b: 'tener un motivo para volver cada día',
      },
      { r: 'u', a: 'puntuar y reseñar lo que he disfrutado', b: 'ayudar a otros a elegir' },
      { r: 'a', a: 'publicar retos y novedades', b: 'mantener viva la comunidad' },
    ],
    roles: { u: 'jugador' },
    metrics: [
      'Sesiones por usuario y semana',
      'Duración media de la sesión',
      'Retención a 7 y 30 días',
    ],
    entity: {
      name: 'Contenido',
      slug: 'contenidos',
      fields: ['titulo', 'tipo', 'genero', 'puntuacionMedia', 'imagen'],
    },
  },
  Social: {
    strong:
      'red social, comunidad, conocer gente, amigo, vecino, voluntariado, voluntario, ong, foro, grupo de, quedada, ligar, soltero, pareja, match, networking',
    keywords:
      'social, seguidor, seguir, perfil~, compartir, publicacion~, muro, feed, like, comentario, mensaje~, chat~, barrio, vecindario, comunidad de vecino, asociacion, club, miembro~, intercambio, trueque, donacion, solidario, solidaridad, ayuda mutua, causa, activismo, familia~, abuelo, cita~, dating, tinder, afinidad, interes comun, hobby, aficion, encuentro, meetup, evento~, grupo, colectivo, inclusion, diversidad, lgbt, migrante, estudiantes~, compañero, companero de piso, mentoria~, apoyo, peticion, votacion, encuesta',
    roots: ['Tribu|Trib', 'Barrio|Barri', 'Vecino|Vecin', 'Enlace|Enlac', 'Nexo|Nex'],
    audience: 'personas que quieren conectar con otras que comparten intereses',
    value: 'conectar personas con intereses comunes en un espacio seguro',
    goal: 'crear conexiones reales y una comunidad activa y segura',
    features: [
      'Perfiles con intereses y afinidades',
      'Muro de publicaciones con comentarios y reacciones',
      'Grupos temáticos públicos y privados',
      'Mensajería directa entre miembros',
      'Eventos y quedadas con confirmación de asistencia',
      'Moderación de contenido y herramientas de denuncia',
    ],
    stories: [
      { r: 'u', a: 'crear un perfil con mis intereses', b: 'encontrar personas afines' },
      {
        r: 'u',
        a: 'unirme a grupos de mis aficiones',
        b: 'participar en conversaciones que me importan',
      },
      { r: 'u', a: 'enviar mensajes directos a otros miembros', b: 'conocerlos mejor' },
      { r: 'u', a: 'denunciar contenido inapropiado', b: 'sentirme seguro en la comunidad' },
      {
        r: 'a',
        a: 'revisar las denuncias en un panel de moderación',
        b: 'mantener un ambiente respetuoso',
      },
    ],
    roles: { u: 'miembro', p: 'moderador' },
    metrics: [
      'Usuarios activos diarios / mensuales',
      'Mensajes e interacciones por usuario',
      'Denuncias resueltas en menos de 24 h',
    ],
    entity: {
      name: 'Publicacion',
      slug: 'publicaciones',
      fields: ['autorId', 'texto', 'imagenes', 'grupoId', 'creadaEn'],
    },
  },
  Business: {
    strong:
      'negocio, empresa, pyme, autonomo, freelance, emprendedor, gestion empresarial, erp, recursos humano, rrhh, facturacion, inventario, almacen, logistica, punto de venta, tpv, saas, b2b',
    keywords:
      'empleado, plantilla, personal~, nomina, turno de trabajo, fichaje, fichar, vacacion~, proveedor, compra a proveedor, stock, existencia, pedido~, albaran, factura, presupuesto~, contrato, cliente~, restaurante, bar, cafeteria, hotel, peluqueria, barberia, salon de belleza, taller, mecanico, comercio, local, franquicia, sede, sucursal, oficina, flota, reparto, ruta de reparto, transporte, obra, construccion, reforma, fontanero, electricista, limpieza, consultoria, agencia, despacho, abogado, gestoria, asesoria, inmobiliaria, alquiler~, propiedad~, gimnasio~, academia~, clinica~, tienda fisica, caja registradora, ticket de venta, licencia, cumplimiento, kpi, dashboard~, informe~, equipo~',
    roots: ['Gestión|Gestion', 'Negocio|Negoci', 'Pyme|Pym', 'Taller|Taller', 'Empresa|Empres'],
    audience: 'pymes, autónomos y responsables de negocio',
    value: 'digitalizar la gestión diaria del negocio y ganar tiempo para lo importante',
    goal: 'reducir trabajo administrativo y tener el negocio bajo control',
    features: [
      'Panel de control con los indicadores clave del negocio',
      'Gestión de clientes, proveedores y contactos',
      'Facturación con plantillas, IVA y numeración automática',
      'Gestión de empleados con roles y permisos',
      'Informes exportables a PDF y Excel',
      'Copias de seguridad automáticas de los datos',
    ],
    stories: [
      {
        r: 'a',
        a: 'ver en un panel los indicadores clave del negocio',
        b: 'tomar decisiones a diario con datos',
      },
      {
        r: 'a',
        a: 'dar acceso a mis empleados con permisos distintos',
        b: 'que cada uno vea solo lo que necesita',
      },
      {
        r: 'p',
        a: 'registrar el trabajo del día en pocos clics',
        b: 'dedicar menos tiempo al papeleo',
      },
      { r: 'a', a: 'exportar informes mensuales', b: 'compartirlos con la gestoría' },
      { r: 'u', a: 'recibir un presupuesto claro y rápido', b: 'decidir si contrato el servicio' },
    ],
    roles: { u: 'cliente', p: 'empleado' },
    metrics: [
      'Horas de gestión administrativa ahorradas por semana',
      'Facturas cobradas a tiempo',
      'Usuarios internos activos',
    ],
    entity: {
      name: 'Empresa',
      slug: 'empresas',
      fields: ['nombre', 'nif', 'direccion', 'plan', 'creadaEn'],
    },
  },
  General: {
    strong: '',
    keywords: '',
    roots: ['Idea|Ide', 'Nexo|Nex', 'Faro|Far', 'Brújula|Brujul', 'Chispa|Chisp'],
    audience: 'personas que quieren resolver esta necesidad de forma sencilla',
    value: 'resolver una necesidad concreta con una experiencia clara y rápida',
    goal: 'validar la idea con usuarios reales en pocas semanas',
    features: [
      'Registro e inicio de sesión con correo electrónico',
      'Panel principal con la información más relevante',
      'Búsqueda y filtros sobre los elementos guardados',
      'Notificaciones por correo de los cambios importantes',
      'Perfil de usuario con preferencias',
      'Panel de administración para gestionar contenidos y usuarios',
    ],
    stories: [
      {
        r: 'u',
        a: 'registrarme con mi correo en menos de un minuto',
        b: 'empezar a usar la aplicación enseguida',
      },
      { r: 'u', a: 'ver lo más importante nada más entrar', b: 'no perder tiempo navegando' },
      { r: 'u', a: 'buscar y filtrar mis elementos guardados', b: 'encontrarlos al momento' },
      { r: 'u', a: 'configurar qué avisos recibo', b: 'enterarme solo de lo que me interesa' },
      {
        r: 'a',
        a: 'gestionar usuarios y contenidos desde un panel',
        b: 'mantener el servicio en orden',
      },
    ],
    roles: { u: 'usuario' },
    metrics: [
      'Usuarios registrados en el primer mes',
      'Usuarios activos semanales',
      'Satisfacción (encuesta dentro de la app)',
    ],
    entity: {
      name: 'Elemento',
      slug: 'elementos',
      fields: ['titulo', 'descripcion', 'estado', 'propietarioId', 'creadoEn'],
    },
  },
};

export const FEATURE_CONCEPTS: FeatureConcept[] = [
  // ——— Domain subjects ———
  {
    id: 'mascotas',
    label: 'mascotas',
    keywords:
      'mascota, perro, perrito, gato, gatito, veterinaria, veterinario, vet, clinica veterinaria, cachorro, adopcion de animal, paseador, paseo de perro, peluqueria canina, animal~, desparasitacion, pienso, protectora',
    cats: { Health: 1.2, Social: 0.3 },
    features: [
      'Ficha de cada mascota con vacunas, alergias y tratamientos',
      'Recordatorios de vacunas y desparasitaciones de tus mascotas',
      'Historial de visitas al veterinario con informes adjuntos',
    ],
    value: 'el cuidado completo de cada mascota',
    stories: [
      {
        r: 'u',
        a: 'tener la cartilla de vacunas de mi mascota en el móvil',
        b: 'no perder ningún papel',
      },
      {
        r: 'p',
        a: 'consultar el historial de la mascota antes de la visita',
        b: 'atenderla mejor',
      },
    ],
    entity: {
      name: 'Mascota',
      slug: 'mascotas',
      fields: ['nombre', 'especie', 'raza', 'fechaNacimiento', 'propietarioId', 'vacunas'],
    },
    roots: ['Mascota|Mascot', 'Huella|Huell', 'Patita|Patit', 'Colita|Colit'],
    audience: 'dueños de mascotas y clínicas veterinarias',
    roles: { u: 'dueño de mascota', p: 'veterinario' },
    subject: 2,
  },
  {
    id: 'medico',
    label: 'consultas médicas',
    keywords:
      'medico, medica, doctor, paciente, clinica, consultorio, hospital, centro de salud, historia clinica, historial medico, cita medica, dentista, dental, odontolog*, pediatra, fisioterapia, fisio, fisioterapeuta, ginecolog*, dermatolog*, telemedicina, teleconsulta, enfermeria, sanitario, psicologo, psicologa, terapeuta, terapia',
    cats: { Health: 2 },
    features: [
      'Historia clínica digital de cada paciente, accesible solo para su profesional',
      'Teleconsulta por videollamada con el médico',
      'Informes y pautas de tratamiento descargables por el paciente',
    ],
    value: 'la atención médica del paciente, dentro y fuera de la consulta',
    stories: [
      { r: 'u', a: 'consultar mis informes y pautas desde casa', b: 'seguir bien el tratamiento' },
      {
        r: 'p',
        a: 'ver la historia clínica del paciente antes de la consulta',
        b: 'dar una atención más precisa',
      },
    ],
    entity: {
      name: 'HistoriaClinica',
      slug: 'historias',
      fields: ['pacienteId', 'profesionalId', 'diagnostico', 'tratamiento', 'adjuntos', 'fecha'],
    },
    signals: ['sensitive'],
    exclude: 'clinica veterinaria, centro veterinario, hospital veterinario',
    roots: ['Salud|Salud', 'Clínica|Clinic', 'Médico|Medic', 'Consulta|Consult'],
    audience: 'clínicas, profesionales sanitarios y sus pacientes',
    roles: { u: 'paciente', p: 'médico' },
    subject: 2,
  },
  {
    id: 'fitness',
    label: 'entrenamiento',
    keywords:
      'gimnasio, gym, fitness, entrenamiento, entrenar, ejercicio, entrenador, entrenador personal, rutina de ejercicio, crossfit, yoga, pilates, running, correr, corredor, musculacion, pesa, workout, spinning, maraton, ciclismo, deporte~, cardio',
    cats: { Health: 2 },
    features: [
      'Planes de entrenamiento personalizados según objetivo y nivel',
      'Registro de series, repeticiones y pesos con gráfica de progreso',
      'Reserva de clases dirigidas y control de aforo del gimnasio',
    ],
    value: 'entrenar con un plan a medida y ver el progreso sesión a sesión',
    stories: [
      {
        r: 'u',
        a: 'registrar mis series y pesos durante el entrenamiento',
        b: 'ver cómo progreso',
      },
      {
        r: 'p',
        a: 'asignar planes de entrenamiento a mis clientes',
        b: 'seguirlos aunque no esté con ellos',
      },
    ],
    entity: {
      name: 'Entrenamiento',
      slug: 'entrenamientos',
      fields: ['usuarioId', 'fecha', 'ejercicios', 'duracionMin', 'notas'],
    },
    roots: ['Fit|Fit', 'Entrena|Entren', 'Músculo|Muscul', 'Ritmo|Ritm', 'Sudor|Sudor'],
    audience: 'deportistas, gimnasios y entrenadores personales',
    roles: { u: 'deportista', p: 'entrenador' },
    subject: 2,
  },
  {
    id: 'nutricion',
    label: 'nutrición',
    keywords:
      'nutricion, nutricionista, dieta, caloria, macro, comida saludable, alimentacion, menu semanal, plan de comida, adelgazar, perder peso, proteina, vegano, vegetariano, keto, alergia alimentaria, intolerancia',
    cats: { Health: 2 },
    features: [
      'Plan de comidas semanal con calorías y macronutrientes',
      'Diario de alimentación con búsqueda de alimentos',
      'Lista de la compra generada desde el menú semanal',
    ],
    value: 'comer mejor con un plan de alimentación realista',
    stories: [
      {
        r: 'u',
        a: 'apuntar lo que como con una búsqueda rápida de alimentos',
        b: 'controlar mis calorías sin esfuerzo',
      },
      {
        r: 'p',
        a: 'enviar un menú semanal personalizado a cada paciente',
        b: 'ahorrar tiempo en cada consulta',
      },
    ],
    entity: {
      name: 'Comida',
      slug: 'comidas',
      fields: ['usuarioId', 'fecha', 'alimentos', 'calorias', 'proteinas', 'tipo'],
    },
    roots: ['Nutri|Nutr', 'Sabor|Sabor', 'Plato|Plat', 'Verde|Verd'],
    audience: 'personas que quieren comer mejor y nutricionistas',
    roles: { u: 'usuario', p: 'nutricionista' },
    subject: 2,
  },
  {
    id: 'mental',
    label: 'bienestar emocional',
    keywords:
      'salud mental, meditacion, meditar, mindfulness, ansiedad, estres, depresion, bienestar emocional, estado de animo, animo, emocion, diario emocional, respiracion, relajacion, calma, sueno, dormir, insomnio, autoestima',
    cats: { Health: 2 },
    features: [
      'Meditaciones y ejercicios de respiración guiados',
      'Diario de estado de ánimo con patrones semanales',
      'Rutina nocturna para mejorar el sueño',
    ],
    value: 'cuidar el bienestar emocional con pequeños hábitos diarios',
    stories: [
      { r: 'u', a: 'registrar cómo me siento cada día', b: 'entender qué influye en mi ánimo' },
      {
        r: 'u',
        a: 'hacer una meditación guiada de cinco minutos',
        b: 'calmarme en momentos de estrés',
      },
    ],
    entity: {
      name: 'EntradaDiario',
      slug: 'diario',
      fields: ['usuarioId', 'fecha', 'animo', 'emociones', 'nota'],
    },
    signals: ['sensitive'],
    roots: ['Calma|Calm', 'Sereno|Seren', 'Respira|Respir', 'Alma|Alm'],
    audience: 'personas que quieren cuidar su salud mental',
    roles: { u: 'usuario', p: 'psicólogo' },
    subject: 2,
  },
  {
    id: 'medicacion',
    label: 'medicación',
    keywords:
      'medicamento, medicacion, pastilla, dosis, toma de medicamento, farmacia, receta medica, pastillero, tratamiento cronico, diabetes, glucosa, tension arterial, insulina',
    cats: { Health: 2 },
    features: [
      'Recordatorio de cada toma con confirmación y posponer',
      'Registro de adherencia al tratamiento para el médico',
      'Aviso cuando quedan pocas unidades de un medicamento',
    ],
    value: 'tomar la medicación a tiempo y sin olvidos',
    stories: [
      { r: 'u', a: 'recibir un aviso a la hora de cada toma', b: 'no olvidar ninguna dosis' },
      {
        r: 'p',
        a: 'consultar la adherencia del paciente al tratamiento',
        b: 'ajustar la pauta si hace falta',
      },
    ],
    entity: {
      name: 'Toma',
      slug: 'tomas',
      fields: ['medicamento', 'dosis', 'hora', 'tomada', 'pacienteId'],
    },
    signals: ['sensitive', 'notifications'],
    roots: ['Dosis|Dos', 'Pastilla|Pastill', 'Cuida|Cuid'],
    audience: 'pacientes crónicos, cuidadores y sus familias',
    roles: { u: 'paciente', p: 'médico' },
    subject: 2,
  },
  {
    id: 'mayores',
    label: 'cuidado de mayores',
    keywords:
      'persona mayor, mayores, anciano, abuelo, abuela, tercera edad, cuidador, cuidadora, residencia, dependencia, teleasistencia',
    cats: { Health: 1.5, Social: 0.5 },
    features: [
      'Agenda compartida de cuidados entre familiares y cuidadores',
      'Botón de aviso de emergencia con ubicación',
      'Registro diario de visitas, comidas y medicación',
    ],
    value: 'coordinar el cuidado de las personas mayores entre familia y cuidadores',
    stories: [
      {
        r: 'u',
        a: 'ver quién ha visitado a mi familiar y cómo está',
        b: 'quedarme tranquilo aunque viva lejos',
      },
      {
        r: 'p',
        a: 'registrar las tareas de cuidado realizadas',
        b: 'que la familia esté informada',
      },
    ],
    entity: {
      name: 'Cuidado',
      slug: 'cuidados',
      fields: ['personaId', 'cuidadorId', 'tipo', 'fecha', 'nota'],
    },
    roots: ['Cuida|Cuid', 'Abrazo|Abraz', 'Compaña|Compañ'],
    audience: 'familias y cuidadores de personas mayores',
    roles: { u: 'familiar', p: 'cuidador' },
    subject: 2,
  },
  {
    id: 'cursos',
    label: 'cursos',
    keywords:
      'curso, leccion, modulo~, formacion, e learning, elearning, aprender, aprendizaje, plataforma educativa, clase online, clase grabada, video curso, certificado, bootcamp, academia, capacitacion',
    cats: { Education: 2 },
    features: [
      'Cursos organizados en módulos y lecciones en vídeo',
      'Seguimiento del progreso de cada alumno por lección',
      'Certificado descargable al completar el curso',
    ],
    value: 'la formación online con seguimiento del progreso',
    stories: [
      { r: 'u', a: 'continuar el curso donde lo dejé', b: 'aprender en ratos libres' },
      { r: 'p', a: 'publicar un curso por módulos', b: 'ordenar bien el contenido' },
    ],
    entity: {
      name: 'Leccion',
      slug: 'lecciones',
      fields: ['cursoId', 'titulo', 'videoUrl', 'orden', 'duracionMin'],
    },
    signals: ['video'],
    roots: ['Aula|Aul', 'Aprende|Aprend', 'Curso|Curs', 'Saber|Saber'],
    audience: 'estudiantes y formadores',
    roles: { u: 'alumno', p: 'profesor' },
    subject: 1.5,
  },
  {
    id: 'escuela',
    label: 'gestión escolar',
    keywords:
      'colegio, escuela, instituto, alumno, profesor, profesora, docente, maestro, maestra, calificacion, boletin de nota, asistencia, deber, tarea escolar, padres de alumno, familia de alumno, tutor legal, aula, clase~, asignatura, horario escolar, guarderia, infantil, primaria, secundaria',
    cats: { Education: 2 },
    features: [
      'Cuaderno del profesor con calificaciones y asistencia',
      'Agenda de deberes y entregas por asignatura',
      'Comunicación directa entre el centro y las familias',
    ],
    value: 'la comunicación entre profesorado, alumnado y familias',
    stories: [
      { r: 'p', a: 'pasar lista y poner notas desde el móvil', b: 'ahorrar tiempo en el aula' },
      { r: 'u', a: 'ver los deberes pendientes de cada asignatura', b: 'organizarme la semana' },
    ],
    entity: {
      name: 'Calificacion',
      slug: 'calificaciones',
      fields: ['alumnoId', 'asignatura', 'nota', 'evaluacion', 'profesorId'],
    },
    signals: ['multiuser'],
    roots: ['Aula|Aul', 'Cole|Col', 'Pupitre|Pupitr', 'Tiza|Tiz'],
    audience: 'colegios, profesores, alumnos y familias',
    roles: { u: 'alumno', p: 'profesor' },
    subject: 2,
  },
  {
    id: 'examenes',
    label: 'evaluaciones',
    keywords:
      'examen, test, quiz, cuestionario, evaluacion, flashcard, tarjeta de estudio, tarjeta de memoria, repaso, repeticion espaciada, pregunta, oposicion, selectividad, trivia~',
    cats: { Education: 1.5, Entertainment: 0.3 },
    features: [
      'Cuestionarios autocorregidos con explicación de cada respuesta',
      'Tarjetas de repaso con repetición espaciada',
      'Simulacros de examen cronometrados',
    ],
    value: 'preparar exámenes con práctica y repaso inteligente',
    stories: [
      {
        r: 'u',
        a: 'repasar con tarjetas que se repiten cuando fallo',
        b: 'memorizar con menos esfuerzo',
      },
      { r: 'p', a: 'crear cuestionarios autocorregidos', b: 'evaluar sin pasar horas corrigiendo' },
    ],
    entity: {
      name: 'Cuestionario',
      slug: 'cuestionarios',
      fields: ['titulo', 'preguntas', 'tiempoLimite', 'autorId'],
    },
    roots: ['Repaso|Repas', 'Memo|Mem', 'Examen|Examen', 'Mente|Ment'],
    audience: 'estudiantes que preparan exámenes',
    roles: { u: 'estudiante', p: 'profesor' },
    subject: 1.5,
  },
  {
    id: 'idiomas',
    label: 'idiomas',
    keywords:
      'idioma, ingles, frances, aleman, italiano, portugues, chino, japones, vocabulario, gramatica, pronunciacion, intercambio de idioma, language, hablar otro idioma, aprender ingles, lengua extranjera',
    cats: { Education: 2 },
    features: [
      'Lecciones diarias de vocabulario con audio y pronunciación',
      'Práctica de conversación con hablantes nativos',
      'Nivel personalizado con prueba inicial',
    ],
    value: 'aprender un idioma con práctica diaria y conversación real',
    stories: [
      {
        r: 'u',
        a: 'practicar diez minutos de vocabulario al día',
        b: 'crear el hábito sin agobiarme',
      },
      { r: 'u', a: 'hablar con un nativo', b: 'ganar confianza al conversar' },
    ],
    entity: {
      name: 'Palabra',
      slug: 'palabras',
      fields: ['idioma', 'termino', 'traduccion', 'audioUrl', 'nivel'],
    },
    roots: ['Habla|Habl', 'Lingua|Lingu', 'Palabra|Palabr', 'Voz|Voz'],
    audience: 'personas que aprenden un idioma nuevo',
    roles: { u: 'estudiante', p: 'profesor nativo' },
    subject: 2,
  },
  {
    id: 'tutorias',
    label: 'clases particulares',
    keywords:
      'clase particular, profesor particular, tutoria, tutor, mentor, mentoria, refuerzo escolar, clases de apoyo, academia~',
    cats: { Education: 2 },
    features: [
      'Buscador de profesores particulares por materia, nivel y precio',
      'Reserva de clases particulares con pago anticipado',
      'Informe de progreso tras cada clase para el alumno o su familia',
    ],
    value: 'encontrar al profesor adecuado y reservar clases en minutos',
    stories: [
      {
        r: 'u',
        a: 'buscar profesores por materia y precio',
        b: 'encontrar uno que se ajuste a mí',
      },
      { r: 'p', a: 'publicar mi disponibilidad semanal', b: 'llenar mis horas libres' },
    ],
    entity: {
      name: 'Tutoria',
      slug: 'tutorias',
      fields: ['alumnoId', 'profesorId', 'materia', 'inicio', 'duracionMin', 'precio'],
    },
    signals: ['marketplace'],
    roots: ['Tutor|Tutor', 'Profe|Prof', 'Mentor|Mentor'],
    audience: 'alumnos, familias y profesores particulares',
    roles: { u: 'alumno', p: 'profesor particular' },
    subject: 2,
  },
  {
    id: 'recetas',
    label: 'recetas',
    keywords:
      'receta, recetario, cocina, cocinar, cocinero, ingrediente, plato, chef, gastronomia, reposteria, postre, comida casera, menu~, que cocinar, nevera',
    cats: { Content: 1.5, Health: 0.3 },
    features: [
      'Recetario con búsqueda por los ingredientes que tienes en casa',
      'Modo cocina paso a paso con temporizadores',
      'Lista de la compra automática a partir de las recetas elegidas',
    ],
    value: 'decidir qué cocinar y cocinarlo paso a paso',
    stories: [
      {
        r: 'u',
        a: 'buscar recetas con los ingredientes que tengo en la nevera',
        b: 'no tirar comida',
      },
      { r: 'p', a: 'publicar mis recetas con fotos y pasos', b: 'compartirlas con la comunidad' },
    ],
    entity: {
      name: 'Receta',
      slug: 'recetas',
      fields: ['titulo', 'ingredientes', 'pasos', 'tiempoMin', 'raciones', 'autorId'],
    },
    roots: ['Receta|Recet', 'Sabor|Sabor', 'Cocina|Cocin', 'Fogón|Fogon', 'Cuchara|Cuchar'],
    audience: 'personas que cocinan en casa y amantes de la cocina',
    roles: { u: 'cocinero aficionado', p: 'creador de recetas' },
    subject: 2,
  },
  {
    id: 'restaurante',
    label: 'restauración',
    keywords:
      'restaurante, bar, cafeteria, comensal, carta digital, menu del dia, comanda, camarero, cocina~, mesa~, hosteleria, food truck, pizzeria, taqueria, cerveceria',
    cats: { Business: 2, 'E-commerce': 0.3 },
    features: [
      'Carta digital con código QR en cada mesa',
      'Comandas enviadas a cocina en tiempo real',
      'Reserva de mesas online con control de aforo',
    ],
    value: 'la gestión de sala, cocina y reservas del restaurante',
    stories: [
      { r: 'u', a: 'ver la carta escaneando un código QR', b: 'pedir sin esperar al camarero' },
      { r: 'p', a: 'enviar la comanda a cocina desde la tablet', b: 'evitar errores y esperas' },
    ],
    entity: {
      name: 'Comanda',
      slug: 'comandas',
      fields: ['mesa', 'platos', 'estado', 'camareroId', 'total', 'creadaEn'],
    },
    signals: ['realtime'],
    roots: ['Mesa|Mes', 'Comanda|Comand', 'Sabor|Sabor', 'Bocado|Bocad'],
    audience: 'restaurantes, bares y sus clientes',
    roles: { u: 'comensal', p: 'camarero' },
    subject: 2,
  },
  {
    id: 'belleza',
    label: 'belleza',
    keywords:
      'peluqueria, peluquero, barberia, barbero, estetica, salon de belleza, manicura, unas de gel, spa, masaje, tatuaje, maquillaje, depilacion',
    cats: { Business: 2 },
    features: [
      'Catálogo de servicios con duración y precio',
      'Agenda por profesional con huecos libres visibles',
      'Ficha del cliente con servicios y productos anteriores',
    ],
    value: 'llenar la agenda del salón y reducir las ausencias',
    stories: [
      { r: 'u', a: 'elegir servicio y profesional al reservar', b: 'ir con quien prefiero' },
      { r: 'p', a: 'ver mi agenda del día en el móvil', b: 'organizarme entre clientes' },
    ],
    entity: {
      name: 'Servicio',
      slug: 'servicios',
      fields: ['nombre', 'duracionMin', 'precio', 'profesionalId'],
    },
    roots: ['Estilo|Estil', 'Tijera|Tijer', 'Brillo|Brill', 'Belleza|Bellez'],
    audience: 'peluquerías, barberías, centros de estética y sus clientes',
    roles: { u: 'cliente', p: 'estilista' },
    subject: 2,
  },
  {
    id: 'taller',
    label: 'vehículos',
    keywords:
      'taller, mecanico, coche, carro, auto, automovil, vehiculo, moto, itv, revision del coche, cambio de aceite, neumatico, flota, concesionario, parking, aparcamiento, gasolina, combustible',
    cats: { Business: 1.5 },
    features: [
      'Historial de mantenimiento de cada vehículo',
      'Presupuestos y órdenes de reparación con aprobación del cliente',
      'Avisos de ITV, revisiones y cambios de aceite',
    ],
    value: 'tener el mantenimiento de cada vehículo bajo control',
    stories: [
      {
        r: 'u',
        a: 'aprobar el presupuesto de la reparación desde el móvil',
        b: 'no tener que ir al taller',
      },
      {
        r: 'p',
        a: 'registrar cada reparación en el historial del vehículo',
        b: 'dar un mejor servicio la próxima vez',
      },
    ],
    entity: {
      name: 'Vehiculo',
      slug: 'vehiculos',
      fields: ['matricula', 'marca', 'modelo', 'kilometros', 'propietarioId', 'proximaRevision'],
    },
    exclude: 'carro de la compra, carrito de la compra',
    roots: ['Motor|Motor', 'Rueda|Rued', 'Garaje|Garaj', 'Pistón|Piston'],
    audience: 'talleres, flotas y conductores',
    roles: { u: 'conductor', p: 'mecánico' },
    subject: 2,
  },
  {
    id: 'inmobiliaria',
    label: 'inmuebles',
    keywords:
      'inmobiliaria, inmueble, piso, vivienda, casa~, apartamento, departamento~, alquiler, alquilar, arrendar, inquilino, casero, propietario, compraventa de vivienda, hipoteca~, habitacion, compartir piso, companero de piso, airbnb',
    cats: { Business: 1.5, CRM: 0.5 },
    features: [
      'Listado de inmuebles con fotos, precio, planos y ubicación en el mapa',
      'Agenda de visitas con confirmación automática',
      'Gestión de contratos y cobro mensual de alquileres',
    ],
    value: 'encontrar, mostrar y gestionar inmuebles sin papeleo',
    stories: [
      {
        r: 'u',
        a: 'filtrar pisos por zona, precio y habitaciones',
        b: 'ver solo los que encajan conmigo',
      },
      { r: 'p', a: 'publicar un inmueble con fotos y plano', b: 'atraer a interesados de calidad' },
    ],
    entity: {
      name: 'Inmueble',
      slug: 'inmuebles',
      fields: ['titulo', 'direccion', 'precio', 'habitaciones', 'metros', 'propietarioId'],
    },
    signals: ['maps'],
    roots: ['Hogar|Hogar', 'Nido|Nid', 'Casa|Cas', 'Llave|Llav'],
    audience: 'inmobiliarias, propietarios e inquilinos',
    roles: { u: 'inquilino', p: 'propietario' },
    subject: 2,
  },
  {
    id: 'viajes',
    label: 'viajes',
    keywords:
      'viaje, viajar, viajero, turismo, turista, hotel, hostal, vuelo, itinerario, destino, mochilero, excursion, guia turistica, ruta turistica, vacaciones~, escapada, alojamiento, camping',
    cats: { Entertainment: 1.2, Social: 0.3 },
    features: [
      'Itinerario de viaje día a día con horarios y reservas',
      'Guía de destinos disponible sin conexión',
      'Presupuesto del viaje compartido entre los viajeros',
    ],
    value: 'planificar viajes sin caos y disfrutarlos más',
    stories: [
      { r: 'u', a: 'organizar mi viaje día a día', b: 'aprovechar al máximo cada destino' },
      {
        r: 'u',
        a: 'compartir el itinerario con mis compañeros de viaje',
        b: 'que todos sepamos el plan',
      },
    ],
    entity: {
      name: 'Viaje',
      slug: 'viajes',
      fields: ['titulo', 'destino', 'fechaInicio', 'fechaFin', 'participantes', 'presupuesto'],
    },
    roots: ['Rumbo|Rumb', 'Viaje|Viaj', 'Ruta|Rut', 'Maleta|Malet', 'Destino|Destin'],
    audience: 'viajeros que organizan escapadas solos o en grupo',
    roles: { u: 'viajero', p: 'guía' },
    subject: 2,
  },
  {
    id: 'transporte',
    label: 'trayectos',
    keywords:
      'compartir coche, compartir carro, compartir auto, compartiendo coche, compartiendo carro, carpool, carpooling, trayecto, conductor, pasajero, taxi, bicicleta, bici, patinete, transporte publico, autobus, bus, metro, movilidad, ride, aventon, ruta~, mudanza',
    cats: { Social: 1.5, Business: 0.3 },
    features: [
      'Publicación y búsqueda de trayectos por origen, destino y hora',
      'Reparto automático del coste del trayecto entre pasajeros',
      'Valoraciones entre conductores y pasajeros',
    ],
    value: 'moverse por la ciudad de forma más barata y sostenible',
    stories: [
      {
        r: 'u',
        a: 'buscar trayectos por origen, destino y hora',
        b: 'llegar a mi destino gastando menos',
      },
      { r: 'p', a: 'publicar las plazas libres de mi coche', b: 'compartir gastos del viaje' },
    ],
    entity: {
      name: 'Trayecto',
      slug: 'trayectos',
      fields: ['conductorId', 'origen', 'destino', 'salida', 'plazas', 'precioPlaza'],
    },
    signals: ['maps'],
    roots: ['Ruta|Rut', 'Trayecto|Trayect', 'Viaje|Viaj', 'Camino|Camin'],
    audience: 'personas que se desplazan a diario y conductores con plazas libres',
    roles: { u: 'pasajero', p: 'conductor' },
    subject: 1.8,
  },
  {
    id: 'huerto',
    label: 'cultivos',
    keywords:
      'huerto, huerta, cultivo, cultivar, riego, regar, planta, jardin, jardineria, cosecha, siembra, sembrar, agricultura, agricultor, finca, semilla, invernadero, compost',
    cats: { Business: 0.5 },
    features: [
      'Calendario de siembra y cosecha según la zona climática',
      'Recordatorios de riego y abonado por planta',
      'Diario del huerto con fotos de la evolución',
    ],
    value: 'cuidar las plantas y el huerto sin olvidos',
    stories: [
      {
        r: 'u',
        a: 'recibir un aviso cuando toca regar cada planta',
        b: 'que no se me seque ninguna',
      },
      { r: 'u', a: 'consultar qué sembrar este mes', b: 'aprovechar bien la temporada' },
    ],
    entity: {
      name: 'Planta',
      slug: 'plantas',
      fields: ['nombre', 'especie', 'fechaSiembra', 'riegoCadaDias', 'ubicacion'],
    },
    roots: ['Huerto|Huert', 'Brote|Brot', 'Verde|Verd', 'Semilla|Semill'],
    audience: 'aficionados a la jardinería y pequeños agricultores',
    roles: { u: 'hortelano', p: 'agricultor' },
    subject: 2,
  },
  {
    id: 'eco',
    label: 'sostenibilidad',
    keywords:
      'reciclaje, reciclar, residuo, basura, huella de carbono, sostenible, sostenibilidad, medio ambiente, ecologico, energia solar, consumo electrico, ahorro energetico, desperdicio',
    cats: { Social: 0.5 },
    features: [
      'Guía de reciclaje: qué va en cada contenedor',
      'Cálculo de la huella de carbono con retos para reducirla',
      'Mapa de puntos limpios y contenedores cercanos',
    ],
    value: 'adoptar hábitos sostenibles y medir su impacto',
    stories: [
      { r: 'u', a: 'saber en qué contenedor va cada residuo', b: 'reciclar bien sin dudar' },
      { r: 'u', a: 'ver cuánto CO₂ he ahorrado este mes', b: 'mantener la motivación' },
    ],
    entity: {
      name: 'Accion',
      slug: 'acciones',
      fields: ['usuarioId', 'tipo', 'co2Ahorrado', 'fecha'],
    },
    roots: ['Eco|Ec', 'Verde|Verd', 'Hoja|Hoj', 'Planeta|Planet'],
    audience: 'personas y comunidades comprometidas con el medio ambiente',
    roles: { u: 'vecino' },
    subject: 2,
  },
  // ——— Commerce ———
  {
    id: 'tienda',
    label: 'tienda online',
    keywords:
      'tienda, tienda online, ecommerce, e commerce, vender, venta online, catalogo, carrito, carro de la compra, comprar, producto~, checkout, ropa, moda, artesania, joya, cosmetico, zapatilla, shop',
    cats: { 'E-commerce': 2 },
    features: [
      'Catálogo de productos con fotos, variantes y filtros',
      'Carrito y checkout en pocos pasos',
      'Gestión de pedidos con estados y aviso al cliente',
    ],
    value: 'vender online con un catálogo cuidado y un checkout sencillo',
    stories: [
      {
        r: 'u',
        a: 'añadir productos al carrito y pagar en pocos pasos',
        b: 'comprar sin complicaciones',
      },
      { r: 'p', a: 'dar de alta productos con fotos y variantes', b: 'tener la tienda al día' },
    ],
    entity: {
      name: 'Pedido',
      slug: 'pedidos',
      fields: ['clienteId', 'lineas', 'total', 'estado', 'direccionEnvio', 'creadoEn'],
    },
    roots: ['Tienda|Tiend', 'Carrito|Carrit', 'Compra|Compr', 'Vitrina|Vitrin'],
    audience: 'comercios y emprendedores que venden online',
    roles: { u: 'cliente', p: 'vendedor' },
    subject: 1.5,
  },
  {
    id: 'marketplace',
    label: 'marketplace',
    keywords:
      'marketplace, mercado online, segunda mano, compraventa, vendedores y comprador, comprador, anuncio, clasificado, subasta, trueque, intercambio~, comision, productor local, artesano, wallapop, mercadolibre',
    cats: { 'E-commerce': 2, Social: 0.3 },
    features: [
      'Perfiles de vendedor con valoraciones verificadas',
      'Publicación de anuncios con fotos, precio y estado del artículo',
      'Pago protegido con comisión automática por venta',
    ],
    value: 'conectar compradores y vendedores con pagos protegidos',
    stories: [
      { r: 'p', a: 'publicar un anuncio con fotos en un minuto', b: 'vender lo que ya no uso' },
      {
        r: 'u',
        a: 'ver las valoraciones del vendedor antes de comprar',
        b: 'comprar con confianza',
      },
    ],
    entity: {
      name: 'Anuncio',
      slug: 'anuncios',
      fields: ['vendedorId', 'titulo', 'precio', 'estado', 'fotos', 'ubicacion'],
    },
    signals: ['marketplace', 'payments'],
    roots: ['Mercado|Mercad', 'Trueque|Truequ', 'Bazar|Bazar', 'Plaza|Plaz'],
    audience: 'compradores y vendedores de una comunidad',
    roles: { u: 'comprador', p: 'vendedor' },
    subject: 1.8,
  },
  {
    id: 'delivery',
    label: 'reparto',
    keywords:
      'delivery, domicilio, a domicilio, reparto, repartidor, repartir, envio, entrega~, mensajeria~, rider, pedido a domicilio, comida a domicilio, ultima milla, paqueteria',
    cats: { 'E-commerce': 1, Business: 1 },
    features: [
      'Seguimiento del repartidor en tiempo real en el mapa',
      'Asignación automática de pedidos al repartidor más cercano',
      'Prueba de entrega con foto y firma',
    ],
    value: 'entregas a domicilio rápidas y con seguimiento en vivo',
    stories: [
      { r: 'u', a: 'ver en el mapa dónde está mi pedido', b: 'saber exactamente cuándo llega' },
      {
        r: 'p',
        a: 'recibir la ruta optimizada de mis entregas',
        b: 'repartir más en menos tiempo',
      },
    ],
    entity: {
      name: 'Entrega',
      slug: 'entregas',
      fields: ['pedidoId', 'repartidorId', 'estado', 'ubicacionActual', 'entregadaEn'],
    },
    signals: ['maps', 'realtime'],
    roots: ['Envío|Envi', 'Reparto|Repart', 'Rayo|Ray', 'Vuela|Vuel'],
    audience: 'negocios con reparto a domicilio y sus clientes',
    roles: { u: 'cliente', p: 'repartidor' },
    subject: 1.2,
  },
  {
    id: 'inventario',
    label: 'inventario',
    keywords:
      'inventario, stock, almacen, existencia, reposicion, codigo de barra, sku, proveedor, mercancia, entrada de mercancia, lote, caducidad, bodega',
    cats: { Business: 2, 'E-commerce': 0.5 },
    features: [
      'Control de stock en tiempo real con alertas de reposición',
      'Entradas y salidas de almacén con lector de código de barras',
      'Pedidos a proveedores generados desde el stock mínimo',
    ],
    value: 'saber en todo momento qué hay en el almacén',
    stories: [
      {
        r: 'p',
        a: 'escanear un código de barras para dar entrada a la mercancía',
        b: 'no teclear a mano',
      },
      {
        r: 'a',
        a: 'recibir una alerta cuando un producto baja del mínimo',
        b: 'no quedarme sin stock',
      },
    ],
    entity: {
      name: 'Articulo',
      slug: 'articulos',
      fields: ['sku', 'nombre', 'stock', 'stockMinimo', 'proveedorId', 'ubicacion'],
    },
    roots: ['Stock|Stock', 'Almacén|Almacen', 'Caja|Caj', 'Inventa|Invent'],
    audience: 'comercios y almacenes que controlan stock',
    roles: { u: 'encargado', p: 'mozo de almacén' },
    subject: 1.5,
  },
  {
    id: 'tpv',
    label: 'punto de venta',
    keywords:
      'punto de venta, tpv, caja registradora, cobrar en tienda, ticket de venta, cierre de caja, datafono, comercio local',
    cats: { Business: 2 },
    features: [
      'TPV táctil para cobrar en tienda con tarjeta o efectivo',
      'Cierre de caja diario con cuadre automático',
      'Tickets y facturas simplificadas al momento',
    ],
    value: 'cobrar rápido en el mostrador y cuadrar la caja sin errores',
    stories: [
      { r: 'p', a: 'cobrar una venta en dos toques', b: 'no hacer esperar a la cola' },
      { r: 'a', a: 'ver el cierre de caja de cada día', b: 'detectar descuadres enseguida' },
    ],
    entity: {
      name: 'Venta',
      slug: 'ventas',
      fields: ['lineas', 'total', 'metodoPago', 'cajeroId', 'fecha'],
    },
    signals: ['payments'],
    roots: ['Caja|Caj', 'Cobro|Cobr', 'Mostrador|Mostrador'],
    audience: 'comercios de barrio y hostelería',
    roles: { u: 'cliente', p: 'cajero' },
    subject: 1.5,
  },
  // ——— Finance ———
  {
    id: 'gastos',
    label: 'gastos personales',
    keywords:
      'gasto, gastar, presupuesto personal, presupuesto mensual, ahorro, ahorrar, dinero, plata, lana, guita, finanza personal, finanzas personales, economia domestica, ingreso, sueldo, fin de mes, controlar gasto, control de gasto, cuenta del hogar',
    cats: { Finance: 2 },
    features: [
      'Registro de gastos e ingresos por categoría en segundos',
      'Presupuestos mensuales con alertas al acercarte al límite',
      'Gráficos de evolución del ahorro mes a mes',
    ],
    value: 'controlar los gastos y ahorrar cada mes',
    stories: [
      { r: 'u', a: 'apuntar un gasto en segundos desde el móvil', b: 'no olvidarme de ninguno' },
      {
        r: 'u',
        a: 'recibir un aviso cuando me acerco al presupuesto del mes',
        b: 'frenar a tiempo',
      },
    ],
    entity: {
      name: 'Gasto',
      slug: 'gastos',
      fields: ['usuarioId', 'importe', 'categoria', 'fecha', 'metodoPago', 'nota'],
    },
    signals: ['charts'],
    roots: ['Finanza|Finanz', 'Ahorro|Ahorr', 'Bolsillo|Bolsill', 'Hucha|Huch', 'Moneda|Moned'],
    audience: 'personas y familias que quieren controlar sus gastos',
    roles: { u: 'usuario' },
    subject: 1.8,
  },
  {
    id: 'compartidos',
    label: 'gastos compartidos',
    keywords:
      'gastos compartido, gasto compartido, dividir gasto, dividir la cuenta, repartir gasto, cuenta compartida, entre amigo, piso compartido, companero de piso, bote comun, splitwise, quien debe, deuda~, vaca~',
    cats: { Finance: 2, Social: 0.3 },
    features: [
      'División de gastos entre amigos con cálculo de quién debe a quién',
      'Liquidación de deudas con el mínimo de transferencias',
      'Grupos de gastos para viajes, pisos compartidos o cenas',
    ],
    value: 'repartir gastos en grupo sin discusiones',
    stories: [
      {
        r: 'u',
        a: 'apuntar un gasto y repartirlo entre el grupo',
        b: 'que las cuentas queden claras',
      },
      { r: 'u', a: 'ver quién me debe y cuánto', b: 'saldar las deudas sin discusiones' },
    ],
    entity: {
      name: 'GastoGrupo',
      slug: 'gastos-grupo',
      fields: ['grupoId', 'pagadorId', 'importe', 'participantes', 'concepto', 'fecha'],
    },
    roots: ['Bote|Bot', 'Cuenta|Cuent', 'Mitad|Mitad', 'Reparte|Repart'],
    audience: 'grupos de amigos, compañeros de piso y viajeros',
    roles: { u: 'miembro del grupo' },
    subject: 2,
  },
  {
    id: 'inversiones',
    label: 'inversiones',
    keywords:
      'inversion, invertir, inversor, bolsa, accion, cartera de inversion, fondo indexado, fondo de inversion, etf, cripto, criptomoneda, bitcoin, ethereum, dividendo, trading, rentabilidad, broker',
    cats: { Finance: 2 },
    features: [
      'Seguimiento de la cartera de inversiones con rentabilidad total',
      'Alertas de precio y de variaciones bruscas',
      'Reparto de la cartera por tipo de activo y divisa',
    ],
    value: 'seguir las inversiones y entender su rentabilidad real',
    stories: [
      { r: 'u', a: 'ver la rentabilidad de toda mi cartera', b: 'saber si voy bien' },
      { r: 'u', a: 'recibir una alerta cuando un activo cae mucho', b: 'decidir a tiempo' },
    ],
    entity: {
      name: 'Posicion',
      slug: 'posiciones',
      fields: ['usuarioId', 'activo', 'cantidad', 'precioMedio', 'divisa'],
    },
    signals: ['charts', 'integrations'],
    roots: ['Cartera|Carter', 'Renta|Rent', 'Capital|Capital', 'Bolsa|Bols'],
    audience: 'pequeños inversores',
    roles: { u: 'inversor' },
    subject: 2,
  },
  {
    id: 'facturas',
    label: 'facturación',
    keywords:
      'factura, facturacion, facturar, iva, irpf, albaran, presupuesto~, recibo, autonomo, freelance, cobro pendiente, contabilidad, gestoria, verifactu, impuesto, hacienda, modelo 303',
    cats: { Business: 1.5, Finance: 1 },
    features: [
      'Emisión de facturas en PDF con IVA, IRPF y numeración correlativa',
      'Control de facturas pendientes de cobro con recordatorios',
      'Exportación trimestral para la gestoría y los impuestos',
    ],
    value: 'facturar en un minuto y cobrar a tiempo',
    stories: [
      {
        r: 'p',
        a: 'crear una factura a partir de un presupuesto aceptado',
        b: 'no duplicar trabajo',
      },
      { r: 'p', a: 'ver qué facturas siguen pendientes de cobro', b: 'reclamarlas a tiempo' },
    ],
    entity: {
      name: 'Factura',
      slug: 'facturas',
      fields: ['numero', 'clienteId', 'lineas', 'baseImponible', 'iva', 'estado'],
    },
    signals: ['files'],
    roots: ['Factura|Factur', 'Cobro|Cobr', 'Cifra|Cifr', 'Recibo|Recib'],
    audience: 'autónomos, freelancers y pequeñas empresas',
    roles: { u: 'cliente', p: 'autónomo' },
    subject: 1.5,
  },
  // ——— CRM / Business ———
  {
    id: 'clientes',
    label: 'clientes',
    keywords:
      'crm, cliente~, lead, prospecto, contacto, embudo, pipeline, oportunidad, seguimiento comercial, cartera de cliente, fidelizar, fidelizacion, captar cliente, captacion',
    cats: { CRM: 2 },
    features: [
      'Ficha de cliente con historial de interacciones y notas',
      'Embudo de ventas visual por etapas (kanban)',
      'Recordatorios de seguimiento comercial por cliente',
    ],
    value: 'el seguimiento de cada cliente y cada oportunidad de venta',
    stories: [
      {
        r: 'p',
        a: 'ver todo el historial de un cliente en una ficha',
        b: 'preparar mejor cada contacto',
      },
      { r: 'a', a: 'ver el embudo de ventas del equipo', b: 'prever los ingresos del mes' },
    ],
    entity: {
      name: 'Oportunidad',
      slug: 'oportunidades',
      fields: ['clienteId', 'titulo', 'importe', 'etapa', 'responsableId', 'cierrePrevisto'],
    },
    roots: ['Cliente|Client', 'Lead|Lead', 'Vínculo|Vincul', 'Trato|Trat'],
    audience: 'equipos comerciales y negocios que cuidan a sus clientes',
    roles: { u: 'cliente', p: 'comercial' },
    subject: 1.5,
  },
  {
    id: 'soporte',
    label: 'soporte',
    keywords:
      'soporte, atencion al cliente, ticket de soporte, incidencia, helpdesk, reclamacion, queja, servicio tecnico, sat, base de conocimiento, preguntas frecuentes, faq',
    cats: { CRM: 2, Business: 0.5 },
    features: [
      'Sistema de tickets con prioridades, estados y tiempos de respuesta',
      'Base de conocimiento con preguntas frecuentes',
      'Encuesta de satisfacción al cerrar cada incidencia',
    ],
    value: 'resolver las incidencias de los clientes rápido y sin perder ninguna',
    stories: [
      { r: 'u', a: 'abrir una incidencia y seguir su estado', b: 'saber cuándo estará resuelta' },
      { r: 'p', a: 'ver mis tickets ordenados por prioridad', b: 'atender primero lo urgente' },
    ],
    entity: {
      name: 'Ticket',
      slug: 'tickets',
      fields: ['clienteId', 'asunto', 'prioridad', 'estado', 'agenteId', 'creadoEn'],
    },
    roots: ['Ayuda|Ayud', 'Soporte|Soport', 'Resuelve|Resuelv'],
    audience: 'equipos de atención al cliente',
    roles: { u: 'cliente', p: 'agente de soporte' },
    subject: 1.5,
  },
  {
    id: 'rrhh',
    label: 'personal',
    keywords:
      'empleado, trabajador, plantilla, recursos humano, rrhh, vacacion, ausencia, baja laboral, nomina, turno de trabajo, cuadrante, fichaje, fichar, control horario, jornada laboral, onboarding, reclutamiento, candidato, oferta de empleo, curriculum, cv, entrevista de trabajo, bolsa de empleo, buscar trabajo, empleo',
    cats: { Business: 2 },
    features: [
      'Portal del empleado con vacaciones, ausencias y nóminas',
      'Cuadrante de turnos con intercambios entre compañeros',
      'Fichaje de jornada desde el móvil conforme a la ley',
    ],
    value: 'la gestión del equipo: turnos, vacaciones y fichajes',
    stories: [
      { r: 'p', a: 'pedir vacaciones desde el móvil', b: 'no depender de papeles ni correos' },
      { r: 'a', a: 'ver el cuadrante de turnos de la semana', b: 'cubrir todos los huecos' },
    ],
    entity: {
      name: 'Empleado',
      slug: 'empleados',
      fields: ['nombre', 'puesto', 'departamento', 'fechaAlta', 'diasVacaciones'],
    },
    signals: ['multiuser'],
    roots: ['Equipo|Equip', 'Talento|Talent', 'Turno|Turn', 'Plantilla|Plantill'],
    audience: 'empresas y responsables de equipos',
    roles: { u: 'empleado', p: 'responsable de equipo' },
    subject: 1.5,
  },
  {
    id: 'servicios_hogar',
    label: 'servicios profesionales',
    keywords:
      'fontanero, electricista, pintor, carpintero, cerrajero, limpieza, reforma, albanil, manitas, chapuza, handyman, servicio a domicilio, presupuesto de obra, obra, construccion, niñera, canguro, cuidado de nino',
    cats: { Business: 1.5, 'E-commerce': 0.3 },
    features: [
      'Solicitud de presupuestos a varios profesionales a la vez',
      'Perfiles de profesionales verificados con valoraciones',
      'Seguimiento del trabajo con fotos de antes y después',
    ],
    value: 'encontrar profesionales de confianza y contratarlos sin llamadas',
    stories: [
      {
        r: 'u',
        a: 'pedir presupuesto a varios profesionales a la vez',
        b: 'comparar y elegir el mejor',
      },
      { r: 'p', a: 'recibir solicitudes de trabajos cerca de mí', b: 'llenar mi agenda' },
    ],
    entity: {
      name: 'Solicitud',
      slug: 'solicitudes',
      fields: ['clienteId', 'profesionalId', 'servicio', 'descripcion', 'presupuesto', 'estado'],
    },
    roots: ['Manitas|Manit', 'Oficio|Ofici', 'Arregla|Arregl'],
    audience: 'hogares y profesionales de oficios',
    roles: { u: 'cliente', p: 'profesional' },
    subject: 2,
  },
  // ——— Productivity ———
  {
    id: 'tareas',
    label: 'tareas',
    keywords:
      'tarea, lista de tarea, to do, todo list, pendiente~, checklist, gestor de tarea, quehacer, recado, lista de la compra, prioridad~, organizar mi dia, productividad',
    cats: { Productivity: 2 },
    features: [
      'Listas de tareas con fechas límite, prioridades y subtareas',
      'Tareas recurrentes (diarias, semanales, mensuales)',
      'Vista «Hoy» con lo urgente primero',
    ],
    value: 'organizar las tareas del día a día sin que se escape nada',
    stories: [
      {
        r: 'u',
        a: 'crear una tarea con fecha límite en segundos',
        b: 'vaciar la cabeza y centrarme',
      },
      { r: 'u', a: 'ver solo lo que tengo que hacer hoy', b: 'no agobiarme con todo lo pendiente' },
    ],
    entity: {
      name: 'Tarea',
      slug: 'tareas',
      fields: ['titulo', 'fechaLimite', 'prioridad', 'estado', 'recurrencia', 'usuarioId'],
    },
    exclude: 'tarea escolar, tarea de clase',
    roots: ['Tarea|Tare', 'Lista|List', 'Foco|Foc', 'Hecho|Hech'],
    audience: 'personas ocupadas que quieren organizar su día',
    roles: { u: 'usuario' },
    subject: 1.2,
  },
  {
    id: 'proyectos',
    label: 'proyectos',
    keywords:
      'proyecto, gestion de proyecto, kanban, tablero, sprint, scrum, agil, hito, entregable, colaborar, colaboracion, trabajo en equipo, equipo de trabajo, asignar tarea, diagrama de gantt, gantt, jira, trello, asana',
    cats: { Productivity: 2 },
    features: [
      'Tableros kanban por proyecto con columnas personalizables',
      'Asignación de tareas a miembros del equipo con comentarios',
      'Hitos y diagrama de Gantt del proyecto',
    ],
    value: 'coordinar proyectos en equipo con visibilidad total',
    stories: [
      { r: 'p', a: 'asignar tareas a mis compañeros con fecha', b: 'que todos sepan qué les toca' },
      { r: 'u', a: 'mover mis tareas por el tablero kanban', b: 'mostrar mi avance sin reuniones' },
    ],
    entity: {
      name: 'Proyecto',
      slug: 'proyectos',
      fields: ['nombre', 'descripcion', 'miembros', 'estado', 'fechaEntrega'],
    },
    signals: ['multiuser'],
    roots: ['Tablero|Tabler', 'Equipo|Equip', 'Hito|Hit', 'Proyecto|Proyect'],
    audience: 'equipos que gestionan proyectos',
    roles: { u: 'miembro del equipo', p: 'jefe de proyecto' },
    subject: 1.2,
  },
  {
    id: 'habitos',
    label: 'hábitos',
    keywords:
      'habito, rutina, racha, objetivo diario, meta diaria, constancia, autodisciplina, buenos habito, dejar de fumar, beber agua, tracker, seguimiento de habito',
    cats: { Productivity: 2, Health: 0.5 },
    features: [
      'Seguimiento de hábitos diarios con rachas',
      'Estadísticas semanales de cumplimiento',
      'Recordatorios a la hora que elijas para cada hábito',
    ],
    value: 'construir hábitos que duran con rachas y recordatorios',
    stories: [
      { r: 'u', a: 'marcar mis hábitos del día con un toque', b: 'mantener la racha' },
      {
        r: 'u',
        a: 'ver mi porcentaje de cumplimiento semanal',
        b: 'saber qué hábito me cuesta más',
      },
    ],
    entity: {
      name: 'Habito',
      slug: 'habitos',
      fields: ['usuarioId', 'nombre', 'frecuencia', 'rachaActual', 'recordatorio'],
    },
    roots: ['Hábito|Habit', 'Racha|Rach', 'Rutina|Rutin', 'Constante|Constant'],
    audience: 'personas que quieren crear buenos hábitos',
    roles: { u: 'usuario' },
    subject: 1.8,
  },
  {
    id: 'notas',
    label: 'notas',
    keywords:
      'nota, apunte, cuaderno, libreta, wiki, base de conocimiento~, documento compartido, markdown, segundo cerebro, notion, evernote, idea~, diario personal',
    cats: { Productivity: 1.5 },
    features: [
      'Editor de notas con formato, etiquetas y búsqueda instantánea',
      'Enlaces entre notas para construir una base de conocimiento',
      'Notas compartidas con edición colaborativa',
    ],
    value: 'guardar y encontrar ideas y conocimiento al instante',
    stories: [
      { r: 'u', a: 'buscar en todas mis notas al instante', b: 'encontrar cualquier idea' },
      { r: 'u', a: 'enlazar notas entre sí', b: 'conectar ideas relacionadas' },
    ],
    entity: {
      name: 'Nota',
      slug: 'notas',
      fields: ['titulo', 'contenido', 'etiquetas', 'autorId', 'actualizadaEn'],
    },
    roots: ['Nota|Not', 'Idea|Ide', 'Libreta|Libret', 'Memo|Mem'],
    audience: 'personas que toman muchas notas',
    roles: { u: 'usuario' },
    subject: 1.2,
  },
  {
    id: 'tiempo',
    label: 'control de tiempo',
    keywords:
      'time tracking, control de hora, hora trabajada, horas trabajadas, cronometro, pomodoro, temporizador, registro de hora, parte de hora, facturar hora, productividad personal',
    cats: { Productivity: 2 },
    features: [
      'Cronómetro de tiempo por proyecto y cliente',
      'Informes de horas dedicadas por semana',
      'Modo pomodoro con descansos programados',
    ],
    value: 'saber en qué se va el tiempo de trabajo',
    stories: [
      {
        r: 'u',
        a: 'iniciar un cronómetro al empezar una tarea',
        b: 'saber cuánto me lleva realmente',
      },
      { r: 'u', a: 'exportar las horas del mes por cliente', b: 'facturarlas sin errores' },
    ],
    entity: {
      name: 'RegistroTiempo',
      slug: 'tiempos',
      fields: ['usuarioId', 'proyectoId', 'inicio', 'fin', 'descripcion'],
    },
    signals: ['charts'],
    roots: ['Reloj|Reloj', 'Minuto|Minut', 'Tempo|Temp'],
    audience: 'freelancers y equipos que controlan su tiempo',
    roles: { u: 'profesional' },
    subject: 1.5,
  },
  // ——— Appointments / bookings ———
  {
    id: 'citas',
    label: 'citas',
    keywords:
      'cita, turno, booking~, agend*, pedir cita, pedir turno, sacar turno, turno medico, agendar, agendamiento, agenda de cita, appointment, pedir hora, cita previa, consulta~, sesion~',
    cats: { Health: 0.6, Business: 0.6 },
    features: [
      'Reserva de citas online con la disponibilidad real de cada profesional',
      'Recordatorios automáticos de la cita por correo y SMS',
      'Cancelación y cambio de cita en un clic, con lista de espera',
    ],
    value: 'la reserva de citas online sin llamadas',
    stories: [
      {
        r: 'u',
        a: 'reservar una cita eligiendo día y hora desde el móvil',
        b: 'no tener que llamar por teléfono',
      },
      { r: 'p', a: 'ver mi agenda de citas del día', b: 'organizar mi jornada' },
    ],
    entity: {
      name: 'Cita',
      slug: 'citas',
      fields: ['clienteId', 'profesionalId', 'inicio', 'duracionMin', 'estado', 'notas'],
    },
    signals: ['calendar', 'notifications'],
    exclude: 'turno de trabajo, turno rotativo, cuadrante de turno',
    roots: ['Cita|Cit', 'Turno|Turn', 'Agenda|Agend', 'Hora|Hor'],
    audience: 'profesionales que trabajan con cita previa y sus clientes',
    roles: { u: 'cliente', p: 'profesional' },
    subject: 1,
  },
  {
    id: 'reservas',
    label: 'reservas',
    keywords:
      'reserva, reservar, reserv*, reservacion, booking, disponibilidad, aforo, franja horaria, alquiler de pista, pista de padel, sala de reunion, espacio de coworking, coworking, mesa~, plaza~, check in',
    cats: { Business: 1.5 },
    features: [
      'Calendario de reservas con las franjas ocupadas y libres',
      'Confirmación instantánea de la reserva con código QR',
      'Política de cancelación y lista de espera automática',
    ],
    value: 'reservar en segundos sabiendo qué hay disponible',
    stories: [
      { r: 'u', a: 'ver las franjas libres y reservar al instante', b: 'asegurarme mi plaza' },
      {
        r: 'a',
        a: 'configurar horarios, aforo y reglas de cancelación',
        b: 'evitar reservas fantasma',
      },
    ],
    entity: {
      name: 'Reserva',
      slug: 'reservas',
      fields: ['usuarioId', 'recursoId', 'inicio', 'fin', 'estado', 'codigo'],
    },
    signals: ['calendar'],
    roots: ['Reserva|Reserv', 'Plaza|Plaz', 'Hueco|Huec'],
    audience: 'negocios que alquilan espacios o plazas y sus clientes',
    roles: { u: 'cliente', p: 'gestor' },
    subject: 1,
  },
  {
    id: 'eventos',
    label: 'eventos',
    keywords:
      'evento, fiesta, boda, cumpleanos, concierto, festival, congreso, conferencia, meetup, quedada, invitado, invitacion, entrada~, venta de entrada, vender entrada, ticketing, aforo~, rsvp, celebracion, feria',
    cats: { Entertainment: 1.5, Social: 1 },
    features: [
      'Creación de eventos con inscripción y control de aforo',
      'Venta de entradas con código QR y validación en la puerta',
      'Lista de invitados con confirmación de asistencia',
    ],
    value: 'organizar eventos y gestionar asistentes sin hojas de cálculo',
    stories: [
      {
        r: 'p',
        a: 'crear un evento con aforo y enlace de inscripción',
        b: 'saber cuánta gente vendrá',
      },
      { r: 'u', a: 'confirmar mi asistencia con un toque', b: 'que el organizador cuente conmigo' },
    ],
    entity: {
      name: 'Evento',
      slug: 'eventos',
      fields: ['titulo', 'fecha', 'lugar', 'aforo', 'precioEntrada', 'organizadorId'],
    },
    signals: ['calendar'],
    roots: ['Evento|Event', 'Fiesta|Fiest', 'Plan|Plan', 'Quedada|Qued'],
    audience: 'organizadores de eventos y asistentes',
    roles: { u: 'asistente', p: 'organizador' },
    subject: 1.8,
  },
  // ——— Entertainment / content ———
  {
    id: 'juegos',
    label: 'juegos',
    keywords:
      'juego, videojuego, gaming, gamer, jugar, jugador, partida, multijugador, torneo, esport*, trivia, puzzle, acertijo, juego de mesa, juego de rol, arcade, consola, nivel~, gamificacion',
    cats: { Entertainment: 2 },
    features: [
      'Partidas multijugador en tiempo real con emparejamiento',
      'Ranking global y entre amigos con logros',
      'Torneos semanales con premios',
    ],
    value: 'partidas rápidas y competición sana entre amigos',
    stories: [
      { r: 'u', a: 'jugar una partida rápida con amigos', b: 'divertirme en cualquier rato' },
      { r: 'u', a: 'ver mi posición en el ranking semanal', b: 'tener un reto para mejorar' },
    ],
    entity: {
      name: 'Partida',
      slug: 'partidas',
      fields: ['jugadores', 'modo', 'puntuaciones', 'ganadorId', 'jugadaEn'],
    },
    signals: ['realtime'],
    roots: ['Juego|Jueg', 'Partida|Partid', 'Dado|Dad', 'Nivel|Nivel'],
    audience: 'jugadores y grupos de amigos',
    roles: { u: 'jugador', p: 'organizador de torneos' },
    subject: 2,
  },
  {
    id: 'musica',
    label: 'música',
    keywords:
      'musica, musical, cancion, playlist, lista de reproduccion, banda, grupo musical, musico, artista, dj, instrumento, guitarra, piano, karaoke, concierto~, album, spotify, ensayo, partitura',
    cats: { Entertainment: 2 },
    features: [
      'Listas de reproducción colaborativas',
      'Descubrimiento de artistas y conciertos cerca de ti',
      'Perfil de artista con canciones, fechas y contacto',
    ],
    value: 'descubrir y compartir música',
    stories: [
      {
        r: 'u',
        a: 'crear una lista de reproducción con mis amigos',
        b: 'compartir lo que escuchamos',
      },
      { r: 'p', a: 'publicar mis próximos conciertos', b: 'llegar a más público' },
    ],
    entity: {
      name: 'Cancion',
      slug: 'canciones',
      fields: ['titulo', 'artistaId', 'duracionSeg', 'genero', 'audioUrl'],
    },
    roots: ['Ritmo|Ritm', 'Melodía|Melod', 'Nota|Not', 'Acorde|Acord', 'Sonido|Sonid'],
    audience: 'amantes de la música y artistas emergentes',
    roles: { u: 'oyente', p: 'artista' },
    subject: 2,
  },
  {
    id: 'peliculas',
    label: 'películas y series',
    keywords:
      'pelicula, serie~, serie de tv, ver serie, cine, anime, netflix, documental~, cartelera, ver peli, maraton de serie, critica de cine, streaming~, tv, television',
    cats: { Entertainment: 2 },
    features: [
      'Listas de pendientes y vistos de películas y series',
      'Recomendaciones según tus gustos y los de tus amigos',
      'Reseñas y puntuaciones de la comunidad',
    ],
    value: 'decidir qué ver sin perder media hora buscando',
    stories: [
      { r: 'u', a: 'guardar películas en mi lista de pendientes', b: 'tener siempre algo que ver' },
      { r: 'u', a: 'recibir recomendaciones según lo que he visto', b: 'acertar con la próxima' },
    ],
    entity: {
      name: 'Titulo',
      slug: 'titulos',
      fields: ['nombre', 'tipo', 'genero', 'anio', 'puntuacionMedia'],
    },
    exclude: 'serie de ejercicio, serie y repeticion, serie de repeticion, numero de serie',
    roots: ['Butaca|Butac', 'Cine|Cin', 'Palomita|Palomit', 'Escena|Escen'],
    audience: 'aficionados al cine y las series',
    roles: { u: 'espectador' },
    subject: 2,
  },
  {
    id: 'libros',
    label: 'lectura',
    keywords:
      'libro, lectura, leer, lector, biblioteca, club de lectura, novela, ebook, autor~, editorial~, goodreads, audiolibro',
    cats: { Entertainment: 1, Content: 1, Education: 0.3 },
    features: [
      'Estantería personal: leyendo, leídos y por leer',
      'Clubes de lectura con debate por capítulos',
      'Reto anual de lectura con estadísticas',
    ],
    value: 'leer más y compartir las lecturas',
    stories: [
      { r: 'u', a: 'registrar los libros que leo', b: 'llevar la cuenta de mis lecturas' },
      { r: 'u', a: 'unirme a un club de lectura', b: 'comentar el libro con otros lectores' },
    ],
    entity: {
      name: 'Libro',
      slug: 'libros',
      fields: ['titulo', 'autor', 'isbn', 'paginas', 'estadoLectura'],
    },
    roots: ['Página|Pagin', 'Libro|Libr', 'Letra|Letr', 'Tinta|Tint'],
    audience: 'lectores y clubes de lectura',
    roles: { u: 'lector', p: 'moderador del club' },
    subject: 2,
  },
  {
    id: 'deportes',
    label: 'deportes',
    keywords:
      'futbol, baloncesto, basket, padel, tenis, voleibol, liga, equipo deportivo, partido, campeonato, quiniela, fantasy, arbitro, club deportivo, aficionado~, resultado~',
    cats: { Entertainment: 1, Social: 0.5, Health: 0.3 },
    features: [
      'Calendario de partidos y clasificación de la liga',
      'Convocatorias y confirmación de jugadores',
      'Estadísticas por jugador y temporada',
    ],
    value: 'organizar ligas y partidos y seguir los resultados',
    stories: [
      {
        r: 'p',
        a: 'convocar a los jugadores para el próximo partido',
        b: 'saber con quién cuento',
      },
      {
        r: 'u',
        a: 'consultar la clasificación y los resultados',
        b: 'seguir la temporada de mi equipo',
      },
    ],
    entity: {
      name: 'Partido',
      slug: 'partidos',
      fields: ['local', 'visitante', 'fecha', 'resultado', 'ligaId'],
    },
    roots: ['Gol|Gol', 'Liga|Lig', 'Cancha|Canch', 'Balón|Balon'],
    audience: 'equipos, ligas amateur y aficionados',
    roles: { u: 'jugador', p: 'entrenador' },
    subject: 2,
  },
  {
    id: 'blog',
    label: 'publicaciones',
    keywords:
      'blog, articulo, post, publicar, newsletter, boletin, podcast, episodio, canal, youtube, creador de contenido, creador, influencer, cms, revista, periodico, noticia, redactar, escribir, escritor, contenido',
    cats: { Content: 2 },
    features: [
      'Editor de publicaciones con borradores y programación',
      'Newsletter por correo para los suscriptores',
      'Estadísticas de lectura y audiencia por publicación',
    ],
    value: 'publicar con constancia y hacer crecer la audiencia',
    stories: [
      { r: 'p', a: 'programar publicaciones con antelación', b: 'mantener la constancia' },
      { r: 'u', a: 'suscribirme a la newsletter', b: 'recibir lo nuevo sin buscarlo' },
    ],
    entity: {
      name: 'Publicacion',
      slug: 'publicaciones',
      fields: ['titulo', 'cuerpo', 'autorId', 'estado', 'programadaPara'],
    },
    roots: ['Pluma|Plum', 'Letra|Letr', 'Relato|Relat', 'Voz|Voz'],
    audience: 'creadores de contenido y su audiencia',
    roles: { u: 'lector', p: 'creador' },
    subject: 1.5,
  },
  {
    id: 'fotos',
    label: 'fotos',
    keywords:
      'foto, fotografia, fotografo, imagen, galeria, album, portfolio, instagram, camara, selfie, video~',
    cats: { Content: 1.5 },
    features: [
      'Galería de fotos con álbumes y etiquetas',
      'Subida de imágenes optimizadas automáticamente',
      'Álbumes compartidos con enlace privado',
    ],
    value: 'guardar, ordenar y compartir fotos',
    stories: [
      { r: 'u', a: 'organizar mis fotos en álbumes', b: 'encontrarlas fácilmente' },
      {
        r: 'u',
        a: 'compartir un álbum con un enlace privado',
        b: 'que solo lo vean mis invitados',
      },
    ],
    entity: {
      name: 'Foto',
      slug: 'fotos',
      fields: ['albumId', 'url', 'descripcion', 'etiquetas', 'subidaEn'],
    },
    signals: ['files'],
    roots: ['Foto|Fot', 'Lente|Lent', 'Enfoque|Enfoqu', 'Flash|Flash'],
    audience: 'fotógrafos y personas que comparten sus recuerdos',
    roles: { u: 'usuario', p: 'fotógrafo' },
    subject: 1.2,
  },
  // ——— Social ———
  {
    id: 'red_social',
    label: 'comunidad',
    keywords:
      'red social, comunidad, seguidor, seguir~, muro, feed, like, comentario, foro, grupo~, perfil~, publicacion, compartir~, hashtag, historia~, conectar con',
    cats: { Social: 2 },
    features: [
      'Muro de publicaciones con comentarios y reacciones',
      'Perfiles públicos con seguidores',
      'Moderación de contenido y denuncias',
    ],
    value: 'conectar a la comunidad alrededor de intereses comunes',
    stories: [
      { r: 'u', a: 'publicar en el muro y recibir comentarios', b: 'compartir mis experiencias' },
      { r: 'a', a: 'revisar las denuncias de contenido', b: 'mantener un ambiente seguro' },
    ],
    entity: {
      name: 'Comentario',
      slug: 'comentarios',
      fields: ['publicacionId', 'autorId', 'texto', 'creadoEn'],
    },
    roots: ['Tribu|Trib', 'Enlace|Enlac', 'Comunidad|Comunid', 'Nexo|Nex'],
    audience: 'comunidades con intereses comunes',
    roles: { u: 'miembro', p: 'moderador' },
    subject: 1,
  },
  {
    id: 'dating',
    label: 'citas para conocer gente',
    keywords:
      'ligar, soltero, soltera, encontrar pareja, buscar pareja, pareja~, match, dating, tinder, conocer gente, media naranja, flechazo',
    cats: { Social: 2.5 },
    features: [
      'Perfiles con intereses y emparejamiento por afinidad',
      'Chat que solo se abre tras un match mutuo',
      'Verificación de perfiles con selfie para evitar suplantaciones',
    ],
    value: 'conocer gente afín de forma segura',
    stories: [
      {
        r: 'u',
        a: 'ver perfiles compatibles con mis intereses',
        b: 'conocer gente con la que conecto',
      },
      { r: 'u', a: 'chatear solo cuando hay match mutuo', b: 'evitar mensajes no deseados' },
    ],
    entity: {
      name: 'Match',
      slug: 'matches',
      fields: ['usuarioA', 'usuarioB', 'afinidad', 'creadoEn'],
    },
    signals: ['realtime'],
    roots: ['Flechazo|Flechaz', 'Chispa|Chisp', 'Latido|Latid', 'Cupido|Cupid'],
    audience: 'personas solteras que buscan conocer gente',
    roles: { u: 'usuario' },
    subject: 2,
  },
  {
    id: 'vecinos',
    label: 'vecindario',
    keywords:
      'vecino, vecina, vecindario, barrio, comunidad de vecino, comunidad de propietario, edificio, portal, administrador de finca, junta de vecino, zona comun, colonia~',
    cats: { Social: 2 },
    features: [
      'Tablón de anuncios e incidencias del barrio o edificio',
      'Reserva de zonas comunes (piscina, sala, pádel)',
      'Votaciones y actas de la comunidad',
    ],
    value: 'la vida en comunidad del barrio o el edificio',
    stories: [
      {
        r: 'u',
        a: 'avisar de una incidencia en el edificio con una foto',
        b: 'que se arregle antes',
      },
      { r: 'a', a: 'abrir una votación de la comunidad', b: 'decidir sin esperar a la junta' },
    ],
    entity: {
      name: 'Aviso',
      slug: 'avisos',
      fields: ['comunidadId', 'autorId', 'titulo', 'texto', 'tipo', 'creadoEn'],
    },
    roots: ['Barrio|Barri', 'Vecino|Vecin', 'Portal|Portal', 'Rellano|Rellan'],
    audience: 'vecinos y comunidades de propietarios',
    roles: { u: 'vecino', p: 'administrador de fincas' },
    subject: 2,
  },
  {
    id: 'voluntariado',
    label: 'voluntariado',
    keywords:
      'voluntario, voluntariado, ong, asociacion, donacion, donar, solidario, solidaridad, causa, beneficencia, banco de alimento, ayuda humanitaria, refugio~, protectora~, recaudar fondo, crowdfunding',
    cats: { Social: 2 },
    features: [
      'Catálogo de oportunidades de voluntariado por causa y zona',
      'Donaciones online con certificado fiscal',
      'Registro de horas de voluntariado con insignias',
    ],
    value: 'conectar a personas solidarias con causas que las necesitan',
    stories: [
      { r: 'u', a: 'encontrar voluntariados cerca de mí', b: 'ayudar en mi tiempo libre' },
      { r: 'p', a: 'publicar las necesidades de mi ONG', b: 'conseguir voluntarios rápido' },
    ],
    entity: {
      name: 'Oportunidad',
      slug: 'voluntariados',
      fields: ['ongId', 'titulo', 'causa', 'ubicacion', 'fecha', 'plazas'],
    },
    roots: ['Manos|Man', 'Ayuda|Ayud', 'Latido|Latid', 'Abrazo|Abraz'],
    audience: 'voluntarios, donantes y ONG',
    roles: { u: 'voluntario', p: 'responsable de la ONG' },
    subject: 2,
  },
  {
    id: 'familia',
    label: 'familia',
    keywords:
      'familia, familiar, hijo, hija, nino, nina, bebe, crianza, padre, madre, mama, papa, embarazo, guarderia~, canguro~, custodia',
    cats: { Social: 0.8, Productivity: 0.5 },
    features: [
      'Calendario familiar compartido con actividades de cada miembro',
      'Listas compartidas de la compra y tareas de casa',
      'Diario del bebé: tomas, sueño y pañales',
    ],
    value: 'organizar la vida familiar entre todos',
    stories: [
      {
        r: 'u',
        a: 'compartir el calendario con mi pareja',
        b: 'coordinar quién recoge a los niños',
      },
      { r: 'u', a: 'repartir las tareas de casa', b: 'que nadie cargue con todo' },
    ],
    entity: {
      name: 'Actividad',
      slug: 'actividades',
      fields: ['familiaId', 'miembroId', 'titulo', 'fecha', 'responsableId'],
    },
    roots: ['Nido|Nid', 'Familia|Famili', 'Hogar|Hogar', 'Tribu|Trib'],
    audience: 'familias con niños',
    roles: { u: 'padre o madre' },
    subject: 1.5,
  },
  // ——— Capabilities (cross-cutting) ———
  {
    id: 'pagos',
    label: 'pagos',
    keywords:
      'pago, pagar, paga, pagan, pagando, pagu*, cobrar, cobr*, stripe, paypal, tarjeta de credito, tarjeta~, checkout~, bizum, mercado pago, mercadopago, transferencia~, pasarela de pago, pago online, pago en linea, propina',
    cats: { 'E-commerce': 0.5, Finance: 0.3 },
    features: [
      'Pagos online seguros con tarjeta mediante Stripe',
      'Historial de cobros y recibos descargables',
    ],
    value: 'los pagos online',
    stories: [
      { r: 'u', a: 'pagar online con tarjeta de forma segura', b: 'no tener que llevar efectivo' },
    ],
    entity: {
      name: 'Pago',
      slug: 'pagos',
      fields: ['usuarioId', 'importe', 'moneda', 'estado', 'proveedorRef', 'creadoEn'],
    },
    signals: ['payments'],
    subject: 0,
  },
  {
    id: 'suscripciones',
    label: 'suscripciones',
    keywords:
      'suscripcion, suscribir, membresia, socio, cuota, cuota mensual, plan mensual, plan premium, premium, freemium, pago recurrente, abono',
    cats: { Business: 0.5 },
    features: [
      'Planes de suscripción con renovación automática',
      'Gestión de socios, cuotas e impagos',
    ],
    value: 'las suscripciones y cuotas recurrentes',
    stories: [
      { r: 'u', a: 'cambiar o cancelar mi plan cuando quiera', b: 'pagar solo por lo que uso' },
    ],
    entity: {
      name: 'Suscripcion',
      slug: 'suscripciones',
      fields: ['usuarioId', 'plan', 'estado', 'renuevaEn'],
    },
    signals: ['payments'],
    subject: 0,
  },
  {
    id: 'chat',
    label: 'mensajería',
    keywords:
      'chat, chatear, chate*, mensaje, mensajeria, mensajear, conversacion, hablar con, whatsapp~, escribir a, comunicacion~, inbox',
    cats: { Social: 0.5 },
    features: [
      'Chat en tiempo real con historial y adjuntos',
      'Avisos de mensajes nuevos y de lectura',
    ],
    value: 'la comunicación directa por chat',
    stories: [
      {
        r: 'u',
        a: 'escribir por chat y recibir respuesta al momento',
        b: 'resolver dudas sin llamar',
      },
    ],
    entity: {
      name: 'Mensaje',
      slug: 'mensajes',
      fields: ['conversacionId', 'autorId', 'texto', 'adjuntos', 'leidoEn'],
    },
    signals: ['realtime'],
    subject: 0,
  },
  {
    id: 'notificaciones',
    label: 'avisos',
    keywords:
      'notificacion, notificar, notifi*, aviso, avisar, alerta, recordatorio, recordar, push, sms, recordatorio automatico, no olvidar',
    cats: { Productivity: 0.3 },
    features: [
      'Notificaciones push y por correo configurables',
      'Recordatorios programados con antelación',
    ],
    value: 'los recordatorios automáticos',
    stories: [{ r: 'u', a: 'recibir recordatorios automáticos', b: 'no olvidar nada importante' }],
    signals: ['notifications'],
    subject: 0,
  },
  {
    id: 'mapa',
    label: 'mapa',
    keywords:
      'mapa, geolocalizacion, geolocalizar, ubicacion, gps, cerca de mi, cercano, cercania, localizar, localizacion, direccion~, ruta, navegacion, georreferencia, zona~',
    cats: {},
    features: [
      'Mapa interactivo con los puntos cercanos',
      'Búsqueda por distancia desde tu ubicación actual',
    ],
    value: 'la búsqueda por ubicación en el mapa',
    stories: [
      { r: 'u', a: 'ver en un mapa las opciones cercanas', b: 'elegir la que me pilla mejor' },
    ],
    signals: ['maps'],
    subject: 0,
  },
  {
    id: 'calendario',
    label: 'calendario',
    keywords:
      'calendario, agenda, horario, planificar, planificador, planificacion, semanal~, google calendar, outlook, sincronizar calendario',
    cats: { Productivity: 0.8 },
    features: [
      'Calendario semanal y mensual con arrastrar y soltar',
      'Sincronización con Google Calendar y Outlook',
    ],
    value: 'la planificación en calendario',
    stories: [{ r: 'u', a: 'ver todo en un calendario semanal', b: 'planificar mejor mi tiempo' }],
    signals: ['calendar'],
    subject: 0,
  },
  {
    id: 'videollamada',
    label: 'videollamadas',
    keywords:
      'videollamada, video llamada, videoconferencia, zoom, meet, clase en vivo, en directo, directo~, streaming en vivo, llamada de video, online en vivo',
    cats: {},
    features: [
      'Videollamadas integradas sin instalar nada',
      'Grabación de las sesiones para verlas después',
    ],
    value: 'las sesiones por videollamada',
    stories: [
      {
        r: 'u',
        a: 'unirme a una videollamada desde el navegador',
        b: 'no instalar ninguna aplicación',
      },
    ],
    signals: ['video', 'realtime'],
    subject: 0,
  },
  {
    id: 'resenas',
    label: 'valoraciones',
    keywords:
      'resena, valoracion, valorar, opinion, puntuacion, puntuar, estrella, calificar~, review, recomendar~',
    cats: {},
    features: [
      'Valoraciones y reseñas verificadas de usuarios reales',
      'Respuesta pública a las reseñas',
    ],
    value: 'las valoraciones de otros usuarios',
    stories: [{ r: 'u', a: 'leer reseñas verificadas', b: 'decidir con confianza' }],
    subject: 0,
  },
  {
    id: 'busqueda',
    label: 'búsqueda',
    keywords:
      'buscador, buscar, directorio, filtro, filtrar, comparar, comparador, encontrar, catalogo~, guia~, listado',
    cats: {},
    features: [
      'Buscador con filtros avanzados y resultados ordenados por relevancia',
      'Búsquedas guardadas con aviso de novedades',
    ],
    value: 'encontrar exactamente lo que se busca',
    stories: [
      {
        r: 'u',
        a: 'filtrar resultados por lo que me importa',
        b: 'encontrar lo que busco en segundos',
      },
    ],
    signals: ['search'],
    subject: 0,
  },
  {
    id: 'fidelizacion',
    label: 'fidelización',
    keywords:
      'fidelizacion, fidelizar, punto~, tarjeta de puntos, recompensa, premio, cupon, descuento, cashback, programa de fidelidad, sello, cliente fiel',
    cats: { CRM: 1, 'E-commerce': 0.5 },
    features: [
      'Programa de puntos y recompensas por compra',
      'Cupones de descuento personalizados',
    ],
    value: 'premiar a los clientes fieles',
    stories: [{ r: 'u', a: 'acumular puntos con cada compra', b: 'conseguir descuentos' }],
    entity: {
      name: 'Recompensa',
      slug: 'recompensas',
      fields: ['clienteId', 'puntos', 'motivo', 'caducaEn'],
    },
    subject: 0,
  },
  {
    id: 'documentos',
    label: 'documentos',
    keywords:
      'contrato, firma, firma electronica, firmar, documento, pdf, expediente, papeleo, tramite, escanear, archivo, adjunto',
    cats: { Business: 0.5 },
    features: [
      'Gestión documental con carpetas y permisos',
      'Firma electrónica de documentos y contratos',
    ],
    value: 'el papeleo digital y la firma electrónica',
    stories: [{ r: 'u', a: 'firmar un documento desde el móvil', b: 'evitar imprimir y escanear' }],
    entity: {
      name: 'Documento',
      slug: 'documentos',
      fields: ['titulo', 'archivoUrl', 'propietarioId', 'firmado', 'subidoEn'],
    },
    signals: ['files'],
    subject: 0,
  },
  {
    id: 'analitica',
    label: 'analítica',
    keywords:
      'dashboard, panel de control, estadistica, informe, reporte, metrica, kpi, grafico, grafica, analitica, analytics, business intelligence, indicador',
    cats: { Business: 0.5 },
    features: [
      'Panel de control con métricas clave y gráficos',
      'Informes exportables a CSV y PDF',
    ],
    value: 'las métricas clave en un panel',
    stories: [
      { r: 'a', a: 'ver las métricas clave en un panel', b: 'detectar problemas a tiempo' },
    ],
    signals: ['charts'],
    subject: 0,
  },
  {
    id: 'ia',
    label: 'inteligencia artificial',
    keywords:
      'inteligencia artificial, ia, ai, chatbot, bot, gpt, chatgpt, llm, machine learning, aprendizaje automatico, asistente virtual, recomendacion personalizada, prediccion, predecir, reconocimiento de imagen, generar automaticamente, openai',
    cats: {},
    features: [
      'Asistente con IA que responde preguntas en lenguaje natural',
      'Recomendaciones personalizadas basadas en el historial',
    ],
    value: 'las recomendaciones con inteligencia artificial',
    stories: [
      {
        r: 'u',
        a: 'preguntar al asistente en lenguaje natural',
        b: 'obtener respuestas sin buscar',
      },
    ],
    signals: ['ai', 'integrations'],
    subject: 0,
  },
  {
    id: 'movil',
    label: 'acceso móvil',
    keywords:
      'celular, movil, smartphone, telefono~, android, ios, iphone, app movil, aplicacion movil, play store, app store, nativa, offline, sin conexion, tablet',
    cats: {},
    features: [
      'Aplicación móvil con modo sin conexión',
      'Acceso rápido desde la pantalla de inicio del móvil',
    ],
    value: 'el uso cómodo desde el móvil',
    stories: [
      {
        r: 'u',
        a: 'usar la aplicación desde el móvil aunque no tenga cobertura',
        b: 'no depender de la conexión',
      },
    ],
    signals: ['mobile'],
    subject: 0,
  },
  {
    id: 'roles',
    label: 'usuarios y permisos',
    keywords:
      'rol, permiso, multiusuario, varios usuario, administrador, admin, multiempresa, multisede, varias sede, sucursal, franquicia, equipo~, empleado~, organizacion~, multi tenant',
    cats: { Business: 0.5 },
    features: ['Gestión de usuarios con roles y permisos', 'Registro de actividad para auditoría'],
    value: 'el trabajo en equipo con permisos por rol',
    stories: [
      {
        r: 'a',
        a: 'dar permisos distintos a cada rol',
        b: 'que cada persona vea solo lo que le toca',
      },
    ],
    signals: ['multiuser'],
    subject: 0,
  },
  {
    id: 'integraciones',
    label: 'integraciones',
    keywords:
      'integracion, integrar, api, webhook, zapier, slack, erp, sincronizar, sincronizacion, importar, exportar, excel, hoja de calculo, google sheet, whatsapp business, shopify~, woocommerce',
    cats: {},
    features: [
      'Integraciones con herramientas externas mediante API y webhooks',
      'Importación y exportación de datos en CSV y Excel',
    ],
    value: 'la conexión con las herramientas que ya se usan',
    stories: [
      { r: 'a', a: 'conectar la plataforma con mis herramientas actuales', b: 'no duplicar datos' },
    ],
    signals: ['integrations'],
    subject: 0,
  },
  {
    id: 'idiomas_ui',
    label: 'multidioma',
    keywords:
      'multiidioma, multi idioma, varios idioma, multilingue, bilingue, traduccion, traducir, internacional, extranjero, ingles y espanol, i18n',
    cats: {},
    features: ['Interfaz en varios idiomas (español, inglés y más)'],
    value: 'el uso en varios idiomas',
    stories: [{ r: 'u', a: 'usar la aplicación en mi idioma', b: 'entenderlo todo sin esfuerzo' }],
    signals: ['i18n'],
    subject: 0,
  },
];

/** Extra concept activated by uploaded images (files input). */
export const GALLERY_FEATURE = 'Galería de imágenes con álbumes para subir y organizar fotos';
export const SPREADSHEET_FEATURE = 'Importación de datos desde hojas de cálculo (CSV y Excel)';
export const DOCUMENT_FEATURE = 'Biblioteca de documentos adjuntos consultable desde la aplicación';

/** Brand-name patterns: {W} = root word, {S} = root stem. */
export const NAME_PATTERNS: readonly string[] = [
  '{W}fácil',
  '{W}mía',
  '{W}viva',
  '{S}ia',
  '{S}ín',
  '{W}ya',
  'Tu{W}',
  '{W}hub',
  '{W}lista',
  '{W}nova',
  '{S}ify',
  'Mi{W}',
];

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
}

export const PALETTES: Record<ConceptCategory, Palette> = {
  CRM: {
    primary: '#1d4ed8',
    secondary: '#3b82f6',
    accent: '#f59e0b',
    background: '#eff6ff',
    surface: '#ffffff',
    text: '#0f172a',
    muted: '#64748b',
  },
  Productivity: {
    primary: '#7c3aed',
    secondary: '#a78bfa',
    accent: '#10b981',
    background: '#f5f3ff',
    surface: '#ffffff',
    text: '#1e1b4b',
    muted: '#6b7280',
  },
  'E-commerce': {
    primary: '#ea580c',
    secondary: '#fb923c',
    accent: '#0ea5e9',
    background: '#fff7ed',
    surface: '#ffffff',
    text: '#1c1917',
    muted: '#78716c',
  },
  Content: {
    primary: '#db2777',
    secondary: '#f472b6',
    accent: '#8b5cf6',
    background: '#fdf2f8',
    surface: '#ffffff',
    text: '#1f2937',
    muted: '#6b7280',
  },
  Finance: {
    primary: '#047857',
    secondary: '#10b981',
    accent: '#facc15',
    background: '#ecfdf5',
    surface: '#ffffff',
    text: '#022c22',
    muted: '#4b5563',
  },
  Education: {
    primary: '#2563eb',
    secondary: '#60a5fa',
    accent: '#f97316',
    background: '#eef2ff',
    surface: '#ffffff',
    text: '#1e293b',
    muted: '#64748b',
  },
  Health: {
    primary: '#0d9488',
    secondary: '#2dd4bf',
    accent: '#f43f5e',
    background: '#f0fdfa',
    surface: '#ffffff',
    text: '#134e4a',
    muted: '#5f7f7c',
  },
  Entertainment: {
    primary: '#9333ea',
    secondary: '#e879f9',
    accent: '#fde047',
    background: '#1e1033',
    surface: '#2e1a4d',
    text: '#faf5ff',
    muted: '#c4b5fd',
  },
  Social: {
    primary: '#0284c7',
    secondary: '#38bdf8',
    accent: '#f472b6',
    background: '#f0f9ff',
    surface: '#ffffff',
    text: '#0c4a6e',
    muted: '#64748b',
  },
  Business: {
    primary: '#334155',
    secondary: '#64748b',
    accent: '#0ea5e9',
    background: '#f1f5f9',
    surface: '#ffffff',
    text: '#0f172a',
    muted: '#64748b',
  },
  General: {
    primary: '#4f46e5',
    secondary: '#818cf8',
    accent: '#22c55e',
    background: '#f8fafc',
    surface: '#ffffff',
    text: '#111827',
    muted: '#6b7280',
  },
};

// ——— Compilation ———

export interface CompiledKeyword {
  matcher: Matcher;
  weight: number;
}

function compileList(list: string, baseWeight: number): CompiledKeyword[] {
  const out: CompiledKeyword[] = [];
  for (const rawKeyword of list.split(',')) {
    let keyword = rawKeyword.trim();
    if (keyword.length === 0) continue;
    let weight = baseWeight;
    if (keyword.endsWith('~')) {
      weight = baseWeight / 2;
      keyword = keyword.slice(0, -1).trim();
    }
    const matcher = compileKeyword(keyword);
    if (!matcher) continue;
    // Phrases are more specific than single words.
    out.push({ matcher, weight: matcher.kind === 'phrase' ? weight * 1.5 : weight });
  }
  return out;
}

export interface CompiledConcept {
  concept: FeatureConcept;
  keywords: CompiledKeyword[];
  /** Space-padded stemmed phrases to blank out before matching this concept. */
  exclude: string[];
}

export const COMPILED_CONCEPTS: CompiledConcept[] = FEATURE_CONCEPTS.map((concept) => ({
  concept,
  keywords: compileList(concept.keywords, 1),
  exclude: compileList(concept.exclude ?? '', 1)
    .filter((k) => k.matcher.kind === 'phrase')
    .map((k) => k.matcher.value),
}));

export const COMPILED_CATEGORY_KEYWORDS: {
  category: ConceptCategory;
  keywords: CompiledKeyword[];
}[] = (Object.keys(CATEGORY_INFO) as ConceptCategory[]).map((category) => ({
  category,
  keywords: [
    ...compileList(CATEGORY_INFO[category].strong, 2),
    ...compileList(CATEGORY_INFO[category].keywords, 1),
  ],
}));
