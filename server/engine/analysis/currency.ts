import type { Currency } from '../../../kit/definition.ts';
import { fold, type IdeaText } from './analyze.ts';

// The currency an idea's money is in (decision 0275): a Mexican bakery charges in pesos, a shop
// in Lima in soles, a salon in Madrid in euros. Read from the currency the idea names and from
// the places it says, as data: each currency with its words, its places, and the ideas that
// must and must not choose it (one generic test runs them). An idea that says none keeps euros.

export interface CurrencyCue {
  currency: Currency;
  /** The currency's own words, folded ("soles", "quetzales"): each one weighs 3. */
  words: string[];
  /** Places only this currency's country has, folded ("medellin", "buenos aires"): 2 each. */
  places: string[];
  /** Places another country has too ("cordoba", "valencia", "santiago"): 1 each. */
  shared?: string[];
  /** Words only this country says ("natillera", "colmado", "laburo"), folded: 2 each. */
  terms?: string[];
  /**
   * Words that lean to this country without settling it, folded: 1 each. The voseo of
   * Argentina («vos», «tenés», «querés»; Uruguay says them too, and its places then weigh more).
   * Only forms that fold to no «tú» form: «tenes» (tienes), never «necesitas» or «mira».
   */
  hints?: string[];
  examples: string[];
  counterExamples: string[];
}

export const CURRENCY_CUES: CurrencyCue[] = [
  {
    currency: 'EUR',
    words: ['euro', 'euros', '€', 'bizum'],
    places: [
      'espana',
      'madrid',
      'barcelona',
      'sevilla',
      'zaragoza',
      'malaga',
      'bilbao',
      'alicante',
      'murcia',
      'granada',
      'mallorca',
      'ibiza',
      'toledo',
      'asturias',
      'oviedo',
      'gijon',
      'vigo',
      'coruna',
      'lugo',
      'ourense',
      'galicia',
      'soria',
      'burgos',
      'salamanca',
      'valladolid',
      'cadiz',
      'huelva',
      'almeria',
      'jaen',
      'castellon',
      'tenerife',
      'canarias',
      'gran canaria',
      'lanzarote',
      'fuerteventura',
      'pamplona',
      'navarra',
      'santander',
      'cantabria',
      'logrono',
      'rioja',
      'lleida',
      'girona',
      'tarragona',
      'donostia',
      'san sebastian',
      'euskadi',
      'vitoria',
      'denia',
      'getafe',
      'lavapies',
      'malasana',
      'triana',
      'albacete',
      'badajoz',
      'caceres',
      'extremadura',
      'andalucia',
      'cataluna',
      'aragon',
      'huesca',
      'teruel',
      'segovia',
      'avila',
      'zamora',
      'palencia',
      'cuenca',
      'guadalajara',
      'ciudad real',
      'leon',
      'valencia',
      'cordoba',
      'trujillo',
      'santiago de compostela',
      'camino de santiago',
      'benidorm',
      'marbella',
    ],
    shared: [
      'cuenca',
      'guadalajara',
      'leon',
      'cordoba',
      'trujillo',
      'merida',
      'cartagena',
      'durango',
    ],
    examples: [
      'peluquería en Zaragoza: que las clientas pidan cita',
      'tienda de bicis en Valencia con alquiler por días',
      'cobro la cuota por bizum',
      'Vamos 8 amigas a hacer el Camino de Santiago en mayo',
    ],
    counterExamples: [
      'taller mecánico en Valencia, Venezuela',
      'academia de baile en Córdoba, Argentina',
    ],
  },
  {
    currency: 'MXN',
    words: ['peso mexicano', 'pesos mexicanos', 'mxn'],
    places: [
      'mexico',
      'cdmx',
      'df',
      'monterrey',
      'puebla',
      'tijuana',
      'queretaro',
      'oaxaca',
      'veracruz',
      'zapopan',
      'cancun',
      'chihuahua',
      'sonora',
      'jalisco',
      'yucatan',
      'toluca',
      'hermosillo',
      'culiacan',
      'saltillo',
      'morelia',
      'acapulco',
      'mazatlan',
      'aguascalientes',
      'tampico',
      'xalapa',
      'tlaxcala',
      'chiapas',
      'tabasco',
      'sinaloa',
      'nuevo leon',
      'coyoacan',
      'tlalpan',
      'iztapalapa',
      'ecatepec',
      'neza',
      'nezahualcoyotl',
      'mazunte',
      'san luis potosi',
      'durango',
      'zacatecas',
      'guanajuato',
      'michoacan',
      'colima',
      'tepic',
      'nayarit',
      'ensenada',
      'mexicali',
      'juarez',
      'reynosa',
      'matamoros',
      'campeche',
      'chetumal',
      'playa del carmen',
      'tulum',
      'puerto vallarta',
      'cuernavaca',
      'pachuca',
    ],
    shared: ['guadalajara', 'leon', 'merida', 'durango'],
    examples: [
      'tengo una fonda en Puebla y quiero que me pidan la comida por la app',
      'tandas de 500 pesos mexicanos entre compañeras',
    ],
    counterExamples: ['bar de tapas en Guadalajara, España'],
  },
  {
    currency: 'COP',
    words: ['peso colombiano', 'pesos colombianos'],
    places: [
      'colombia',
      'bogota',
      'medellin',
      'cali',
      'barranquilla',
      'cartagena',
      'bucaramanga',
      'pereira',
      'manizales',
      'huila',
      'pitalito',
      'neiva',
      'envigado',
      'sabaneta',
      'itagui',
      'antioquia',
      'cucuta',
      'ibague',
      'santa marta',
      'villavicencio',
      'popayan',
      'tunja',
      'monteria',
      'sincelejo',
      'valledupar',
      'caicedonia',
      'bosa',
      'chapinero',
      'usaquen',
      'quindio',
      'risaralda',
      'caldas',
      'boyaca',
      'cundinamarca',
      'tolima',
    ],
    shared: ['armenia', 'cartagena'],
    terms: ['natillera', 'natilleras', 'parcero', 'parceros'],
    examples: [
      'Manejo la natillera de la cuadra: cada socio mete cuota quincenal',
      'soy podóloga en Envigado y quiero que mis pacientes agenden la cita',
    ],
    counterExamples: ['frutería en Sevilla con reparto'],
  },
  {
    currency: 'ARS',
    words: ['peso argentino', 'pesos argentinos', 'ars', 'remis', 'remises'],
    places: [
      'argentina',
      'buenos aires',
      'caba',
      'rosario',
      'mendoza',
      'mar del plata',
      'tucuman',
      'jujuy',
      'caballito',
      'lomas de zamora',
      'palermo',
      'quilmes',
      'bariloche',
      'neuquen',
      'bahia blanca',
      'santa fe',
      'parana',
      'corrientes',
      'chaco',
      'resistencia',
      'san juan de cuyo',
      'lanus',
      'avellaneda',
      'san isidro',
      'almagro',
      'belgrano',
      'conurbano',
      'patagonia',
    ],
    shared: ['cordoba', 'san juan', 'santa cruz'],
    terms: ['laburo', 'laburos', 'laburamos', 'guita', 'pibes', 'pibas', 'quilombo', 'bondi'],
    hints: [
      'vos',
      'tenes',
      'queres',
      'podes',
      'pensas',
      'volves',
      'decime',
      'contame',
      'avisame',
      'mandame',
      'veni',
    ],
    examples: [
      'necesito hacer presupuestos para mis laburos de diseño',
      'vos sabés, tengo un taller de bicis y quiero que los pibes reserven turno',
      'si querés anotarte en el torneo me avisás y pagás la inscripción',
      'tenés que poder ver cuánta guita te debe cada cliente',
      'sala de ensayo en Palermo, Buenos Aires: que las bandas reserven por hora',
      'Agencia de remises en Lomas de Zamora, 15 choferes',
    ],
    counterExamples: [
      'sala de ensayo en Madrid',
      'vos sabés: un club de tenis en Montevideo donde cada socio paga la cuota',
      'si necesitas reservar mira el calendario y elige la hora',
      'tienes que poder ver cuánto te debe cada cliente',
      'un botón de SOS para que los vecinos avisen de una emergencia',
    ],
  },
  {
    currency: 'CLP',
    words: ['peso chileno', 'pesos chilenos', 'clp'],
    places: [
      'chile',
      'valparaiso',
      'vina del mar',
      'concepcion',
      'antofagasta',
      'calama',
      'temuco',
      'la serena',
      'coquimbo',
      'maule',
      'talca',
      'nunoa',
      'las condes',
      'maipu',
      'puente alto',
      'puerto montt',
      'valdivia',
      'rancagua',
      'iquique',
      'arica',
      'atacama',
      'osorno',
      'chillan',
      'punta arenas',
      // The Chilean Patagonia before the word «patagonia» alone, which reads as Argentina.
      'patagonia chilena',
      'coyhaique',
      'aysen',
      'futaleufu',
      'puerto natales',
    ],
    shared: ['santiago', 'concepcion'],
    examples: [
      'almacén en Ñuñoa, quiero llevar el fiado de los vecinos',
      'guías de pesca de la Patagonia chilena con su tarifa por día',
    ],
    counterExamples: ['club de pádel en Bilbao'],
  },
  {
    currency: 'PEN',
    words: ['soles'],
    places: [
      'peru',
      'lima',
      'arequipa',
      'cusco',
      'cuzco',
      'piura',
      'chiclayo',
      'paita',
      'mancora',
      'iquitos',
      'surquillo',
      'miraflores',
      'barranco',
      'san isidro de lima',
      'huancayo',
      'tacna',
      'puno',
      'ayacucho',
      'cajamarca',
      'chimbote',
      'ica',
      'pucallpa',
      'tarapoto',
      'callao',
      'villa el salvador',
      'punta hermosa',
    ],
    shared: ['trujillo'],
    examples: [
      'pollería en Arequipa con pedidos por la app',
      'somos una olla común en Villa El Salvador, damos almuerzo a 120 personas',
    ],
    counterExamples: ['pollería en Toledo'],
  },
  {
    currency: 'USD',
    words: ['dolar', 'dolares', 'usd', 'bucks', 'dollars'],
    places: [
      'miami',
      'houston',
      'texas',
      'florida',
      'los angeles',
      'nueva york',
      'new york',
      'chicago',
      'orlando',
      'hialeah',
      'san antonio',
      'dallas',
      'phoenix',
      'arizona',
      'california',
      'nueva jersey',
      'new jersey',
      'atlanta',
      'puerto rico',
      'guavate',
      'ponce',
      'bayamon',
      'ecuador',
      'guayaquil',
      'cumbaya',
      'otavalo',
      'el salvador',
      'san salvador',
      'venezuela',
      'caracas',
      'maracaibo',
      'barquisimeto',
      'maracay',
      'panama',
    ],
    shared: ['san juan', 'cuenca', 'valencia', 'merida'],
    examples: [
      'nail studio en Miami con citas online',
      'tengo 6 motorizados haciendo mensajería en Caracas',
      'la lechonera en Guavate, Puerto Rico',
    ],
    counterExamples: ['estudio de uñas en Alicante'],
  },
  {
    currency: 'DOP',
    words: ['peso dominicano', 'pesos dominicanos', 'dop', 'motoconcho', 'motoconchos'],
    places: [
      'republica dominicana',
      'santo domingo',
      'punta cana',
      'la romana',
      'puerto plata',
      'santiago de los caballeros',
      'san pedro de macoris',
      'higuey',
      'bavaro',
      'samana',
    ],
    terms: ['colmado', 'motoconcho', 'motoconchos'],
    examples: [
      'tengo un colmado y los clientes me piden por whatsapp',
      'colmado en Santo Domingo con delivery',
      'tenemos una parada de motoconchos en santiago',
    ],
    counterExamples: ['colmado en Madrid'],
  },
  {
    currency: 'GTQ',
    words: ['quetzal', 'quetzales', 'gtq'],
    places: [
      'guatemala',
      'xela',
      'quetzaltenango',
      'chimaltenango',
      'antigua guatemala',
      'escuintla',
      'huehuetenango',
      'coban',
    ],
    examples: ['funeraria en Xela, todo en cuaderno'],
    counterExamples: ['funeraria en Burgos'],
  },
  {
    currency: 'UYU',
    words: ['peso uruguayo', 'pesos uruguayos', 'uyu'],
    places: ['uruguay', 'montevideo', 'tacuarembo', 'punta del este', 'paysandu', 'maldonado'],
    examples: ['fotógrafa de bodas en Montevideo'],
    counterExamples: ['fotógrafa de bodas en Granada'],
  },
  {
    currency: 'BOB',
    words: ['boliviano', 'bolivianos'],
    places: ['bolivia', 'cochabamba', 'sucre', 'oruro', 'potosi', 'tarija'],
    shared: ['santa cruz'],
    examples: ['club de ajedrez en Cochabamba'],
    counterExamples: ['club de ajedrez en Zaragoza'],
  },
  {
    currency: 'PYG',
    words: ['guarani', 'guaranies', 'pyg'],
    places: ['paraguay', 'asuncion', 'ciudad del este', 'encarnacion'],
    examples: ['agencia de intérpretes en Asunción'],
    counterExamples: ['agencia de intérpretes en Valladolid'],
  },
  {
    currency: 'CRC',
    words: ['colones', 'crc'],
    places: ['costa rica', 'guanacaste', 'alajuela', 'cartago', 'puntarenas'],
    shared: ['san jose'],
    examples: ['tortugas marinas en Guanacaste'],
    counterExamples: ['tortugas en Almería'],
  },
  {
    currency: 'HNL',
    words: ['lempira', 'lempiras', 'hnl'],
    places: ['honduras', 'tegucigalpa', 'san pedro sula', 'la ceiba', 'roatan'],
    examples: ['tienda en Tegucigalpa'],
    counterExamples: ['tienda en Pamplona'],
  },
  {
    currency: 'NIO',
    words: ['cordoba nicaraguense', 'cordobas', 'nio'],
    places: ['nicaragua', 'managua', 'leon de nicaragua', 'granada de nicaragua', 'esteli'],
    examples: ['cafetería en Managua'],
    counterExamples: ['cafetería en Córdoba'],
  },
];

/** Where a folded phrase is said in the folded text as whole words, or -1. */
function whereSaid(text: string, phrase: string): number {
  if (phrase === '€') return text.indexOf('€');
  let at = text.indexOf(phrase);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if ((!before || !/[a-z0-9]/.test(before)) && (!after || !/[a-z0-9]/.test(after))) return at;
    at = text.indexOf(phrase, at + 1);
  }
  return -1;
}

type Said = { phrase: string; readers: { currency: Currency; weight: number }[] };
let phrases: Said[] | null = null;
/**
 * Every word and place, the longest first, with the currencies that read it and their weights:
 * a place two countries share is read by both ("valencia": euros 2, dollars 1).
 */
function allPhrases(): Said[] {
  if (phrases) return phrases;
  const byPhrase = new Map<string, Said['readers']>();
  for (const cue of CURRENCY_CUES) {
    const shared = new Set(cue.shared ?? []);
    const weighed = [
      ...cue.words.map((phrase) => [phrase, 3] as const),
      ...cue.places.filter((p) => !shared.has(p)).map((phrase) => [phrase, 2] as const),
      ...[...shared].map((phrase) => [phrase, 1] as const),
      ...(cue.terms ?? []).map((phrase) => [phrase, 2] as const),
      ...(cue.hints ?? []).map((phrase) => [phrase, 1] as const),
    ];
    for (const [phrase, weight] of weighed) {
      const readers = byPhrase.get(phrase) ?? [];
      if (!readers.some((r) => r.currency === cue.currency))
        readers.push({ currency: cue.currency, weight });
      byPhrase.set(phrase, readers);
    }
  }
  phrases = [...byPhrase]
    .map(([phrase, readers]) => ({ phrase, readers }))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  return phrases;
}

/**
 * The currency of the idea's money, or null when it says none (euros, as before). The currency
 * with most weight wins; a tie says nothing. A longer place is read first and its words are no
 * other place ("Villa El Salvador" is in Lima, not El Salvador).
 */
export function currencyOf(idea: IdeaText | string): Currency | null {
  let text = fold(typeof idea === 'string' ? idea : idea.source).replace(/\s+/g, ' ');
  const scores = new Map<Currency, number>();
  for (const { phrase, readers } of allPhrases()) {
    const at = whereSaid(text, phrase);
    if (at < 0) continue;
    for (const { currency, weight } of readers)
      scores.set(currency, (scores.get(currency) ?? 0) + weight);
    if (readers.some((r) => r.weight > 1))
      text = `${text.slice(0, at)}${' '.repeat(phrase.length)}${text.slice(at + phrase.length)}`;
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, next] = ranked;
  if (!best || (next && next[1] === best[1])) return null;
  return best[0];
}

/**
 * The words of a country that a pattern writes as Spain does (decision 0275): the identity
 * document («DNI» is a Cédula in Colombia, a RUT in Chile, an INE in Mexico) and the ways to pay
 * («Bizum» is Nequi in Colombia, Yape in Peru; null: no such way there).
 */
export const LOCAL_WORDS: Record<
  Exclude<Currency, 'EUR'>,
  { id: string; bizum: string | null; domiciliacion: string; importe: string }
> = {
  USD: { id: 'Documento', bizum: 'Zelle', domiciliacion: 'Débito automático', importe: 'Monto' },
  MXN: { id: 'INE', bizum: null, domiciliacion: 'Domiciliación', importe: 'Monto' },
  COP: { id: 'Cédula', bizum: 'Nequi', domiciliacion: 'Débito automático', importe: 'Valor' },
  ARS: { id: 'DNI', bizum: 'Mercado Pago', domiciliacion: 'Débito automático', importe: 'Importe' },
  CLP: { id: 'RUT', bizum: null, domiciliacion: 'PAC', importe: 'Monto' },
  PEN: { id: 'DNI', bizum: 'Yape', domiciliacion: 'Débito automático', importe: 'Monto' },
  DOP: { id: 'Cédula', bizum: null, domiciliacion: 'Débito automático', importe: 'Monto' },
  GTQ: { id: 'DPI', bizum: null, domiciliacion: 'Débito automático', importe: 'Monto' },
  UYU: { id: 'Cédula', bizum: null, domiciliacion: 'Débito automático', importe: 'Importe' },
  BOB: {
    id: 'Carnet de identidad',
    bizum: null,
    domiciliacion: 'Débito automático',
    importe: 'Monto',
  },
  PYG: { id: 'Cédula', bizum: null, domiciliacion: 'Débito automático', importe: 'Monto' },
  CRC: { id: 'Cédula', bizum: 'SINPE Móvil', domiciliacion: 'Débito automático', importe: 'Monto' },
  HNL: { id: 'DNI', bizum: null, domiciliacion: 'Débito automático', importe: 'Monto' },
  NIO: { id: 'Cédula', bizum: null, domiciliacion: 'Débito automático', importe: 'Monto' },
};

/** A field's label in the country's words: «DNI o documento» → «Cédula o documento». */
export function localLabel(label: string, currency: Currency | null): string {
  if (!currency || currency === 'EUR') return label;
  const { id, importe } = LOCAL_WORDS[currency];
  // «Importe» is Spain's word for an amount; Latin America says «Monto» or, in Colombia,
  // «Valor» (all masculine: what agrees with it stays right).
  return (
    label
      .replace(/\bDNI\b/g, id)
      .replace(/\b(\S+) \/ \1\b/, '$1')
      .replace(/^Importe\b/, importe)
      .replace(/\bimporte\b/g, importe.toLowerCase())
      // «Importe o monto estimado» said twice once localised: «Monto estimado».
      .replace(/^(\p{L}+) o (\p{L}+)\b/u, (both, a: string, b: string) =>
        a.toLowerCase() === b.toLowerCase() ? a : both,
      )
  );
}

/**
 * Any text the app shows (a feature, a story, its description, a choice's option) in the
 * country's words, as its fields say them (decision 0283): «con fecha, importe y forma de pago»
 * is «con fecha, monto y forma de pago» in Mexico and «…, valor y…» in Colombia; «DNI» is the
 * country's document.
 */
export function localText(text: string, currency: Currency | null): string {
  if (!currency || currency === 'EUR') return text;
  const { id, importe } = LOCAL_WORDS[currency];
  if (importe === 'Importe' && id === 'DNI') return text;
  const plural = importe === 'Valor' ? 'Valores' : `${importe}s`;
  const same = (word: string, as: string) =>
    word.charAt(0) === word.charAt(0).toUpperCase() ? as : as.toLowerCase();
  return (
    text
      .replace(/\bDNI\b/g, id)
      // «concepto e importe»: «e» only before an «i»; «concepto y monto».
      .replace(/\b([Ee]) (?=[Ii]mportes?\b)/g, (_w, e: string) => (e === 'E' ? 'Y ' : 'y '))
      .replace(/\b[Ii]mportes\b/g, (w) => same(w, plural))
      .replace(/\b[Ii]mporte\b/g, (w) => same(w, importe))
      // «el importe o monto estimado» said twice once localised: «el monto estimado».
      .replace(/(?<!\p{L})(\p{L}+) o (\p{L}+)(?!\p{L})/gu, (both, a: string, b: string) =>
        a.toLowerCase() === b.toLowerCase() ? a : both,
      )
  );
}

/** A choice's options in the country's ways to pay: «Bizum» → «Nequi», or left out. */
export function localOptions(options: string[], currency: Currency | null): string[] {
  if (!currency || currency === 'EUR') return options;
  const words = LOCAL_WORDS[currency];
  const out = options.flatMap((o) =>
    o === 'Bizum'
      ? words.bizum && !options.includes(words.bizum)
        ? [words.bizum]
        : []
      : o === 'Domiciliación'
        ? [words.domiciliacion]
        : [o],
  );
  // «a partes iguales o por importes»: an option in the country's words too.
  return (out.length >= 2 ? out : options).map((o) => localText(o, currency));
}
