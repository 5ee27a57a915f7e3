// The analysis pass's word lists (issue 37), folded (lower case, no accents). One stop-word list
// for the whole engine; spelling variants people type; the classes of nouns that may fill a
// pattern's slots. Lemmas are singular, masculine where gendered.

const words = (list: string): Set<string> => new Set(list.split(/\s+/).filter(Boolean));

/**
 * Spellings people type for a word: chat shorthand, dropped letters, Latin American short forms.
 * Each maps to the word it stands for, never to a lemma of another meaning.
 */
export const SPELLING: Record<string, string> = Object.assign(Object.create(null), {
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  x: 'por',
  d: 'de',
  tb: 'tambien',
  tmb: 'tambien',
  tambn: 'tambien',
  tmbn: 'tambien',
  tlf: 'telefono',
  tlfn: 'telefono',
  tlfno: 'telefono',
  tfno: 'telefono',
  telf: 'telefono',
  kiero: 'quiero',
  kiere: 'quiere',
  kieren: 'quieren',
  qiero: 'quiero',
  quero: 'quiero',
  kero: 'quiero',
  nesesito: 'necesito',
  necesto: 'necesito',
  nececito: 'necesito',
  pa: 'para',
  pal: 'para',
  porfa: 'por favor',
  celu: 'celular',
  cel: 'celular',
  movil: 'movil',
  compu: 'computadora',
  finde: 'fin de semana',
  profe: 'profesor',
  profes: 'profesores',
  cole: 'colegio',
  peque: 'nino',
  peques: 'ninos',
  crio: 'nino',
  crios: 'ninos',
  chamaco: 'nino',
  chamacos: 'ninos',
  chavos: 'ninos',
  papas: 'padres',
  mamas: 'madres',
  mamis: 'madres',
  papis: 'padres',
  bici: 'bicicleta',
  bicis: 'bicicletas',
  cumple: 'cumpleanos',
  cumples: 'cumpleanos',
  info: 'informacion',
  app: 'aplicacion',
  apps: 'aplicaciones',
  whats: 'whatsapp',
  wasap: 'whatsapp',
  guasap: 'whatsapp',
  mail: 'email',
  mails: 'email',
  remis: 'remis',
  remises: 'remises',
  chofer: 'chofer',
  choferes: 'choferes',
  // English words of Spanish spoken in the United States ("mandarle a la familia el quote",
  // "pasarlo a invoice"): the Spanish word they stand for.
  quote: 'cotizacion',
  quotes: 'cotizaciones',
  invoice: 'factura',
  invoices: 'facturas',
  // "salas" is read as the plural of "sal"; in an idea it is nearly always rooms.
  salas: 'sala',
});

/**
 * Shorthand written out, with its accents, where the engine writes an instruction again for
 * the clause reader (`withoutCourtesy` in `changes/interpret.ts`), as `SPELLING` reads it for
 * the grammar: «q el tlf sea obligatorio» → «que el teléfono sea obligatorio», «tb», «tmb»,
 * «tmbn» → también, «xq» → porque, «tlf», «tlfn», «tlfno», «tfno», «telf» → teléfono (so a new
 * field is labelled «Teléfono» and an existing one is found). «x» between two words, in lower
 * case, is «por» («cambia hortelanos x socios»); never «3 x 4», never «X» (a name), never a
 * word between quotes («la opción "q"»: `writtenOut` in `analyze.ts` is told the marks around).
 */
export const WRITTEN_OUT: Record<string, string> = Object.assign(Object.create(null), {
  q: 'que',
  tb: 'también',
  tmb: 'también',
  tmbn: 'también',
  xq: 'porque',
  tlf: 'teléfono',
  tlfn: 'teléfono',
  tlfno: 'teléfono',
  tfno: 'teléfono',
  telf: 'teléfono',
  x: 'por',
});

/**
 * Periphrases of mood read as the mood they say, written so where the engine writes an
 * instruction again for the clause reader (`moodAt` in `analyze.ts`): «el email tiene que ser
 * obligatorio» → «el email sea obligatorio», «las fotos deberían tener pie» → «… tengan pie»,
 * «ya no tiene por qué ser obligatoria» → «ya no sea obligatoria» (it need not be: optional),
 * «que pasara a ser opcional» → «que sea opcional», «si tuvieran foto» → «si tengan foto».
 * Folded words, longest first; the mood written. Never a periphrasis of another verb («tiene
 * que poner», «debería llamarse»: the reader reads those as they are), never «tiene que serlo».
 */
export const MOOD_PERIPHRASES: readonly (readonly [string, string])[] = [
  ['no tiene por que ser', 'no sea'],
  ['no tendria por que ser', 'no sea'],
  ['tendria que ser', 'sea'],
  ['deberia ser', 'sea'],
  ['tienen que ser', 'sean'],
  ['deben ser', 'sean'],
  ['han de ser', 'sean'],
  ['tiene que ser', 'sea'],
  ['debe ser', 'sea'],
  ['ha de ser', 'sea'],
  ['pasara a ser', 'sea'],
  ['pasase a ser', 'sea'],
  ['pase a ser', 'sea'],
  ['tendrian que tener', 'tengan'],
  ['tienen que tener', 'tengan'],
  ['pudieran tener', 'tengan'],
  ['pudiesen tener', 'tengan'],
  ['puedan tener', 'tengan'],
  ['deberian tener', 'tengan'],
  ['tendria que tener', 'tenga'],
  ['tiene que tener', 'tenga'],
  ['deberia tener', 'tenga'],
  ['tuvieran', 'tengan'],
  ['tuviesen', 'tengan'],
];

/**
 * «hace falta» read as «falta», a clitic before it with it: «en mascotas hace falta el peso» →
 * «en mascotas falta el peso», «nos hacen falta las horas» → «falta las horas». Never after
 * «no» («no hace falta el peso», «ya no nos hace falta»: not needed); never «haría falta»,
 * which the span `modal-order` reads before an infinitive, and which a refusal quotes whole
 * («Haría falta el correo de cada corista»: no sé dónde añadirlo).
 */
export const NEED_PERIPHRASES = words('hace hacen');

/**
 * «fuera» / «fuese» after a «que» of its clause and before what it would be, read as «sea»:
 * «que el color principal fuera el verde», «que la ficha fuese obligatoria». Never «fuera»
 * alone or before «que» («los árbitros fuera, que ya no …»: out). The words it may come before,
 * by how they start.
 */
export const WERE_BEFORE = /^(?:el|la|los|las|un|una|de|obligatori|opcional|public|privad|solo)/;

/**
 * Nouns that, after a preposition, make a way of doing something, not a thing the idea keeps:
 * «pagan en partes», «por partes», «a partes iguales», «en parte», «por parte de la familia».
 * Keyed by the noun; the words that may come before it. They are read as stop words: no cue of
 * a daily report («parte»), no list.
 */
export const IDIOM_AFTER: Record<string, Set<string>> = Object.assign(Object.create(null), {
  parte: words('en por'),
  partes: words('en por a'),
});

/**
 * Words that add a second thing the idea asks for ("y también la cotización", "además una
 * galería", "aparte una tiendita", "a la vez guardar mis recetas"): what comes after them may
 * be another kind of app.
 */
export const ALSO_WORDS = words('tambien ademas aparte asimismo igualmente');

/**
 * People named loosely ("9 chicos q rotan") or by who they are to someone else ("si su papá
 * comió"): they fill a list of people, but the list keeps the pattern's word (Empleado,
 * Residente, Familiar), since the app's people are not all "chicos" or someone's father.
 */
export const LOOSE_PEOPLE = words(
  'chico chica muchacho muchacha pibe piba cabro chamo pana parcero chaval chavala chamaco chamaca',
);
/** Kinship, which names a list only by who it is to someone: "su papá", "sus hijos". */
export const KINSHIP = words(
  'papa mama padre madre hijo hija abuelo abuela abuelito abuelita nieto nieta tio tia sobrino sobrina esposo esposa marido',
);

/** Determiners, quantifiers and prepositions: a noun is expected after them. */
export const DETERMINERS = words(
  'el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras cada del al de con sin sobre entre varios varias muchos muchas algunos algunas todos todas estos estas esos esas este esta ese esa aquel aquella otro otra otros otras cualquier cuantos cuantas cuanto cuanta que',
);

/** Function words, fillers and the words of talking about an app: never a thing of the app. */
/**
 * Channels outside the app people ask or tell through: "piden por WhatsApp", "por mensaje".
 * Examples: «los clientes piden por whatsapp», «avisan por teléfono». Not «por la web».
 */
export const OUTSIDE_CHANNELS = words(
  'whatsapp wasap whats telefono mensaje mensajes llamada instagram dm facebook correo email mail',
);

/**
 * What a thing is done from or through, never a list of the app: "desde su celu", "por la web",
 * "en el móvil" (the channels outside it, the devices, the app itself).
 */
export const MEANS = new Set([
  ...OUTSIDE_CHANNELS,
  ...words(
    'celular celu cel movil compu computadora ordenador tablet tableta web app aplicacion pagina',
  ),
]);

export const STOP_WORDS = words(
  'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun aunque bien cada como con contra cual cuales cuando de del desde donde dos el ella ellas ello ellos en entre era es esa esas ese eso esos esta estas este esto estos etc fue ha han hay he la las le les lo los mas me mi mis mucho mucha muchos muchas muy nada ni no nos o otra otras otro otros para pero poco por porque que quien quienes se segun si sin sobre solo sus su tambien tan tanto te todo todos toda todas tu tus un una unas uno unos usted ustedes vez y ya yo e u the and for with of to in my our your i we you it is are es son esta estan eres soy somos',
);

/**
 * Forms of irregular verbs the dictionary does not list (or lists as a noun: "salga"): never a
 * noun, a list item or a field ("los desperfectos que ven", "en qué etapa van", "que salga").
 */
export const VERB_FORMS = words(
  'ven van vas va voy vamos veo vea vean vi vio vieron salga salgan sale salen salio sube suben hay haya hayan pongan ponga pone ponen hagan haga hace hacen diga digan dice dicen tiene tienen tenga tengan quedan queda queden quede pasa pasan pase pasen llega llegan llegue lleguen toca tocan toque puede pueden pueda puedan puedo podes pudo pudieron podria podrian juega juegan juegue jueguen',
);

/**
 * Nouns that are never a thing of the app: talking about apps, time said in passing, fillers,
 * slang for people or feelings. They fill no slot and become no entity.
 */
export const NEVER_ENTITIES = words(
  'rato ratito cual cuales quien quienes donde cuanto cuanta cuantos cuantas aplicacion plataforma web pagina sitio sistema programa software idea proyecto cosa forma manera modo tipo parte lado vez momento dia semana quincena mes bimestre trimestre semestre ano hora minuto noche tarde manana fin vida mundo caso lugar uso gente persona usuario gestion control seguimiento registro lista listado organizacion informacion dato negocio empresa ayuda problema necesidad cuenta movil celular computadora ordenador pantalla boton whatsapp instagram facebook excel papel libreta cuaderno hoja tema rollo lio movida onda vaina chamba curro pega laburo pana parce parcero bro wey guey tio tia colega nadie alguien todo nada algo montón monton poquito pila cantidad numero total vez veces ejemplo favor gracias saludo hola buenas oye mira bueno pues vale ok okay tal loco hart harto medio mitad nuestro suyo cualquiera mismo demas resto final principio inicio sitio ciudad barrio zona pais mundo casa interes cuestion asunto situacion estado fecha precio foto imagen nombre descripcion comentario nota detalle tiempo plata dinero lana guita pasta euro peso dolar mensaje aviso notificacion recordatorio alerta email correo enlace link formulario calendario agenda tablero mapa catalogo historial resumen grafico estadistica informe reporte menu posible',
);

/** People who use an app or are kept in it, as lemmas. */
export const PERSON_NOUNS = words(
  'mesonero mesonera lanchero lanchera tarotista puestero puestera letrista driver nene nena chiquito chiquita profe afinador afinadora actriz cuentacuentos mototaxista crio cria apoderado interprete traductor locutor juez director actor monaguillo afiliado militante delegado coordinador supervisor cargador comerciante asesor auxiliar fontanero electricista enfermero cajero cajera dependiente recepcionista vecino cliente clienta alumno profesor paciente medico doctor arbitro socio miembro jugador entrenador padre madre familia familiar invitado novio proveedor empleado trabajador voluntario dueno propietario inquilino huesped comprador vendedor conductor chofer taxista pasajero estudiante docente maestro lector autor musico artista cocinero camarero mesero repartidor tecnico mecanico cuidador nino hijo amigo companero organizador participante asistente seguidor suscriptor turista viajero guia monitor instructor terapeuta psicologo veterinario dentista abogado contable agricultor ganadero pescador tutor administrador gestor comercial agente mujer hombre abuelo bebe paseador corredor ciclista deportista atleta escritor fotografo disenador peluquero estilista barbero fisioterapeuta fisio nutricionista enfermero farmaceutico residente comensal anfitrion visitante empresario emprendedor autonomo productor pastor catequista coleccionista aficionado oyente espectador votante ciudadano colaborador donante beneficiario adoptante criador educador artesano conserje encargado panadero librero jardinero remero corista cantante bailarin tatuador manicurista masajista esteticista coach preparador nadador futbolista tenista patinador scout lobato hermano cofrade costalero apicultor huertano hortelano inquilina conductora candidato aspirante postulante solicitante ahorrador integrante feligres parroquiano paisano compadre comadre chamo pibe chico chica muchacho muchacha joven adolescente anciano mayor operario albanil fontanero electricista pintor carpintero cerrajero limpiador limpiadora cuidadora canguro ninera chef sumiller barista repostero bodeguero almacenista transportista mensajero motorista piloto capitan patron marinero tripulante guardia vigilante socorrista pediatra odontologo optometrista podologo logopeda psicopedagogo primo nieto tio sobrino peregrino chaval deudor empleador rescatista escalador alpinista montanero senderista surfista buceador esquiador golfista jinete piloto tirador arquero interesado guarda regante',
);

/** Animals, as lemmas. */
export const ANIMAL_NOUNS = words(
  'animal mascota perro perrito gato gatito caballo yegua potro vaca ternero toro oveja cordero cabra cerdo gallina pollo pato conejo hamster pez tortuga loro pajaro ave abeja colmena reptil serpiente burro mula alpaca llama cachorro camada res becerro novillo cria',
);

/** Places and spaces that can be kept, booked or visited. */
export const PLACE_NOUNS = words(
  'pista cancha sala salon aula local oficina despacho consulta consultorio cabina box habitacion cuarto apartamento piso departamento casa cabana parcela huerto bancal finca terreno nave almacen bodega garaje plaza parking estacionamiento mesa restaurante bar cafeteria tienda comercio negocio establecimiento playa ruta sendero mirador parque museo biblioteca gimnasio polideportivo piscina campo estadio club sede iglesia parroquia capilla escuela colegio instituto guarderia residencia hotel hostal albergue camping puesto stand espacio coworking taller estudio muelle amarre embarcadero punto lugar alojamiento',
);

/** Services a business offers and people ask for. */
export const SERVICE_NOUNS = words(
  'servicio tratamiento corte tinte peinado manicura pedicura masaje sesion terapia consulta clase curso taller tutoria asesoria revision limpieza reparacion mantenimiento instalacion lavado bano paseo adiestramiento entrenamiento tatuaje piercing depilacion maquillaje fisioterapia rehabilitacion vacuna vacunacion analisis prueba examen evaluacion traduccion mudanza transporte traslado viaje excursion tour degustacion cata menu catering alquiler',
);

/** Events people organise, attend or take part in. */
export const EVENT_NOUNS = words(
  'evento actividad quedada reunion encuentro cata degustacion fiesta concierto festival feria mercadillo recital tocada velada peña milonga torneo liga campeonato partido carrera competicion concurso certamen exposicion charla conferencia jornada congreso seminario taller ensayo actuacion funcion obra espectaculo boda bautizo comunion cumpleanos celebracion cena comida excursion salida ruta viaje campamento retiro procesion misa culto convivencia asamblea votacion eleccion sorteo rifa colecta maraton regata travesia marcha peregrinacion clase sesion',
);

/** Groups of people. */
export const GROUP_NOUNS = words(
  'equipo grupo clase curso aula familia club asociacion cofradia hermandad peña pena comparsa coro banda orquesta compania patrulla seccion categoria division liga comunidad vecindario cooperativa colectivo tribu cuadrilla brigada turno promocion generacion',
);

/** Things that are kept, lent, sold, inspected, tracked: the default filler of a `thing` slot. */
export const THING_NOUNS = words(
  'objeto enser articulo producto herramienta libro disfraz vestido traje juguete juego consola videojuego bicicleta patinete moto coche carro auto vehiculo furgoneta camion tractor barco bote kayak piragua velero tabla equipo material maquina maquinaria ordenador portatil camara dron instrumento guitarra piano partitura disco vinilo cd pelicula serie comic revista documento archivo expediente factura recibo contrato poliza planta arbol semilla cultivo cosecha flor bonsai maceta colmena panal receta plato bebida vino cerveza cafe pan tarta pastel postre dulce galleta helado comida menu ropa prenda camiseta zapato zapatilla bolso joya reloj mueble electrodomestico lavadora nevera herramienta taladro escalera mochila balon pelota raqueta red cana anzuelo pieza repuesto recambio rueda neumatico bateria filtro aceite medicamento medicina pastilla vacuna dosis inhalador insulina lote caja paquete encargo bono entrada ticket billete carnet tarjeta cupon vale sello premio trofeo medalla obra cuadro foto fotografia dibujo pintura escultura ceramica manualidad vela jabon cosmetico crema perfume anuncio oferta inmueble vivienda propiedad finca habitacion trastero contenedor residuo bidon extintor ascensor caldera',
);

/** Businesses, groups and places an idea is about: what the app's name may say it is for. */
export const BUSINESS_NOUNS = words(
  'peluqueria barberia clinica consultorio academia panaderia pasteleria tienda ferreteria farmacia floristeria libreria veterinaria guarderia taller gimnasio restaurante bar cafeteria asociacion club cofradia hermandad parroquia colegio escuela instituto hotel hostal agencia inmobiliaria gestoria estudio spa centro residencia comunidad cooperativa huerto granja finca bodega vinoteca carniceria fruteria pescaderia heladeria pizzeria hamburgueseria taqueria kiosco quiosco colmado abarrote bodegon ludoteca biblioteca coro banda orquesta comparsa pena grupo protectora refugio albergue camping coworking obrador lavanderia tintoreria optica dentista despacho bufete notaria autoescuela dojo conservatorio escuelita',
);

/** Mass nouns that do not count as one record each: the slot keeps a countable word. */
export const COUNTABLE: Record<string, string> = Object.assign(Object.create(null), {
  ropa: 'prenda',
  comida: 'plato',
  mercancia: 'producto',
  ganado: 'animal',
  maquinaria: 'máquina',
  vestimenta: 'prenda',
  calzado: 'zapato',
  fruta: 'producto',
  verdura: 'producto',
  material: 'material',
});

/** Nouns whose gender their ending does not tell (la clase, el día, el problema, la mano). */
export const FEMININE_NOUNS = words(
  'clase llave calle noche tarde parte suerte muerte gente fuente nave base fase frase clave carne leche nube torre sede red mente serie especie superficie corriente fiebre mano foto moto radio imagen orden sal piel miel flor mujer labor cruz luz voz paz vez ley tos sartén catedral cárcel col hiel capital señal',
);
export const MASCULINE_NOUNS = words(
  'dia mapa problema sistema tema programa idioma clima drama esquema poema dilema lema planeta sofa tranvia cometa pijama aroma fantasma pentagrama telegrama diploma crucigrama holograma guarda',
);

/**
 * Nouns the dictionary lacks, or lists only as a verb form ("anuncio" ← anunciar) or under
 * another lemma ("partidas" ← partido): the analysis adds their noun reading. Singular, folded
 * key → as written.
 */
export const EXTRA_NOUNS: Record<string, string> = Object.assign(Object.create(null), {
  anuncio: 'anuncio',
  dojo: 'dojo',
  reunion: 'reunión',
  enser: 'enser',
  supermercado: 'supermercado',
  ludoteca: 'ludoteca',
  padel: 'pádel',
  recetario: 'recetario',
  tour: 'tour',
  hostel: 'hostel',
  expensa: 'expensa',
  tamal: 'tamal',
  alebrije: 'alebrije',
  brincolin: 'brincolín',
  mototaxi: 'mototaxi',
  kayak: 'kayak',
  tablet: 'tablet',
  importe: 'importe',
  auxiliar: 'auxiliar',
  propuesta: 'propuesta',
  bebida: 'bebida',
  apuesta: 'apuesta',
  entreno: 'entreno',
  reporte: 'reporte',
  ensayo: 'ensayo',
  regata: 'regata',
  tatuador: 'tatuador',
  tatuadora: 'tatuadora',
  lead: 'lead',
  ticket: 'ticket',
  partida: 'partida',
  informe: 'informe',
  pedido: 'pedido',
  envio: 'envío',
  aviso: 'aviso',
  registro: 'registro',
  encargo: 'encargo',
  pago: 'pago',
  cobro: 'cobro',
  gasto: 'gasto',
  turno: 'turno',
  reclamo: 'reclamo',
  prestamo: 'préstamo',
  alquiler: 'alquiler',
  voto: 'voto',
  aporte: 'aporte',
  abono: 'abono',
  deal: 'deal',
  bartender: 'bartender',
  coworking: 'coworking',
  podcast: 'podcast',
  remis: 'remís',
  remisero: 'remisero',
  delivery: 'delivery',
  deposito: 'depósito',
  anticipo: 'anticipo',
  consumo: 'consumo',
  retiro: 'retiro',
});

/**
 * Who works in a business the idea names, when its people are the app's staff ("agenda pa mi
 * barbería" → barberos): folded business noun → the staff noun, as written.
 */
export const STAFF_OF_BUSINESS: Record<string, string> = Object.assign(Object.create(null), {
  barberia: 'barbero',
  peluqueria: 'estilista',
  tatuaje: 'tatuador',
  estetica: 'esteticista',
  spa: 'terapeuta',
  autoescuela: 'profesor',
  academia: 'profesor',
  gimnasio: 'entrenador',
  gym: 'entrenador',
  box: 'entrenador',
  fisioterapia: 'fisioterapeuta',
  dentista: 'dentista',
  odontologia: 'dentista',
  veterinaria: 'veterinario',
  manicura: 'manicurista',
  unas: 'manicurista',
});

/**
 * The record a verb makes, by the nouns that name it (folded): "que se postulen con fotos y
 * medidas" hands the photos and measures to the application, "que se inscriban con la talla" to
 * the registration. Only verbs whose record is never in doubt.
 */
export const RECORD_OF_VERB: Record<string, string[]> = Object.assign(Object.create(null), {
  postular: ['postulacion', 'candidatura', 'solicitud'],
  aplicar: ['postulacion', 'candidatura', 'solicitud'],
  inscribir: ['inscripcion', 'registro'],
  matricular: ['matricula', 'inscripcion'],
  reservar: ['reserva', 'cita', 'turno'],
  encargar: ['encargo', 'pedido'],
  solicitar: ['solicitud', 'peticion'],
  reportar: ['reporte', 'incidencia', 'aviso', 'reclamo'],
  denunciar: ['denuncia', 'reporte', 'incidencia'],
  donar: ['donacion', 'donativo'],
  votar: ['voto'],
  agendar: ['cita', 'turno', 'reserva'],
  // "los temporeros se apuntan con sus datos…": signing up, the record of it.
  apuntar: ['inscripcion', 'candidatura', 'postulacion', 'solicitud'],
  anotar: ['inscripcion', 'candidatura', 'postulacion', 'solicitud'],
});
