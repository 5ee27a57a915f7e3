// The type a detail's head word says it has ("fecha de caducidad" → a date, "dorsal" → a number,
// "letra" → a long text), when no other rule of details.ts says it first (a plural measure
// counts: "días de baja" is a number; "número de serie" is a text). Data with its examples
// (decision 0276), run by tables.test.ts.
import type { FieldType } from '../../../contracts/data-model.ts';
import type { WordGroup } from './cases.ts';

const GIMNASIO =
  'gimnasio de barrio: de cada socio apunto el cumpleaños, el vencimiento de la cuota y el saldo pendiente';
const FUTBOL =
  'club de fútbol infantil: de cada niño apunto el nacimiento, la talla de camiseta, el dorsal, el teléfono de los padres y el email';
const LIMPIEZA =
  'empresa de limpieza: de cada empleada apunto cuántos días de baja tuvo y las horas extra del mes';
const VUELO = 'escuela de vuelo: de cada alumno apunto las horas de vuelo y la hora de la clase';
const TRAJES =
  'alquilo trajes: de cada alquiler apunto la fianza, el depósito, la tarifa por día y la hora de devolución';
const NUMERO_DE_TRAJE =
  'alquilo trajes: de cada alquiler apunto la hora de devolución y el número de traje';
const PESCA =
  'peña de pesca: de cada salida apunto la fecha, la hora de salida, cuántas horas estuvimos y el tiempo que hizo';
const CERAMICA =
  'taller de cerámica: de cada pieza apunto la forma de pago, el valor y el sueldo del ayudante';
const SELLOS =
  'coleccionistas de sellos: de cada sello apunto el año, el valor, la imagen y el enlace a la subasta';
const BICIS =
  'taller de bicis: de cada bici apunto el número de serie, el número de cuadro y el color';
const CARRERAS = 'club de corredores: de cada carrera apunto el tiempo, el dorsal y la posición';
const ACUARIO =
  'acuario: en cada revisión anoto el amonio, los nitritos, los nitratos y la dureza del agua';
const PISCINA =
  'control de piscina: cada día apunto la temperatura, el ph, el cloro, la salinidad y la presión del filtro';
const RECETAS =
  'de cada receta apunto la preparación, la elaboración, las raciones, la duración y una foto';
const SOCIOS =
  'registro de socios: de cada socio apunto su whatsapp, su móvil, su instagram y su web';
const PROTECTORA =
  'protectora: de cada perro apunto la fotografía, la historia, el diagnóstico del veterinario y si tiene chip';
const TORTILLAS =
  'concurso de tortillas: de cada tortilla apunto la valoración del jurado, cuántas fotos subió y su foto';
const PATROCINADORES =
  'patrocinadores del torneo: de cada patrocinador guardamos el logo, la web y el mail de contacto';
const CORREOS =
  'llevo los envíos de la tienda online: de cada envío apunto el cliente, la fecha y si fue por correo certificado';
const LIBROS =
  'club de lectura: de cada libro apunto el año de publicación, el número de páginas y la editorial';
const NATACION =
  'escuela de natación: de cada alumno apunto la altura, la edad y los minutos que aguanta nadando';
const BANCALES =
  'huerto: de cada bancal apunto los metros, el año de plantación y las plazas libres';
const CLIENTES = 'de cada cliente apunto el celular, el wasap y el móvil del trabajo';
const MOVILES =
  'taller de reparación de móviles: de cada reparación apunto el móvil (marca y modelo), la avería y el presupuesto';
const BALONCESTO =
  'club de baloncesto: de cada jugador apunto la altura, la estatura del padre, los puntos de cada partido y el video de la jugada';
const EXTINTORES =
  'tengo 30 extintores y hay que revisarlos: presión correcta, precinto y fecha de retimbrado';
const BANDA =
  'banda de música: de cada canción guardamos la letra, el enlace al video, la duración y el tono';
const RESENAS =
  'reseñas de restaurantes: de cada visita apunto la valoración, la puntuación, la opinión y el precio por persona';

/** Each type with the head words that say it. */
export const FIELD_TYPE_WORDS: (WordGroup & { type: FieldType })[] = [
  {
    type: 'date',
    words: ['fecha', 'dia', 'vencimiento', 'caducidad', 'cumpleanos', 'nacimiento'],
    examples: [
      { idea: FUTBOL, shows: 'Niño.Nacimiento:date' },
      { idea: GIMNASIO, shows: '.Cumpleaños:date' },
      { idea: GIMNASIO, shows: '.Vencimiento:date' },
    ],
    // How many days is a count.
    counterExamples: [{ idea: LIMPIEZA, shows: '.Días de baja:date' }],
  },
  {
    type: 'datetime',
    words: ['hora'],
    examples: [
      { idea: VUELO, shows: 'Clase.Hora:datetime' },
      { idea: NUMERO_DE_TRAJE, shows: 'Alquiler.Hora de devolución:datetime' },
      { idea: PESCA, shows: '.Hora de salida:datetime' },
    ],
    // How many hours is a count.
    counterExamples: [{ idea: VUELO, shows: '.Horas de vuelo:datetime' }],
  },
  {
    type: 'money',
    words: [
      'precio',
      'costo',
      'coste',
      'importe',
      'valor',
      'sena',
      'senal',
      'anticipo',
      'deposito',
      'fianza',
      'monto',
      'saldo',
      'iva',
      'presupuesto',
      'tarifa',
      'cuota',
      'sueldo',
      'salario',
      'pago',
      'total',
      'propina',
      'abono',
      'gasto',
      'jornal',
    ],
    examples: [
      { idea: TRAJES, shows: 'Alquiler.Depósito:money' },
      { idea: CERAMICA, shows: 'Pieza.Valor:money' },
      { idea: CERAMICA, shows: 'Pieza.Sueldo del ayudante:money' },
      { idea: SELLOS, shows: 'Sello.Valor:money' },
    ],
    // «forma de pago» is how, not how much.
    counterExamples: [{ idea: CERAMICA, shows: '.Forma de pago:money' }],
  },
  {
    // Counts, sizes and ages.
    type: 'number',
    words: [
      'cantidad',
      'numero',
      'kilo',
      'kilometraje',
      'kilometro',
      'km',
      'peso',
      'pagina',
      'serie',
      'repeticion',
      'racion',
      'persona',
      'edad',
      'altura',
      'estatura',
      'talla_numero',
      'ano',
      'litro',
      'minuto',
      'duracion',
      'capacidad',
      'plaza',
      'stock',
      'unidad',
      'metro',
      'gramo',
      'hectarea',
    ],
    examples: [
      { idea: LIBROS, shows: 'Libro.Año de publicación:number' },
      { idea: NATACION, shows: 'Alumno.Altura:number' },
      { idea: BANCALES, shows: 'Bancal.Metros:number' },
    ],
    // One thing's number is what tells it apart, a text.
    counterExamples: [
      { idea: BICIS, shows: '.Número de serie:number' },
      { idea: NUMERO_DE_TRAJE, shows: '.Número de traje:number' },
    ],
  },
  {
    // "fecha, temperatura, humedad": a reading, a number. "el pH, amonio, nitritos y
    // nitratos", "el cloro de la piscina": a water test's readings.
    type: 'number',
    words: [
      'temperatura',
      'presion',
      'humedad',
      'ph',
      'amonio',
      'amoniaco',
      'amonia',
      'nitrito',
      'nitrato',
      'cloro',
      'salinidad',
      'dureza',
      'saturacion',
      'pulsaciones',
    ],
    examples: [
      { idea: ACUARIO, shows: 'Revisión.Amonio:number' },
      { idea: PISCINA, shows: '.Temperatura:number' },
    ],
    // What a check finds right is a yes/no, not a reading.
    counterExamples: [{ idea: EXTINTORES, shows: '.Presión correcta:number' }],
  },
  {
    // A game's score. "con dorsal y talla de camiseta": the runner's number.
    type: 'number',
    words: ['puntos', 'gol', 'dorsal'],
    examples: [
      { idea: FUTBOL, shows: 'Niño.Dorsal:number' },
      { idea: CARRERAS, shows: '.Dorsal:number' },
    ],
    // A race's time and place are no count.
    counterExamples: [
      { idea: CARRERAS, shows: '.Tiempo:number' },
      { idea: CARRERAS, shows: '.Posición:number' },
    ],
  },
  {
    type: 'url',
    words: ['video', 'enlace', 'link', 'web', 'linkedin', 'instagram', 'cv', 'curriculum'],
    examples: [
      { idea: SOCIOS, shows: 'Socio.Instagram:url' },
      { idea: SOCIOS, shows: 'Socio.Web:url' },
      { idea: PATROCINADORES, shows: 'Patrocinador.Web:url' },
    ],
    // A video of a play is one of the club's own things, no link of the player.
    counterExamples: [{ idea: BALONCESTO, shows: 'Jugador.Video:url' }],
  },
  {
    // A race's time («1:32:05») or the weather of an outing: a text.
    type: 'text',
    words: ['tiempo'],
    examples: [{ idea: CARRERAS, shows: '.Tiempo:text' }],
    counterExamples: [{ idea: CARRERAS, shows: '.Tiempo:datetime' }],
  },
  {
    type: 'image',
    words: ['foto', 'imagen', 'fotografia', 'logo'],
    examples: [{ idea: PATROCINADORES, shows: 'Patrocinador.Logo:image' }],
    // How many photos is a count, no photo.
    counterExamples: [{ idea: TORTILLAS, shows: '.Fotos:image' }],
  },
  {
    type: 'email',
    words: ['email', 'correo', 'mail'],
    // Another rule reads «mail» as an email too: this example holds either way.
    examples: [{ idea: PATROCINADORES, shows: 'Patrocinador.Mail:email' }],
    // Mail sent by post is no email.
    counterExamples: [{ idea: CORREOS, shows: '.Correo certificado:email' }],
  },
  {
    type: 'phone',
    words: ['telefono', 'celular', 'whatsapp', 'whats', 'wasap', 'movil'],
    examples: [{ idea: CLIENTES, shows: 'Cliente.Móvil del trabajo:phone' }],
    // A phone brought in to be mended is a thing, not a number to call.
    counterExamples: [{ idea: MOVILES, shows: '.Móvil:phone' }],
  },
  {
    type: 'rating',
    words: ['puntaje', 'puntuacion', 'valoracion', 'calificacion', 'estrella'],
    examples: [{ idea: TORTILLAS, shows: 'Tortilla.Valoración del jurado:rating' }],
    // How many photos is a count, never stars.
    counterExamples: [{ idea: TORTILLAS, shows: '.Fotos:rating' }],
  },
  {
    type: 'longtext',
    words: [
      'resena',
      'comentario',
      'observacion',
      'nota',
      'descripcion',
      'notas',
      'opinion',
      'mensaje',
      'dedicatoria',
      'diagnostico',
      'historia',
      'experiencia',
      'letra',
      'requisito',
      'instruccion',
      'preparacion',
      'elaboracion',
      'desarrollo',
      'biografia',
      'contraindicacion',
      'sinopsis',
      'resumen',
      'recomendacion',
    ],
    examples: [
      { idea: PROTECTORA, shows: 'Perro.Historia:longtext' },
      { idea: PROTECTORA, shows: 'Perro.Diagnóstico del veterinario:longtext' },
      { idea: BANDA, shows: 'Canción.Letra:longtext' },
      { idea: RECETAS, shows: 'Receta.Elaboración:longtext' },
      { idea: RESENAS, shows: 'Visita.Opinión:longtext' },
    ],
    // «si tiene chip» asks a yes/no, however long its record's texts.
    counterExamples: [{ idea: PROTECTORA, shows: 'Perro.Chip:longtext' }],
  },
];

/** Head word → type, as details.ts reads it (no prototype: «constructor» says nothing). */
export const TYPE_OF: Record<string, FieldType> = Object.assign(
  Object.create(null),
  Object.fromEntries(FIELD_TYPE_WORDS.flatMap((g) => g.words.map((w) => [w, g.type]))),
);
