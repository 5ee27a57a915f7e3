import type {
  AppDefinition,
  AppEntity,
  AppField,
  RecordData,
} from '../../../contracts/app-definition.ts';
import type { Currency } from '../../../kit/definition.ts';
import { newId } from '../../lib/ids.ts';
import type { NewRecordRow } from './records.repo.ts';

// A new app's example records (issue 20): three per entity, in Spanish, fitting each field's
// type, with references pointing at the target entity's examples. Marked `isExample`, so the
// owner removes them all in one click. Deterministic but for ids and today's date.

export const EXAMPLES_PER_ENTITY = 3;

// People's names, in the order the examples take them: a second person named on one record (a
// child and the parent who enrols them) takes the next three.
const PEOPLE = [
  'Lucía García',
  'Marcos Pérez',
  'Elena Ruiz',
  'Javier Martín',
  'Carmen López',
  'Daniel Sánchez',
];
const PETS = ['Rocky', 'Luna', 'Toby'];
const EMAILS = ['lucia.garcia@ejemplo.com', 'marcos.perez@ejemplo.com', 'elena.ruiz@ejemplo.com'];
/**
 * A country's example phones and amounts, by the app's currency (decision 0275): a shop in
 * Bogotá shows «+57 300 123 4501» and «$ 80.000», not «+34 600…» and «19,90 €»; and where its
 * example places are on a map (`at`, its capital: decision 0292), never at latitude 3, longitude 3.
 */
const LOCAL_EXAMPLES: Record<
  Currency,
  { phone: string; amounts: [number, number, number]; at: [number, number] }
> = {
  EUR: { phone: '+34 600 123 40', amounts: [19.9, 45, 120], at: [40.4168, -3.7038] },
  USD: { phone: '+1 305 555 010', amounts: [19.9, 45, 120], at: [25.7617, -80.1918] },
  MXN: { phone: '+52 55 1234 560', amounts: [350, 800, 2200], at: [19.4326, -99.1332] },
  COP: { phone: '+57 300 123 450', amounts: [80000, 180000, 450000], at: [4.711, -74.0721] },
  ARS: { phone: '+54 9 11 2345 670', amounts: [18000, 45000, 120000], at: [-34.6037, -58.3816] },
  CLP: { phone: '+56 9 1234 560', amounts: [15000, 40000, 110000], at: [-33.4489, -70.6693] },
  PEN: { phone: '+51 987 654 32', amounts: [70, 160, 450], at: [-12.0464, -77.0428] },
  DOP: { phone: '+1 809 555 010', amounts: [1200, 2700, 7000], at: [18.4861, -69.9312] },
  GTQ: { phone: '+502 5123 450', amounts: [150, 350, 900], at: [14.6349, -90.5069] },
  UYU: { phone: '+598 99 123 45', amounts: [800, 1800, 4800], at: [-34.9011, -56.1645] },
  BOB: { phone: '+591 7123 450', amounts: [140, 300, 800], at: [-16.4897, -68.1193] },
  PYG: { phone: '+595 981 123 45', amounts: [150000, 320000, 850000], at: [-25.2637, -57.5759] },
  CRC: { phone: '+506 8123 450', amounts: [10000, 24000, 60000], at: [9.9281, -84.0907] },
  HNL: { phone: '+504 9123 450', amounts: [500, 1100, 3000], at: [14.0723, -87.1921] },
  NIO: { phone: '+505 8123 450', amounts: [700, 1600, 4400], at: [12.1364, -86.2514] },
};

/** The app's currency: its first money field's (none is euros). */
function currencyOfApp(definition: AppDefinition): Currency {
  for (const e of definition.entities)
    for (const f of e.fields) if (f.type === 'money' && f.currency) return f.currency;
  return 'EUR';
}
const NOTES = [
  'Registro de ejemplo: edítalo o bórralo cuando quieras.',
  'Otro ejemplo para ver cómo se muestra la información.',
  'Un tercer ejemplo; los ejemplos se quitan todos de una vez.',
];
const PERSON_WORDS =
  /cliente|usuari|soci|persona|miembro|alumn|profesor|monitor|entrenador|veterinari|paciente|emplead|contacto|autor|due|vecin|jugador|voluntari|invitad|propietari|responsable|tutor|padre|madre|famili|niñ|hij|participante|asistente|inquilin|huésped|conductor|chofer|destinatari|viajer|pasajer|estudiante|integrante|residente|trabajador|camarer|repartidor|músico|corista|bailar|deportista|atleta|comprador|abuel|anfitri|donante/i;
// A record a person makes of themselves, whose «Nombre» is theirs: an enrolment, a booking…
const PERSON_ACTS =
  /inscripci|reserva|cita|solicitud|matr[ií]cula|candidatura|consulta|pedido|encargo|mensaje|comentario|rese[ñn]a|asistencia|apuntad|registro de|visita|donaci|reclamaci|respuesta|voto/i;
const PET_WORDS = /perro|mascota|gato|caballo|animal/i;

/**
 * What a text field's examples say when its label tells what it holds (decision 0275): an
 * address reads as one, a code as a code, never «Dirección (primer ejemplo)». Data with its
 * examples and counter-examples (labels), run by seed.test.ts; the first rule that matches wins.
 */
export const TEXT_EXAMPLES: {
  matches: RegExp;
  /** The lists whose field it is, when the label alone says too little («Qué» of an outing). */
  entities?: RegExp;
  values: [string, string, string];
  /** Labels, or «Label @ List» for a rule of some lists only. */
  examples: string[];
  counterExamples: string[];
}[] = [
  {
    matches: /^(direcci[oó]n|domicilio|direcci[oó]n de (entrega|env[ií]o|recogida))\b/i,
    values: ['Calle Mayor 12, 2.º B', 'Avenida del Parque 45', 'Plaza de la Iglesia 3'],
    examples: ['Dirección', 'Dirección de entrega', 'Domicilio'],
    counterExamples: ['Correo', 'Zona'],
  },
  {
    // Where a problem is (decision 0283): «Dónde (dirección, portal, aula…)».
    matches: /^d[oó]nde\b/i,
    values: ['Portal 2', 'Aula 3', 'Entrada principal'],
    examples: ['Dónde (dirección, portal, aula…)', 'Dónde'],
    counterExamples: ['Dirección', 'Destino'],
  },
  {
    // A ride's start and end (decision 0283): places any town has, read as examples.
    matches: /^origen\b/i,
    values: ['Estación de autobuses', 'Aeropuerto', 'Centro comercial'],
    examples: ['Origen', 'Origen o dirección de recogida'],
    counterExamples: ['Destino', 'Dirección'],
  },
  {
    matches: /^destino \((ciudad|lugar)/i,
    values: ['La capital', 'La costa', 'La sierra'],
    examples: ['Destino (ciudad o lugar)'],
    counterExamples: ['Destino', 'Destinatario'],
  },
  {
    matches: /^destino\b/i,
    values: ['Aeropuerto', 'Centro', 'Estación de tren'],
    examples: ['Destino'],
    counterExamples: ['Destinatario', 'Origen'],
  },
  {
    matches: /^(zona|barrio|ciudad|localidad|pueblo|municipio|ubicaci[oó]n|lugar)\b/i,
    values: ['Centro', 'Barrio Norte', 'Zona Sur'],
    examples: ['Zona', 'Barrio', 'Ubicación', 'Lugar'],
    counterExamples: ['Dirección', 'Nombre del lugar'],
  },
  {
    matches: /^(c[oó]digo|referencia|n[uú]mero|n\.?º|matr[ií]cula|placa|serie|sku|folio)\b/i,
    values: ['A-001', 'A-002', 'A-003'],
    examples: [
      'Código',
      'Número de socio',
      'Referencia',
      'Matrícula',
      'Número de serie, IMEI o matrícula',
    ],
    counterExamples: ['Nombre', 'Teléfono'],
  },
  {
    // A sponsor's or an advertiser's brand is a company, not a model of a thing.
    matches: /^marca$/i,
    entities: /patrocin|anunciant|colaborador|marca|cliente/i,
    values: ['Cafés La Molienda', 'Deportes Altura', 'Cosmética Brisa'],
    examples: ['Marca @ Patrocinador', 'Marca @ Anunciante', 'Marca @ Cliente'],
    counterExamples: ['Marca @ Bicicleta', 'Marca y modelo @ Patrocinador'],
  },
  {
    matches: /^(marca y modelo|marca|modelo)\b/i,
    values: ['Modelo básico', 'Modelo estándar', 'Modelo grande'],
    examples: ['Marca', 'Modelo', 'Marca y modelo'],
    counterExamples: ['Tipo'],
  },
  {
    matches: /^(color|colores)\b/i,
    values: ['Azul', 'Rojo', 'Verde'],
    examples: ['Color'],
    counterExamples: ['Tipo'],
  },
  {
    matches: /^(talla)\b/i,
    values: ['M', 'L', 'S'],
    examples: ['Talla', 'Talla de camiseta'],
    counterExamples: ['Tamaño o raciones'],
  },
  {
    matches: /^(horario|hora|franja)\b/i,
    values: ['De 9:00 a 14:00', 'De 16:00 a 20:00', 'De 10:00 a 13:00'],
    examples: ['Horario', 'Hora de entrada', 'Franja'],
    counterExamples: ['Fecha'],
  },
  {
    matches: /^(empresa|negocio|organizaci[oó]n|raz[oó]n social)\b/i,
    values: ['Panadería El Sol', 'Taller Ruiz', 'Estudio Norte'],
    examples: ['Empresa', 'Negocio', 'Razón social'],
    counterExamples: ['Nombre', 'Tipo de empresa'],
  },
  {
    matches: /^(concepto|motivo)\b/i,
    values: ['Compra de la semana', 'Arreglo', 'Pedido especial'],
    examples: ['Concepto', 'Motivo'],
    counterExamples: ['Notas'],
  },
  {
    matches: /^(sabor|sabor o relleno|relleno)\b/i,
    values: ['Chocolate', 'Vainilla', 'Fresa'],
    examples: ['Sabor', 'Sabor o relleno', 'Relleno'],
    counterExamples: ['Tamaño o raciones'],
  },
  {
    // What a report, a ticket or a breakdown says happens (decision 0283).
    matches: /^qu[eé] (pasa|ocurre|ha pasado|falla)\b/i,
    values: ['Gotera en el baño', 'No funciona la luz del portal', 'La puerta no cierra bien'],
    examples: ['Qué pasa', 'Qué ocurre'],
    counterExamples: ['Qué es', 'Qué hay que hacer'],
  },
  {
    matches: /^qu[eé] hay que hacer\b/i,
    values: ['Llamar para confirmar', 'Mandar el presupuesto', 'Pasar a cobrar'],
    examples: ['Qué hay que hacer'],
    counterExamples: ['Qué pasa', 'Qué se hizo'],
  },
  {
    // A found thing, as a finder describes it.
    matches: /^qu[eé] es\b/i,
    entities: /objeto|prenda|hallazgo|perdid/i,
    values: ['Chaqueta azul', 'Llaves con llavero rojo', 'Mochila negra'],
    examples: ['Qué es @ Objeto', 'Qué es @ Objeto perdido'],
    counterExamples: ['Qué es @ Cruce', 'Qué pasa @ Objeto'],
  },
  {
    matches: /^(puesto|vacante)\b/i,
    values: ['Camarero o camarera', 'Ayudante de cocina', 'Recepcionista'],
    examples: ['Puesto', 'Vacante'],
    counterExamples: ['Empresa', 'Destino'],
  },
  {
    // What an outing or a day of a trip does.
    matches: /^qu[eé]$/i,
    entities: /actividad|excursi[oó]n|plan|salida|d[ií]a|etapa/i,
    values: ['Visita guiada', 'Comida en grupo', 'Tarde libre'],
    examples: ['Qué @ Actividad', 'Qué @ Excursión'],
    counterExamples: ['Qué @ Oferta', 'Qué pasa @ Actividad'],
  },
  {
    // What a neighbour offers in a time bank, or a favour asked.
    matches: /^qu[eé]$/i,
    entities: /oferta|favor|servicio|habilidad|demanda|petici[oó]n/i,
    values: ['Clases de inglés', 'Arreglos de costura', 'Acompañar al médico'],
    examples: ['Qué @ Oferta', 'Qué @ Favor', 'Qué @ Habilidad'],
    counterExamples: ['Qué @ Actividad', 'Qué es @ Oferta'],
  },
  {
    matches: /^opci[oó]n$/i,
    values: ['Opción A', 'Opción B', 'Opción C'],
    examples: ['Opción'],
    counterExamples: ['Opciones de pago'],
  },
  // A farm's animals have their own breeds (a sheep is no Labrador).
  {
    matches: /^raza\b/i,
    entities: /oveja|borreg|cordero/i,
    values: ['Merina', 'Churra', 'Latxa'],
    examples: ['Raza @ Oveja'],
    counterExamples: ['Raza @ Perro', 'Raza @ Vaca'],
  },
  {
    matches: /^raza\b/i,
    entities: /vaca|toro|ternero|novilla|bovino/i,
    values: ['Holstein', 'Jersey', 'Normando'],
    examples: ['Raza @ Vaca', 'Raza @ Ternero'],
    counterExamples: ['Raza @ Oveja'],
  },
  {
    matches: /^raza\b/i,
    entities: /caballo|yegua|potro|equino/i,
    values: ['Pura raza española', 'Criollo', 'Árabe'],
    examples: ['Raza @ Caballo', 'Raza @ Yegua'],
    counterExamples: ['Raza @ Gato'],
  },
  {
    matches: /^raza\b/i,
    entities: /cabra|chivo|caprino/i,
    values: ['Murciano-granadina', 'Majorera', 'Saanen'],
    examples: ['Raza @ Cabra'],
    counterExamples: ['Raza @ Caballo'],
  },
  {
    matches: /^raza\b/i,
    entities: /cerd|porcin|lech[oó]n/i,
    values: ['Ibérico', 'Duroc', 'Landrace'],
    examples: ['Raza @ Cerda', 'Raza @ Cerdo'],
    counterExamples: ['Raza @ Perro'],
  },
  {
    matches: /^raza\b/i,
    entities: /gat/i,
    values: ['Europeo común', 'Siamés', 'Persa'],
    examples: ['Raza @ Gato', 'Raza @ Gatito'],
    counterExamples: ['Raza @ Perro'],
  },
  {
    matches: /^(raza|especie)\b/i,
    values: ['Mestizo', 'Labrador', 'Pastor alemán'],
    examples: ['Raza', 'Especie', 'Raza @ Perro'],
    counterExamples: ['Nombre'],
  },
  // What an animal was given (decision 0297: a logbook's vaccinations and dewormings).
  {
    matches: /^(vacuna|vacuna o producto)$/i,
    values: ['Clostridiosis', 'Lengua azul', 'Brucelosis'],
    examples: ['Vacuna o producto @ Vacuna', 'Vacuna'],
    counterExamples: ['Producto @ Pedido'],
  },
  {
    matches: /^producto$/i,
    entities: /desparasitaci/i,
    values: ['Ivermectina', 'Albendazol', 'Closantel'],
    examples: ['Producto @ Desparasitación'],
    counterExamples: ['Producto @ Movimiento'],
  },
];

/**
 * What a number field's examples are when its label tells what it counts: a service's
 * «Duración (minutos)» is 30, not 3; a grade is out of ten, never 12. Data with its examples and
 * counter-examples (labels), run by seed.test.ts; the first rule that matches wins, and a label
 * none matches keeps 3, 12 and 7.
 */
export const NUMBER_EXAMPLES: {
  matches: RegExp;
  values: [number, number, number];
  examples: string[];
  counterExamples: string[];
}[] = [
  {
    // An animal's young at one birth: one to three (a sow's litter is bigger, still a few).
    matches:
      /^(cr[ií]as|cr[ií]as vivas|cr[ií]as destetadas|corderos|lechones|terneros|cabritos|potros|gazapos|cachorros)$/i,
    values: [2, 1, 3],
    examples: ['Crías', 'Corderos', 'Crías vivas', 'Lechones'],
    counterExamples: ['Kilos de lana', 'Número de personas'],
  },
  {
    matches: /minutos|^duraci[oó]n$/i,
    values: [30, 45, 60],
    examples: ['Duración (minutos)', 'Duración', 'Minutos jugados'],
    counterExamples: ['Horas dedicadas', 'Duración (días)'],
  },
  {
    matches: /^horas\b|\(horas\)|\bhoras (dedicadas|trabajadas)/i,
    values: [2, 4, 1],
    examples: ['Horas', 'Horas dedicadas', 'Duración (horas)'],
    counterExamples: ['Duración (minutos)', 'Horario'],
  },
  {
    matches: /kil[oó]metros|\bkm\b/i,
    values: [120, 85, 240],
    examples: ['Kilómetros', 'Km recorridos', 'Kilómetros del vehículo'],
    counterExamples: ['Kilos de miel', 'Metros'],
  },
  {
    matches: /^(nota|puntuaci[oó]n|calificaci[oó]n)\b(?! m[aá]xima)/i,
    values: [8, 6.5, 9.5],
    examples: ['Nota', 'Calificación', 'Puntuación'],
    counterExamples: ['Nota máxima', 'Notas', 'Puntos'],
  },
  {
    matches: /^nota m[aá]xima\b/i,
    values: [10, 10, 10],
    examples: ['Nota máxima'],
    counterExamples: ['Nota'],
  },
  {
    // The seats a booking takes («Plazas (contándote a ti)») are a few, not a room's.
    matches: /^(plazas|aforo|capacidad)\b(?!.*cont[aá]ndote)/i,
    values: [20, 12, 30],
    examples: ['Plazas', 'Aforo', 'Capacidad (personas)', 'Plazas libres'],
    counterExamples: ['Personas', 'Cantidad', 'Plazas (contándote a ti)'],
  },
  {
    matches: /cont[aá]ndote|^(n[uú]mero de )?(personas|comensales|acompa[ñn]antes)\b/i,
    values: [2, 4, 1],
    examples: ['Plazas (contándote a ti)', 'Número de personas', 'Comensales', 'Acompañantes'],
    counterExamples: ['Plazas', 'Capacidad (personas)'],
  },
  {
    matches: /porcentaje|%/i,
    values: [10, 5, 15],
    examples: ['Porcentaje', 'Descuento (%)', 'Interés (%) si es un préstamo'],
    counterExamples: ['Cantidad'],
  },
  {
    // An order or a turn: the first, the second, the third.
    matches:
      /^(orden|n[uú]mero|n[uú]mero de turno|turno|posici[oó]n|jornada)\b(?! de (socio|serie|personas))/i,
    values: [1, 2, 3],
    examples: ['Orden', 'Orden en la carta', 'Número', 'Número de turno', 'Jornada o ronda'],
    counterExamples: ['Número de personas', 'Cantidad', 'Número de socio'],
  },
  {
    // A scale said in the label: «Dolor (0 a 10)».
    matches: /\(0 a 10\)|de 0 a 10/i,
    values: [3, 6, 2],
    examples: ['Dolor (0 a 10)', 'Cansancio de 0 a 10'],
    counterExamples: ['Dolor'],
  },
  {
    matches: /vacaciones/i,
    values: [22, 23, 30],
    examples: ['Días de vacaciones al año', 'Vacaciones'],
    counterExamples: ['Días'],
  },
  {
    matches: /^(a[ñn]o|cosecha \(a[ñn]o\)|a[ñn]o de (compra|fabricaci[oó]n|cosecha))$/i,
    values: [2026, 2025, 2024],
    examples: ['Año', 'Cosecha (año)', 'Año de fabricación'],
    counterExamples: ['Años de experiencia', 'Días de vacaciones al año'],
  },
  {
    matches: /^elo\b/i,
    values: [1650, 1420, 1880],
    examples: ['Elo o nivel', 'Elo'],
    counterExamples: ['Nivel'],
  },
  {
    matches: /^ph$/i,
    values: [6.5, 7, 7.4],
    examples: ['pH'],
    counterExamples: ['Peso'],
  },
  {
    matches: /cintura|per[ií]metro/i,
    values: [82, 90, 76],
    examples: ['Perímetro de cintura (cm)', 'Cintura'],
    counterExamples: ['Peso (kg)'],
  },
  {
    matches: /^temperatura\b/i,
    values: [21, 18, 24],
    examples: ['Temperatura', 'Temperatura (°C)'],
    counterExamples: ['Tiempo'],
  },
];

/** The examples of a number field by what its label says, or null. */
export function numberExamples(fieldLabel: string): [number, number, number] | null {
  return NUMBER_EXAMPLES.find((r) => r.matches.test(fieldLabel.trim()))?.values ?? null;
}

/**
 * A date that is always in the past (decision 0292): nobody is born next week, and a member
 * who joined, or a thing bought, did so before today. Data with its examples and
 * counter-examples; the first rule that matches wins. `days`: how long ago, per example.
 */
export const PAST_DATES: {
  matches: RegExp;
  /** The lists whose field it is, when the label alone says too little (a child or an adult). */
  entities?: RegExp;
  days: [number, number, number];
  examples: string[];
  counterExamples: string[];
}[] = [
  {
    // A farm's or a shelter's animals are a few years old, not a person's age.
    matches: /nacimiento/i,
    entities:
      /oveja|borreg|vaca|toro|ternero|novilla|caballo|yegua|potro|cabra|cerd|perr|gat|animal|mascota|conejo|gallina/i,
    days: [700, 1520, 410],
    examples: [
      'Fecha de nacimiento @ Oveja',
      'Fecha de nacimiento @ Caballo',
      'Nacimiento @ Perro',
    ],
    counterExamples: ['Fecha de nacimiento @ Socio', 'Fecha de nacimiento @ Niño'],
  },
  {
    // What happened to an animal or a thing is in the past: a birth, a vaccination, a check.
    matches: /^fecha$/i,
    entities:
      /^(parto|vacuna|esquila|orde[ñn]o|inseminaci[oó]n|destete|desparasitaci[oó]n|revisi[oó]n|inspecci[oó]n|control|chequeo|mantenimiento)$/i,
    days: [12, 40, 3],
    examples: ['Fecha @ Parto', 'Fecha @ Vacuna', 'Fecha @ Revisión', 'Fecha @ Mantenimiento'],
    counterExamples: ['Fecha @ Reserva', 'Fecha @ Clase', 'Fecha de nacimiento @ Parto'],
  },
  {
    // A child's birth date: a nursery's, a school's, a family's little ones.
    matches: /nacimiento/i,
    entities: /ni[ñn]|hij|beb|peque|menor|cr[ií]o|infant|chic/i,
    days: [1460, 2290, 3105],
    examples: ['Fecha de nacimiento @ Niño', 'Fecha de nacimiento @ Bebé', 'Nacimiento @ Hijo'],
    counterExamples: ['Fecha de nacimiento @ Socio', 'Fecha de alta @ Niño'],
  },
  {
    matches: /nacimiento/i,
    days: [12420, 9900, 15370],
    examples: ['Fecha de nacimiento', 'Nacimiento @ Socio', 'Fecha de nacimiento @ Viajero'],
    counterExamples: ['Fecha de alta', 'Fecha'],
  },
  {
    matches:
      /^(fecha de )?(alta|compra|adquisici[oó]n|ingreso|incorporaci[oó]n|socio desde)\b|^desde$/i,
    days: [400, 95, 730],
    examples: ['Fecha de alta', 'Alta', 'Fecha de compra', 'Socio desde', 'Fecha de ingreso'],
    counterExamples: ['Fecha de entrega', 'Fecha', 'Fecha de baja'],
  },
  {
    // What was paid, issued, lent, settled or served lately: a few days ago, so a payment is
    // never dated next week. A return comes after its loan.
    matches:
      /^(fecha de pago|pagad[oa] el|fecha de emisi[oó]n|fecha de resoluci[oó]n|fecha del trato|fecha del servicio|fecha de la visita|fecha de plantaci[oó]n)$/i,
    days: [3, 10, 1],
    examples: ['Fecha de pago', 'Pagada el', 'Fecha de emisión', 'Fecha del servicio'],
    counterExamples: ['Pagar antes de', 'Fecha de vencimiento', 'Fecha de entrega', 'Fecha'],
  },
  {
    matches: /^fecha de pr[eé]stamo$/i,
    days: [7, 14, 4],
    examples: ['Fecha de préstamo'],
    counterExamples: ['Fecha de devolución prevista'],
  },
  {
    matches: /se devolvi[oó]/i,
    days: [2, 5, 1],
    examples: ['Fecha en que se devolvió'],
    counterExamples: ['Fecha de devolución prevista', 'Fecha de devolución'],
  },
  {
    // A repair came in before today; a guest's «Entrada» at a hotel is still to come.
    matches: /^(fecha de )?(entrada|recepci[oó]n)$/i,
    entities: /reparaci|arreglo|trabajo|orden|aver[ií]a|servicio t[eé]cnico/i,
    days: [1, 3, 0],
    examples: [
      'Fecha de entrada @ Reparación',
      'Entrada @ Arreglo',
      'Fecha de recepción @ Reparación',
    ],
    counterExamples: [
      'Fecha de entrada @ Reserva',
      'Entrada @ Estancia',
      'Fecha de entrega @ Reparación',
    ],
  },
  {
    // What already happened: a thing lost or found, an accident.
    matches: /perdi|encontr|ocurri|sucedi/i,
    days: [2, 5, 1],
    examples: ['Cuándo lo perdiste', 'Fecha en que se encontró', 'Cuándo ocurrió'],
    counterExamples: ['Fecha de recogida', 'Fecha'],
  },
];

/** How many days ago a date field's examples are, when its label says it is past, or null. */
export function pastDays(fieldLabel: string, entityLabel = ''): [number, number, number] | null {
  return (
    PAST_DATES.find(
      (r) => r.matches.test(fieldLabel.trim()) && (!r.entities || r.entities.test(entityLabel)),
    )?.days ?? null
  );
}

/** The examples of a text field by what its label says (on this list), or null. */
export function textExamples(
  fieldLabel: string,
  entityLabel = '',
): [string, string, string] | null {
  return (
    TEXT_EXAMPLES.find(
      (r) => r.matches.test(fieldLabel.trim()) && (!r.entities || r.entities.test(entityLabel)),
    )?.values ?? null
  );
}

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

/**
 * A fee's period, from today back (decision 0283): «Diciembre de 2026», «2026», «4.º trimestre
 * de 2026», never «Mes (primer ejemplo)». Null when the label names no period.
 */
export function periodExample(fieldLabel: string, i: number, today = new Date()): string | null {
  const label = fieldLabel.trim();
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const monthsAgo = (n: number) => {
    const m = (((month - n) % 12) + 12) % 12;
    return `${MONTHS[m]} de ${year + Math.floor((month - n) / 12)}`;
  };
  if (/^(mes|periodo|per[ií]odo|a[ñn]o o mes|mes o periodo|mes o per[ií]odo)\b/i.test(label))
    return monthsAgo(i);
  if (/^a[ñn]o$/i.test(label)) return String(year - i);
  if (/^(trimestre|semestre)$/i.test(label)) {
    const per = /^t/i.test(label) ? 3 : 6;
    const ord = /^t/i.test(label) ? ['1.er', '2.º', '3.er', '4.º'] : ['1.er', '2.º'];
    const count = 12 / per;
    const at = Math.floor(month / per) - i;
    const k = ((at % count) + count) % count;
    return `${ord[k]} ${label.toLowerCase()} de ${year + Math.floor(at / count)}`;
  }
  return null;
}

type NameRule = {
  kind: 'person' | 'pet';
  /** Whether a text field of this label, on an entity of this label, is named for one. */
  matches: (entityLabel: string, fieldLabel: string) => boolean;
  /** [entity, field] pairs it names, and pairs it must not. */
  examples: [string, string][];
  counterExamples: [string, string][];
};

/**
 * What a text field's example says when the field names someone (issue: «Nombre y apellidos:
 * Inscripción de ejemplo 1» read as nobody's name). Data with its examples and counter-examples;
 * seed.test.ts runs them. The first rule that matches wins.
 */
export const NAME_RULES: NameRule[] = [
  {
    kind: 'pet',
    matches: (entity, field) =>
      /nombre/i.test(field) &&
      (PET_WORDS.test(field) || (PET_WORDS.test(entity) && !/due/i.test(field))),
    examples: [
      ['Perro', 'Nombre'],
      ['Parte diario', 'Nombre del perro'],
      ['Mascota', 'Nombre'],
    ],
    counterExamples: [
      ['Perro', 'Nombre del dueño'],
      ['Perro', 'Raza'],
    ],
  },
  {
    kind: 'person',
    matches: (entity, field) =>
      /apellidos|nombre completo/i.test(field) ||
      (/nombre/i.test(field) && (PERSON_WORDS.test(field) || PERSON_WORDS.test(entity))) ||
      (/^(tu |su )?nombre( \(.*\))?$/i.test(field.trim()) && PERSON_ACTS.test(entity)) ||
      // A field that is the person itself: «Monitor asignado», «Cliente», «Destinatario».
      PERSON_WORDS.test(field.trim().split(/\s+/)[0] ?? '') ||
      // «Quién lo escribe», «Quién decide» (decision 0283).
      /^qui[eé]n\b/i.test(field.trim()),
    examples: [
      ['Inscripción', 'Nombre y apellidos'],
      ['Inscripción', 'Nombre'],
      ['Reserva', 'Tu nombre'],
      ['Cliente', 'Nombre'],
      ['Taller', 'Nombre completo'],
      ['Matrícula', 'Nombre del alumno'],
      ['Reserva', 'Monitor asignado'],
      ['Pedido', 'Cliente'],
      ['Envío', 'Destinatario'],
      ['Comentario', 'Quién lo escribe'],
      ['Autorización', 'Quién decide'],
      ['Donación', 'Nombre'],
      ['Respuesta', 'Nombre (si no es anónima)'],
      ['Donante', 'Nombre'],
    ],
    counterExamples: [
      ['Producto', 'Nombre'],
      ['Curso', 'Nombre del curso'],
      ['Tarea', 'Título'],
      ['Inscripción', 'Nombre del taller'],
      ['Pista', 'Nombre'],
      ['Gasto', 'Concepto'],
      ['Pedido', 'Dirección del cliente'],
      ['Cliente', 'Dirección'],
      ['Envío', 'Destino'],
      ['Incidencia', 'Qué pasa'],
    ],
  },
];

/** What a text field names: a person, a pet, or a thing (null). */
export function nameKind(entityLabel: string, fieldLabel: string): NameRule['kind'] | null {
  // «Nombre del taller» on an enrolment names the workshop, not whoever enrols.
  const of = /nombre de(?:l| la| los| las)? (.+)$/i.exec(fieldLabel)?.[1];
  if (of && !PERSON_WORDS.test(of) && !PET_WORDS.test(of)) return null;
  return NAME_RULES.find((rule) => rule.matches(entityLabel, fieldLabel))?.kind ?? null;
}

const ORDINALS = ['primer', 'segundo', 'tercer'];

function dayOffset(days: number, time?: string): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  const day = d.toISOString().slice(0, 10);
  return time ? `${day}T${time}` : day;
}

/** How many fields of this kind come before this one on its entity. */
function earlier(entity: AppEntity, field: AppField, ofKind: (f: AppField) => boolean): number {
  return entity.fields.slice(0, entity.fields.indexOf(field)).filter(ofKind).length;
}

function exampleValue(
  entity: AppEntity,
  field: AppField,
  i: number,
  refIds: (key: string) => string[],
  currency: Currency = 'EUR',
): string | number | boolean | null {
  const sameType = (f: AppField) => f.type === field.type;
  switch (field.type) {
    case 'text': {
      const kind = nameKind(entity.label, field.label);
      if (kind === 'pet') return PETS[i % PETS.length] as string;
      if (kind === 'person') {
        // The entity's earlier people: a second one on the record is someone else.
        const before = earlier(
          entity,
          field,
          (f) => f.type === 'text' && nameKind(entity.label, f.label) === 'person',
        );
        return PEOPLE[(i + before * EXAMPLES_PER_ENTITY) % PEOPLE.length] as string;
      }
      // A thing's name reads as one («Pista 2», «Taller 1» for «Nombre del taller»); the list
      // marks it «Ejemplo».
      if (/nombre|t[ií]tulo|asunto/i.test(field.label)) {
        // A list whose kinds the idea named («Tipo: Lechón, Pastel, Arroz») names its examples
        // by them, each with its own kind (the choice takes the same turn).
        const kinds = entity.fields.find((f) => f.type === 'choice' && /^tipo$/i.test(f.label));
        const named = (kinds?.options ?? []).filter((o) => o !== 'Otro');
        if (/^nombre$/i.test(field.label) && named.length >= 2 && kinds?.options)
          return kinds.options[i % kinds.options.length] === 'Otro'
            ? `${entity.label} ${i + 1}`
            : (kinds.options[i % kinds.options.length] as string);
        const of = /(?:nombre|t[ií]tulo) de(?:l| la| los| las)? (.+)$/i.exec(field.label)?.[1];
        const thing = of ? `${of.charAt(0).toUpperCase()}${of.slice(1)}` : entity.label;
        return `${thing} ${i + 1}`;
      }
      const said = textExamples(field.label, entity.label);
      if (said) return said[i % said.length] as string;
      const period = periodExample(field.label, i);
      if (period) return period;
      // A text the label says nothing of is left empty unless the record needs it (decision
      // 0283): «Respuesta del supervisor (primer ejemplo)» reads as a placeholder, not an
      // example, and an empty text leaves the record named by its date, amount or reference.
      if (!field.required) return null;
      return `${field.label} (${ORDINALS[i]} ejemplo)`;
    }
    case 'longtext':
      // The sentence says it is an example: in notes, not in a recipe's steps or ingredients.
      return field.required || /nota|observaci|comentario|descripci/i.test(field.label)
        ? NOTES[i]
        : null;
    case 'email':
      return EMAILS[i];
    case 'phone':
      return `${LOCAL_EXAMPLES[currency].phone}${i + 1}`;
    case 'url':
      return `https://ejemplo.com/${i + 1}`;
    case 'number': {
      // A place's coordinates, in the app's country: three points a few streets apart.
      const axis = /^(latitud|longitud)\b/i.exec(field.label.trim())?.[1]?.toLowerCase();
      if (axis) {
        const [lat, lon] = LOCAL_EXAMPLES[currency].at;
        return Number(((axis === 'latitud' ? lat : lon) + [0, 0.004, -0.003][i]!).toFixed(4));
      }
      return (numberExamples(field.label) ?? [3, 12, 7])[i] ?? null;
    }
    case 'money':
      return LOCAL_EXAMPLES[field.currency ?? currency].amounts[i] ?? null;
    case 'rating':
      return [5, 4, 3][i];
    case 'boolean':
      return i !== 1;
    // A record's later dates come after its first: a rental from the 8th to the 10th, a booking
    // from 10:00 to 12:00, never from 10:00 to 10:00.
    case 'date': {
      // A list with someone's mother, father or guardian is of children, whatever its name.
      const minors = entity.fields.some((f) => /madre|padre|tutor/i.test(f.label));
      const ago = pastDays(field.label, minors ? `${entity.label} (menor)` : entity.label);
      if (ago) return dayOffset(-ago[i]!);
      return dayOffset(i * 3 + 1 + 2 * earlier(entity, field, sameType));
    }
    case 'datetime':
      return dayOffset(
        i * 3 + 1,
        [
          ['10:00', '17:30', '12:15'],
          ['12:00', '19:30', '14:15'],
          ['14:00', '21:30', '16:15'],
        ][Math.min(earlier(entity, field, sameType), 2)]![i],
      );
    case 'choice': {
      const options = field.options ?? [];
      return options.length ? options[i % options.length] : null;
    }
    case 'reference': {
      // Two references to one list (a match's «Local» and «Visitante») are two of its records.
      const ids = refIds(field.ref ?? '');
      const k = earlier(entity, field, (f) => f.type === 'reference' && f.ref === field.ref);
      return ids.length ? ids[(i + k) % ids.length] : null;
    }
    case 'image':
    case 'file':
      return null;
  }
}

/**
 * A fee marked «Pagada» says so in its status too: an example never reads «Pagada: sí» beside
 * «Estado: Pendiente». The yes/no follows the status when the status has a paid option.
 */
export function paidAsItsStatus(entity: AppEntity, data: RecordData): void {
  const paid = entity.fields.find(
    (f) => f.type === 'boolean' && /^pagad[oa]s?$/i.test(f.label.trim()),
  );
  const status = entity.fields.find(
    (f) =>
      f.type === 'choice' &&
      (f.options ?? []).some((o) => /^pagad[oa]s?$/i.test(o)) &&
      typeof data[f.key] === 'string',
  );
  if (!paid || !status) return;
  data[paid.key] = /^pagad[oa]s?$/i.test(String(data[status.key]));
}

/** The example rows of a definition, authored by the owner. */
export function exampleRecords(
  definition: AppDefinition,
  opts: { projectId: string; ownerId: string; at: Date },
): NewRecordRow[] {
  const seeded = definition.entities.filter(
    (e) => !e.fields.some((f) => (f.type === 'image' || f.type === 'file') && f.required),
  );
  const ids = new Map(
    seeded.map((e) => [e.key, Array.from({ length: EXAMPLES_PER_ENTITY }, () => newId())]),
  );
  const refIds = (key: string) => ids.get(key) ?? [];
  const currency = currencyOfApp(definition);
  const rows: NewRecordRow[] = [];
  seeded.forEach((entity, entityIndex) => {
    refIds(entity.key).forEach((id, i) => {
      const data: RecordData = {};
      for (const field of entity.fields) {
        const value = exampleValue(entity, field, i, refIds, currency);
        if (value === null && field.required) return;
        if (value !== null) data[field.key] = value;
      }
      paidAsItsStatus(entity, data);
      // Distinct, ordered times: the first example is the newest in the list.
      const at = new Date(opts.at.getTime() - (entityIndex * 10 + i) * 1000).toISOString();
      rows.push({
        id,
        projectId: opts.projectId,
        entityKey: entity.key,
        data: JSON.stringify(data),
        authorId: opts.ownerId,
        isExample: 1,
        createdAt: at,
        updatedAt: at,
      });
    });
  });
  return rows;
}
