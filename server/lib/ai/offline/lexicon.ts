// Word lists the reader needs beyond the dictionary's morphology: function words, who counts
// as an actor, nouns that name a field rather than an entity, and what common actions mean
// for an app (the record they create, its states and dates). Keys are folded lemmas
// (no accents, lowercase); display forms come from the dictionary.

import type { FieldType } from '../../../../contracts/data-model.ts';

const words = (list: string): Set<string> => new Set(list.split(/\s+/).filter(Boolean));

/** Determiners and prepositions: what follows is read as a noun. */
export const NOUN_CONTEXT = words(
  'el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras cada del al de con sin sobre entre ante tras varios varias muchos muchas algunos algunas todos todas estos estas esos esas este esta ese esa sus otro otra otros otras cualquier mas menos ningun ninguna',
);

/** Words after which a verb is expected: "se presten", "que encarguen", "para organizar". */
export const VERB_CONTEXT = words(
  'se que me te nos os le les lo la los las pueda puedan puedo podamos poder quiero queremos quieren necesito ayude ayuden permita permitan y o para a',
);

/** Function words and fillers never read as things or actions. */
export const STOP = words(
  'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun aunque bien cada como con contra cual cuales cuando de del desde donde dos el ella ellas ello ellos en entre era es esa esas ese eso esos esta estas este esto estos etc fue ha hay la las le les lo los mas me mi mis mucho muy nada ni no nos o otra otras otro otros para pero poco por porque que quien quienes se segun si sin sobre solo sus su tambien tan tanto te todo todos toda todas tu tus un una unas uno unos usted ustedes vez y ya yo tipo tipos ademas incluso luego despues solamente mismo misma propio propia propios propias cosa cosas forma formas manera maneras modo algo the and for with app apps aplicacion aplicaciones plataforma plataformas web webs sitio pagina paginas sistema sistemas programa software idea ideas proyecto proyectos quiero queremos necesito necesitamos hacer crear tener ser estar haber poder ir dar usar permitir ayudar gustar servir querer necesitar existir poner decir saber ver mirar solo sencillo sencilla simple facil faciles rapido rapida gratis gratuito gratuita online digital movil celular nuevo nueva nuevos nuevas mejor mejores grande grandes pequeno pequena pequenos pequenas propio principal general comun comunes anterior siguiente primero primera segundo segunda ultimo ultima varios varias distinto distintos diferente diferentes importante cualquier junto juntos personal local cercano cercana cercanos bueno buena buenos buenas mal mala malo alguien nadie cualquiera dia dias semana semanas mes meses ano anos hora horas minuto minutos momento momentos noche noches tarde tardes manana fin vida mundo caso casos lugar lugares parte partes uso usos gente persona personas usuario usuarios gestion control seguimiento registro registros lista listas listado listados organizacion informacion dato datos negocio negocios empresa empresas servicio servicios vez veces monton poquito chido chevere bacan guay tal nomas ok vale pues porfa favor ejemplo uno una dos tres cuatro cinco seis siete ocho nueve diez veinte cien mil lunes martes miercoles jueves viernes sabado sabados domingo domingos finde final principio inicio cuanto cuanta cuantos cuantas',
);

/** Nouns that name a list or a management view of something: "lista de invitados" → invitados. */
export const CONTAINERS = words(
  'lista listado registro control gestion catalogo historial agenda calendario seguimiento inventario directorio organizacion administracion planificacion coleccion base banco tablero resumen',
);

/** People who use an app, as lemmas (singular, masculine when gendered). */
export const ACTORS = words(
  'vecino vecina cliente alumno alumna profesor profesora paciente medico medica doctor doctora arbitro usuario socio socia miembro jugador jugadora entrenador entrenadora padre madre familia familiar invitado invitada novio novia proveedor empleado empleada trabajador trabajadora voluntario voluntaria dueno duena propietario propietaria inquilino inquilina huesped comprador compradora vendedor vendedora conductor conductora pasajero pasajera estudiante docente maestro maestra lector lectora autor autora musico musica artista cocinero cocinera camarero camarera mesero mesera repartidor repartidora tecnico tecnica mecanico cuidador cuidadora nino nina hijo hija amigo amiga companero companera organizador organizadora participante asistente fan seguidor seguidora suscriptor turista viajero viajera guia monitor monitora instructor instructora terapeuta psicologo psicologa veterinario dentista abogado abogada contable agricultor agricultora ganadero pescador tutor tutora administrador gestor comercial agente mujer hombre abuelo abuela bebe paseador paseadora corredor corredora ciclista deportista atleta escritor escritora fotografo fotografa disenador disenadora peluquero peluquera estilista barbero fisioterapeuta nutricionista enfermero enfermera farmaceutico residente colono comensal anfitrion anfitriona visitante empresario emprendedor emprendedora freelance autonomo productor productora agricultor pastor catequista coleccionista aficionado aficionada lectora oyente espectador espectadora votante ciudadano ciudadana colaborador colaboradora donante beneficiario beneficiaria adoptante criador criadora educador educadora mayor artesano artesana sumiller conserje encargado encargada panadero panadera pescadero carnicero librero librera jardinero jardinera cuidadores persona usuario clienta compi compa huespeda',
);

/** Subjects taught, played or practised: after "de" they say what kind of class or person it is
 * ("profesores de matemáticas", "clases de spinning"), never a record of their own. */
export const DISCIPLINES = words(
  'matematica matematicas ingles frances aleman italiano chino idioma idiomas espanol lengua literatura historia geografia fisica quimica biologia ciencia ciencias economia filosofia programacion informatica dibujo pintura musica solfeo piano guitarra violin bateria canto baile danza salsa ballet teatro yoga pilates spinning zumba crossfit boxeo karate judo taekwondo natacion surf padel tenis futbol baloncesto balonmano voleibol atletismo running ciclismo escalada ajedrez cocina reposteria fotografia costura ceramica manualidades refuerzo repaso apoyo',
);

/** Nouns that name a property of something, not an entity: the field type they become. */
export const ATTRIBUTES: Record<string, { type: FieldType; label: string }> = {
  precio: { type: 'money', label: 'Precio' },
  presupuesto: { type: 'money', label: 'Presupuesto' },
  coste: { type: 'money', label: 'Coste' },
  costo: { type: 'money', label: 'Costo' },
  importe: { type: 'money', label: 'Importe' },
  tarifa: { type: 'money', label: 'Tarifa' },
  cuota: { type: 'money', label: 'Cuota' },
  foto: { type: 'image', label: 'Foto' },
  fotografia: { type: 'image', label: 'Foto' },
  imagen: { type: 'image', label: 'Imagen' },
  fecha: { type: 'date', label: 'Fecha' },
  horario: { type: 'text', label: 'Horario' },
  telefono: { type: 'phone', label: 'Teléfono' },
  whatsapp: { type: 'phone', label: 'WhatsApp' },
  email: { type: 'email', label: 'Email' },
  correo: { type: 'email', label: 'Correo' },
  enlace: { type: 'url', label: 'Enlace' },
  link: { type: 'url', label: 'Enlace' },
  direccion: { type: 'text', label: 'Dirección' },
  ubicacion: { type: 'text', label: 'Ubicación' },
  cantidad: { type: 'number', label: 'Cantidad' },
  stock: { type: 'number', label: 'Stock' },
  peso: { type: 'number', label: 'Peso' },
  talla: { type: 'text', label: 'Talla' },
  color: { type: 'text', label: 'Color' },
  duracion: { type: 'number', label: 'Duración (minutos)' },
  capacidad: { type: 'number', label: 'Capacidad' },
  edad: { type: 'number', label: 'Edad' },
  puntuacion: { type: 'rating', label: 'Puntuación' },
  disponibilidad: { type: 'boolean', label: 'Disponible' },
  estado: {
    type: 'choice',
    label: 'Estado',
  },
  descripcion: { type: 'longtext', label: 'Descripción' },
  comentario: { type: 'longtext', label: 'Comentario' },
  nota: { type: 'longtext', label: 'Notas' },
  kilometraje: { type: 'number', label: 'Kilómetros' },
  kilometro: { type: 'number', label: 'Kilómetros' },
  calorias: { type: 'number', label: 'Calorías' },
  caloria: { type: 'number', label: 'Calorías' },
  // What a record has rather than what it is: "partidas con el resultado", "mande recordatorio".
  resultado: { type: 'text', label: 'Resultado' },
  marcador: { type: 'text', label: 'Marcador' },
  recordatorio: { type: 'boolean', label: 'Recordatorio' },
  cosecha: { type: 'number', label: 'Cosecha (año)' },
};
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(ATTRIBUTES, null);

/** Attributes that are what the idea is about when nothing comes before them: "recordatorio de pastillas". */
export const TRAILING_ATTRIBUTES = new Set(['resultado', 'marcador', 'recordatorio', 'cosecha']);

export type DateShape = 'range' | 'single' | 'pickup' | 'datetime';

export interface VerbInfo {
  /** The record the action creates, singular lemma with accents ("préstamo"); none = no record. */
  event?: string;
  /** Feature line; {o} object plural with article, {on} object plural bare, {os} object singular, {a} actors plural bare. */
  feature: string;
  /** Story: what the person wants, "{o}"-style slots; and why. */
  story: string;
  benefit: string;
  states?: string[];
  dates?: DateShape;
  money?: boolean;
  /** Who does it: u = the idea's user, p = a provider/owner. */
  by?: 'u' | 'p';
  /** The person who does it when the idea names nobody: adoptar → adoptante. */
  role?: string;
}

/** What common actions mean in an app. Keys are infinitives. */
export const VERBS: Record<string, VerbInfo> = {
  prestar: {
    event: 'préstamo',
    feature: 'Préstamo de {on} entre {a}, con fecha de recogida y de devolución',
    story: 'pedir {ag:prestad} {os1} a otro {a1}',
    benefit: 'no tener que comprar{lo1} para usar{lo1} una vez',
    states: ['Solicitado', 'Aceptado', 'Prestado', 'Devuelto'],
    dates: 'range',
  },
  devolver: {
    feature: 'Aviso de devolución de {o} con la fecha acordada',
    story: 'recibir un aviso antes de devolver {o}',
    benefit: 'devolver{lo} a tiempo',
  },
  encargar: {
    event: 'encargo',
    feature: 'Encargo de {on} con antelación y hora de recogida',
    story: 'encargar {o} con antelación',
    benefit: 'recoger{lo} sin esperas',
    states: ['Recibido', 'Preparado', 'Recogido'],
    dates: 'pickup',
  },
  pedir: {
    event: 'pedido',
    feature: 'Pedidos de {on} desde el móvil, con su estado en cada momento',
    story: 'pedir {o} desde el móvil',
    benefit: 'no tener que llamar ni hacer cola',
    states: ['Recibido', 'En preparación', 'Listo', 'Entregado'],
    dates: 'pickup',
  },
  recoger: {
    feature: 'Hora de recogida de {o} elegida por quien {lo} pide',
    story: 'elegir cuándo recoger {o}',
    benefit: 'organizar mi día',
  },
  reservar: {
    event: 'reserva',
    feature: 'Reserva de {on} por día y hora, con confirmación al momento',
    story: 'reservar {os1} para el día y la hora que me vienen bien',
    benefit: 'asegurarme de que está disponible',
    states: ['Pendiente', 'Confirmada', 'Cancelada'],
    dates: 'datetime',
  },
  alquilar: {
    event: 'alquiler',
    feature: 'Alquiler de {on} por días, con disponibilidad y precio',
    story: 'alquilar {os1} por los días que lo necesito',
    benefit: 'pagar solo por el tiempo de uso',
    states: ['Solicitado', 'Confirmado', 'En curso', 'Devuelto'],
    dates: 'range',
    money: true,
  },
  valorar: {
    event: 'valoración',
    feature: 'Valoraciones de 1 a 5 estrellas con comentario después de cada {os}',
    story: 'valorar {o} con estrellas y un comentario',
    benefit: 'que los demás sepan con quién tratan',
  },
  puntuar: {
    event: 'valoración',
    feature: 'Puntuación de {o} de 1 a 5, con la media visible',
    story: 'puntuar {o}',
    benefit: 'ayudar a otros a elegir',
  },
  opinar: {
    event: 'opinión',
    feature: 'Opiniones sobre {o}, visibles para todos',
    story: 'dejar mi opinión sobre {o}',
    benefit: 'ayudar a otros a decidir',
  },
  pagar: {
    event: 'pago',
    feature: 'Pago de {o} desde la app, con justificante',
    story: 'pagar {o} desde la app',
    benefit: 'no tener que llevar efectivo',
    states: ['Pendiente', 'Pagado', 'Devuelto'],
    money: true,
  },
  cobrar: {
    event: 'cobro',
    feature: 'Cobro de {o} con registro de lo pagado y lo pendiente',
    story: 'cobrar {o} sin perseguir a nadie',
    benefit: 'saber quién me debe qué',
    states: ['Pendiente', 'Cobrado'],
    money: true,
    by: 'p',
  },
  comprar: {
    event: 'compra',
    feature: 'Compra de {on} con carrito y pago en línea',
    story: 'comprar {o} desde casa',
    benefit: 'no tener que desplazarme',
    states: ['Pendiente', 'Pagada', 'Enviada', 'Entregada'],
    money: true,
  },
  vender: {
    event: 'venta',
    feature: 'Publicación de {on} a la venta con fotos y precio',
    story: 'poner a la venta {o}',
    benefit: 'darles salida rápido',
    states: ['Disponible', 'Reservado', 'Vendido'],
    money: true,
    by: 'p',
  },
  intercambiar: {
    event: 'intercambio',
    feature: 'Intercambio de {on} entre {a}, con propuesta y aceptación',
    story: 'proponer un intercambio de {on}',
    benefit: 'conseguir lo que busco sin gastar',
    states: ['Propuesto', 'Aceptado', 'Hecho'],
  },
  regalar: {
    event: 'donación',
    feature: 'Publicación de {on} para regalar, con recogida acordada',
    story: 'regalar {o} que ya no uso',
    benefit: 'que le sirvan a otra persona',
    states: ['Disponible', 'Reservado', 'Entregado'],
  },
  donar: {
    event: 'donación',
    feature: 'Donaciones de {on} con seguimiento de cada entrega',
    story: 'donar {o}',
    benefit: 'ayudar a quien lo necesita',
    states: ['Ofrecida', 'Recogida', 'Entregada'],
  },
  confirmar: {
    event: 'confirmación',
    feature: 'Confirmación de {o} con un solo toque y recuento al momento',
    story: 'confirmar {o}',
    benefit: 'que sepan con qué contar',
    states: ['Pendiente', 'Confirmada', 'Rechazada'],
  },
  invitar: {
    feature: 'Invitaciones a {a} por enlace o correo',
    story: 'invitar a {o}',
    benefit: 'que se sumen en un momento',
  },
  inscribir: {
    event: 'inscripción',
    feature: 'Inscripción en {o} con plazas limitadas y lista de espera',
    story: 'inscribirme en {os1}',
    benefit: 'asegurar mi plaza',
    states: ['Inscrito', 'En lista de espera', 'Cancelada'],
  },
  apuntar: {
    event: 'inscripción',
    feature: 'Inscripción en {o} con plazas y lista de espera',
    story: 'apuntarme a {os1}',
    benefit: 'asegurar mi plaza',
    states: ['Apuntado', 'En lista de espera', 'Baja'],
  },
  votar: {
    event: 'voto',
    feature: 'Votaciones sobre {o} con resultados al momento',
    story: 'votar {o}',
    benefit: 'que cuente mi opinión',
  },
  compartir: {
    feature: 'Compartir {o} con otras personas mediante un enlace',
    story: 'compartir {o}',
    benefit: 'que otros {los} vean sin instalar nada',
  },
  publicar: {
    feature: 'Publicación de {on} con fotos y descripción',
    story: 'publicar {o}',
    benefit: 'que lleguen a más gente',
    by: 'p',
  },
  registrar: {
    feature: 'Registro de {on} en segundos, con fecha y notas',
    story: 'registrar {o} en pocos segundos',
    benefit: 'no olvidar ninguno',
  },
  anotar: {
    feature: 'Anotación rápida de {on} con fecha y notas',
    story: 'anotar {o} al momento',
    benefit: 'no olvidar nada',
  },
  controlar: {
    feature: 'Control de {on} con totales por semana y por mes',
    story: 'controlar {o}',
    benefit: 'saber en qué punto estoy',
  },
  organizar: {
    feature: 'Organización de {on} en un solo lugar, por fecha y estado',
    story: 'organizar {o} en un solo lugar',
    benefit: 'no perder nada por el camino',
  },
  planificar: {
    feature: 'Planificación de {on} en un calendario semanal',
    story: 'planificar {o} con antelación',
    benefit: 'llegar a todo',
  },
  buscar: {
    feature: 'Búsqueda de {on} con filtros y mapa',
    story: 'buscar {o} cerca de mí',
    benefit: 'encontrar lo que necesito rápido',
  },
  encontrar: {
    feature: 'Búsqueda de {on} con filtros por zona y disponibilidad',
    story: 'encontrar {o} cerca de mí',
    benefit: 'no perder tiempo buscando',
  },
  avisar: {
    feature: 'Avisos a {a} por notificación cuando cambia algo',
    story: 'recibir avisos sobre {o}',
    benefit: 'enterarme a tiempo',
  },
  recordar: {
    feature: 'Recordatorios de {o} por notificación',
    story: 'recibir recordatorios de {o}',
    benefit: 'no olvidarme',
  },
  repartir: {
    event: 'reparto',
    feature: 'Reparto de {on} con ruta y estado de cada entrega',
    story: 'saber cuándo llega el reparto de {o}',
    benefit: 'estar en casa a esa hora',
    states: ['Pendiente', 'En camino', 'Entregado'],
    dates: 'datetime',
  },
  entregar: {
    event: 'entrega',
    feature: 'Entregas de {on} con estado y confirmación de recepción',
    story: 'saber cuándo me entregan {o}',
    benefit: 'organizarme',
    states: ['Pendiente', 'En camino', 'Entregada'],
    dates: 'datetime',
  },
  enviar: {
    event: 'envío',
    feature: 'Envío de {on} con seguimiento',
    story: 'enviar {o} sin complicaciones',
    benefit: 'ahorrar tiempo',
    states: ['Preparando', 'Enviado', 'Entregado'],
  },
  citar: {
    event: 'cita',
    feature: 'Citas con día y hora, con recordatorio',
    story: 'pedir cita',
    benefit: 'no tener que llamar',
    states: ['Pedida', 'Confirmada', 'Cancelada'],
    dates: 'datetime',
  },
  asignar: {
    event: 'asignación',
    feature: 'Asignación de {on} a cada persona, con aviso',
    story: 'asignar {o}',
    benefit: 'que cada uno sepa lo suyo',
    by: 'p',
  },
  aprender: {
    feature: 'Aprendizaje de {on} paso a paso, con progreso guardado',
    story: 'aprender {o} a mi ritmo',
    benefit: 'avanzar sin agobios',
  },
  practicar: {
    feature: 'Práctica de {on} con ejercicios y progreso',
    story: 'practicar {o} cada día',
    benefit: 'mejorar poco a poco',
  },
  estudiar: {
    feature: 'Estudio de {on} con repasos programados',
    story: 'estudiar {o} con repasos',
    benefit: 'llegar preparado',
  },
  jugar: {
    event: 'partida',
    feature: 'Partidas de {on} con marcador y ranking',
    story: 'jugar una partida con otros {a}',
    benefit: 'pasar un buen rato',
  },
  seguir: {
    feature: 'Seguimiento de {on} con su historial',
    story: 'seguir {o}',
    benefit: 'ver cómo evolucionan',
  },
  medir: {
    event: 'medición',
    feature: 'Mediciones de {on} con gráfica de evolución',
    story: 'anotar mis mediciones de {on}',
    benefit: 'ver mi evolución',
    dates: 'datetime',
  },
  contratar: {
    event: 'contratación',
    feature: 'Contratación de {on} con presupuesto y confirmación',
    story: 'contratar {o} de confianza',
    benefit: 'no tener que buscar por mi cuenta',
    states: ['Solicitada', 'Aceptada', 'Hecha'],
    money: true,
  },
  adoptar: {
    event: 'adopción',
    feature: 'Solicitudes de adopción de {on} con seguimiento',
    story: 'solicitar la adopción de {os1}',
    benefit: 'darle un hogar',
    states: ['Solicitada', 'En estudio', 'Aprobada', 'Rechazada'],
    role: 'adoptante',
  },
  ofrecer: {
    event: 'oferta',
    feature: 'Ofertas de {on} publicadas por {a}',
    story: 'ofrecer {o}',
    benefit: 'llegar a quien lo necesita',
    states: ['Activa', 'Cerrada'],
  },
  solicitar: {
    event: 'solicitud',
    feature: 'Solicitudes de {on} con respuesta y estado',
    story: 'solicitar {o}',
    benefit: 'no tener que hacerlo en persona',
    states: ['Enviada', 'Aceptada', 'Rechazada'],
  },
  gestionar: {
    feature: 'Gestión de {on}: alta, edición y estado de cada uno',
    story: 'gestionar {o} en un solo lugar',
    benefit: 'tenerlo todo al día',
    by: 'p',
  },
  administrar: {
    feature: 'Administración de {on} con su estado y su historial',
    story: 'administrar {o}',
    benefit: 'tenerlo todo al día',
    by: 'p',
  },
  ahorrar: {
    feature: 'Metas de ahorro con progreso visible',
    story: 'ahorrar cada mes',
    benefit: 'llegar a mis metas',
  },
  gastar: {
    event: 'gasto',
    feature: 'Registro de gastos por categoría con totales del mes',
    story: 'anotar lo que gasto',
    benefit: 'saber a dónde va mi dinero',
    money: true,
  },
  dividir: {
    feature: 'Reparto de {o} entre {a}, con quién debe a quién',
    story: 'dividir {o} con otros',
    benefit: 'que nadie pague de más',
  },
  conectar: {
    feature: 'Conexión entre {a} con perfiles y mensajes',
    story: 'conectar con otros {a}',
    benefit: 'no sentirme solo',
  },
  chatear: {
    feature: 'Chat entre {a} dentro de la app',
    story: 'chatear con otros {a}',
    benefit: 'ponernos de acuerdo rápido',
  },
  escuchar: {
    feature: 'Reproducción de {on} dentro de la app',
    story: 'escuchar {o}',
    benefit: 'disfrutarlos donde esté',
  },
  leer: {
    feature: 'Lectura de {on} con progreso guardado',
    story: 'leer {o}',
    benefit: 'retomarlos donde lo dejé',
  },
  recomendar: {
    event: 'recomendación',
    feature: 'Recomendaciones de {on} según lo que le gusta a cada uno',
    story: 'recibir recomendaciones de {on}',
    benefit: 'descubrir cosas nuevas',
  },
  calificar: {
    event: 'calificación',
    feature: 'Calificaciones de {o} con media y comentarios',
    story: 'calificar {o}',
    benefit: 'dejar constancia del resultado',
    by: 'p',
  },
  evaluar: {
    event: 'evaluación',
    feature: 'Evaluación de {o} con nota y comentario',
    story: 'evaluar {o}',
    benefit: 'saber cómo van',
    by: 'p',
  },
  inventariar: {
    feature: 'Inventario de {on} con cantidades y avisos de stock bajo',
    story: 'saber cuántos {on} quedan',
    benefit: 'reponer a tiempo',
  },
  cuidar: {
    feature: 'Cuidado de {on} con tareas y recordatorios',
    story: 'llevar el cuidado de {o} al día',
    benefit: 'no olvidar nada importante',
  },
  regar: {
    feature: 'Calendario de riego de {o} con recordatorios',
    story: 'saber cuándo regar {o}',
    benefit: 'que no se sequen',
  },
  pasear: {
    event: 'paseo',
    feature: 'Paseos de {on} con horario y recorrido',
    story: 'reservar paseos para {o}',
    benefit: 'que salgan aunque yo no pueda',
    states: ['Pedido', 'Confirmado', 'Hecho'],
    dates: 'datetime',
  },
  entrenar: {
    event: 'entrenamiento',
    feature: 'Entrenamientos con ejercicios, series y progreso',
    story: 'registrar mis entrenamientos',
    benefit: 'ver cómo mejoro',
    dates: 'datetime',
  },
  // Read for shared rides only ("llevar a los niños en coche"): see readRide.
  acercar: {
    event: 'viaje',
    feature: 'Viajes compartidos: quién conduce, qué día y cuántas plazas libres quedan',
    story: 'apuntarme a un viaje o ofrecer mi coche',
    benefit: 'que nadie se quede sin ir',
    states: ['Propuesto', 'Completo', 'Hecho'],
    dates: 'datetime',
  },
  cocinar: {
    feature: 'Recetas de {on} paso a paso con ingredientes',
    story: 'cocinar {o} siguiendo los pasos',
    benefit: 'no perderme',
  },
  viajar: {
    event: 'viaje',
    feature: 'Planificación de viajes con itinerario por días',
    story: 'planificar mi viaje',
    benefit: 'no olvidar nada',
    dates: 'range',
  },
  turnar: {
    event: 'turno',
    feature: 'Turnos de {on} repartidos por días con avisos',
    story: 'ver qué turno me toca',
    benefit: 'organizarme',
    dates: 'datetime',
  },
};
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(VERBS, null);

/** Verbs too generic to say what the app does. */
export const VERB_IGNORE = words(
  'querer poder tener hacer ser estar haber ir dar usar permitir ayudar gustar servir necesitar existir poner decir saber ver mirar llevar quedar llegar pasar tratar facilitar funcionar contar parecer deber soler intentar lograr conseguir empezar venir salir entrar llamar hablar crear desarrollar montar digitalizar mejorar aplicar pensar creer parecer importar',
);

/** Nouns for records that are the event of an action: "reserva" → reservar. */
export const VERB_OF_EVENT: Record<string, string> = {
  prestamo: 'prestar',
  encargo: 'encargar',
  pedido: 'pedir',
  reserva: 'reservar',
  alquiler: 'alquilar',
  valoracion: 'valorar',
  resena: 'opinar',
  opinion: 'opinar',
  pago: 'pagar',
  cobro: 'cobrar',
  compra: 'comprar',
  venta: 'vender',
  intercambio: 'intercambiar',
  donacion: 'donar',
  confirmacion: 'confirmar',
  inscripcion: 'inscribir',
  voto: 'votar',
  votacion: 'votar',
  cita: 'citar',
  reparto: 'repartir',
  entrega: 'entregar',
  envio: 'enviar',
  adopcion: 'adoptar',
  solicitud: 'solicitar',
  recomendacion: 'recomendar',
  partida: 'jugar',
  medicion: 'medir',
  paseo: 'pasear',
  entrenamiento: 'entrenar',
  viaje: 'viajar',
  turno: 'turnar',
  gasto: 'gastar',
  calificacion: 'calificar',
  evaluacion: 'evaluar',
  contratacion: 'contratar',
  asistencia: 'confirmar',
  recordatorio: 'recordar',
  aviso: 'avisar',
  oferta: 'ofrecer',
};
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(VERB_OF_EVENT, null);
