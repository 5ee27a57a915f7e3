// The owner's trade, said with a verb in the first person, names the app (decision 0283):
// «reparto pan a bares y restaurantes» is «Reparto de pan», never «Panes del restaurante»; «doy
// clases de yoga en gimnasios» is «Clases de yoga», never «Clases del gimnasio». A group's
// `activity` is the noun of its verbs' work («reparto» → «Reparto de …»); without one, the verb
// is a light one («doy», «llevo», «hago») and what it takes names the trade, only when that says
// what of («clases de yoga», «el mantenimiento de piscinas», «clases particulares»). Data with
// its examples (decision 0276), run by tables.test.ts on the app's «Nombre» line.
import type { WordGroup } from './cases.ts';

export interface TradeGroup extends WordGroup {
  /** The noun of the work («Reparto»), or null: what the light verb takes names it. */
  activity: string | null;
}

const PAN = 'reparto pan a bares y restaurantes del barrio';
const YOGA = 'doy clases de yoga en gimnasios y centros cívicos';
const PISCINAS = 'llevo el mantenimiento de piscinas de comunidades de vecinos';
const PANELES =
  'Instalamos paneles solares en casas y negocios. Quiero ver a cada prospecto en qué etapa va (contacto, visita técnica, cotización, cierre)';
const CAFE =
  'Distribuyo café de altura de Marcala a cafeterías y restaurantes de Tegucigalpa. Quiero anotar cada visita que le hago a un cliente y cuándo tengo que volver';
const MAQUINARIA =
  'vendo maquinaria agricola (tractores, sembradoras) y recorro los campos de la zona. quiero tener a cada productor con sus hectareas, anotar cada visita o llamada';
const EXTINTORES =
  'revisamos extintores en comercios cada 3 meses. Quiero registrar cada extintor (tipo, kg, fecha de fabricación) y cada revisión';
const PERROS =
  'paseo perros por el barrio y quiero apuntar cada paseo, qué perro y cuánto me deben sus dueños';
// Counter-examples: the verb's word said as a noun, a business of the owner's own, a light verb
// whose object says no trade.
const EL_REPARTO =
  'tengo una panadería y quiero que los clientes vean cuándo sale el reparto de pan y hagan su encargo';
const PASTELERIA =
  'tengo una pastelería y reparto tartas a domicilio, quiero que los clientes me hagan el encargo por la app';
const HAGO_TARTAS =
  'hago tartas por encargo y quiero que la gente me las encargue desde el móvil con la fecha de recogida';
const LLEVO_CUENTAS =
  'llevo las cuentas de la casa con mi pareja y quiero apuntar cada gasto y quién lo pagó';

export const TRADE_WORDS: TradeGroup[] = [
  {
    words: ['reparto', 'repartimos'],
    activity: 'reparto',
    examples: [{ idea: PAN, shows: 'Nombre: Reparto de pan' }],
    counterExamples: [
      { idea: PAN, shows: 'Nombre: Panes del restaurante' },
      // «el reparto»: a noun, and the bakery is the owner's.
      { idea: EL_REPARTO, shows: 'Nombre: Reparto' },
      { idea: PASTELERIA, shows: 'Nombre: Reparto' },
    ],
  },
  {
    words: ['distribuyo', 'distribuimos'],
    activity: 'distribución',
    examples: [{ idea: CAFE, shows: 'Nombre: Distribución de café de altura' }],
    counterExamples: [{ idea: CAFE, shows: 'de la cafetería' }],
  },
  {
    words: ['instalo', 'instalamos'],
    activity: 'instalación',
    examples: [{ idea: PANELES, shows: 'Nombre: Instalación de paneles solares' }],
    counterExamples: [{ idea: PANELES, shows: 'de la casa' }],
  },
  {
    words: ['vendo', 'vendemos'],
    activity: 'venta',
    examples: [{ idea: MAQUINARIA, shows: 'Nombre: Venta de maquinaria agrícola' }],
    counterExamples: [{ idea: MAQUINARIA, shows: 'del campo' }],
  },
  {
    words: ['reviso', 'revisamos'],
    activity: 'revisión',
    examples: [{ idea: EXTINTORES, shows: 'Nombre: Revisión de extintores' }],
    counterExamples: [{ idea: EXTINTORES, shows: 'del comercio' }],
  },
  {
    words: ['paseo', 'paseamos'],
    activity: 'paseo',
    examples: [{ idea: PERROS, shows: 'Nombre: Paseo de perros' }],
    counterExamples: [{ idea: PERROS, shows: 'Nombre: Paseo de perros por' }],
  },
  {
    // Light verbs: what they take names the trade when it says what of.
    words: ['doy', 'damos', 'llevo', 'llevamos', 'hago', 'hacemos', 'imparto', 'impartimos'],
    activity: null,
    examples: [
      { idea: YOGA, shows: 'Nombre: Clases de yoga' },
      { idea: PISCINAS, shows: 'Nombre: Mantenimiento de piscinas' },
    ],
    counterExamples: [
      { idea: YOGA, shows: 'Nombre: Clases del gimnasio' },
      { idea: HAGO_TARTAS, shows: 'Nombre: Tartas' },
      { idea: LLEVO_CUENTAS, shows: 'Nombre: Cuentas' },
    ],
  },
];

const TESORERA =
  'soy la tesorera de la peña flamenca y quiero llevar los socios y lo que paga cada uno';
const SECRETARIO = 'soy secretario de la asociación de vecinos y quiero llevar los asociados';
const JEFA = 'Soy jefa de enfermeras en la planta y quiero repartir las guardias del mes';
const FOTOGRAFA = 'soy fotografa de bodas y quiero mandar a cada pareja sus fotos';
const AFINADOR =
  'Soy afinador de pianos en Buenos Aires. Tengo unos 300 clientes entre particulares, escuelas de música y teatros. De cada piano anoto marca y cada vez que voy qué le hice';
const ELECTRICISTA = 'soy electricista autónomo y quiero hacer facturas a mis clientes';

/**
 * Roles in a group, never a trade: the app is the group's («Socios de la peña»), never «Socios de
 * la tesorera». Who is no role names the app's lists: «Clientes del afinador de pianos».
 */
export const OWNER_ROLES: WordGroup = {
  words: [
    'presidente',
    'presidenta',
    'secretario',
    'secretaria',
    'tesorero',
    'tesorera',
    'vocal',
    'jefe',
    'jefa',
    'coordinador',
    'coordinadora',
    'delegado',
    'delegada',
    'encargado',
    'encargada',
    'director',
    'directora',
    'responsable',
    'administrador',
    'administradora',
    'gerente',
    'dueno',
    'duena',
    'propietario',
    'propietaria',
    'miembro',
    'socio',
    'socia',
    'parte',
    'voluntario',
    'voluntaria',
    'usuario',
    'usuaria',
    'representante',
  ],
  examples: [
    { idea: TESORERA, shows: 'Nombre: Socios de la peña' },
    { idea: SECRETARIO, shows: 'Nombre: Asociación de vecinos' },
  ],
  counterExamples: [
    { idea: TESORERA, shows: 'Nombre: Socios de la tesorera' },
    { idea: SECRETARIO, shows: 'del secretario' },
    { idea: JEFA, shows: 'de la jefa' },
    // Trades name the app's lists, in the gender the idea says.
    { idea: AFINADOR, shows: 'Nombre: Escuela de música' },
    { idea: FOTOGRAFA, shows: 'del fotógrafo' },
    { idea: ELECTRICISTA, shows: 'de la electricista' },
  ],
};

const ABONOS =
  'rocodromo en Getafe: vendemos abono mensual, bono de 10 entradas y entrada suelta. necesito saber a quien se le acaba';
const APP = 'hago una app para mi grupo de amigos donde apuntar quién debe qué de cada cena';

/** What a trade's verb takes that is no trade: what is sold at the counter, the app itself. */
export const NOT_A_TRADE: WordGroup = {
  words: [
    'bono',
    'abono',
    'entrada',
    'cuota',
    'suscripcion',
    'membresia',
    'pase',
    'ticket',
    'app',
    'aplicacion',
    'cuenta',
    'registro',
    'control',
    'lista',
    'listado',
    'seguimiento',
    'gestion',
    'falta',
    'tiempo',
    'dia',
    'semana',
    'mes',
    'ano',
    'vida',
  ],
  examples: [{ idea: ABONOS, shows: 'Nombre: Abonos' }],
  counterExamples: [
    { idea: ABONOS, shows: 'Nombre: Venta de' },
    { idea: APP, shows: 'Nombre: App' },
    { idea: LLEVO_CUENTAS, shows: 'Nombre: Cuentas de la casa' },
  ],
};
