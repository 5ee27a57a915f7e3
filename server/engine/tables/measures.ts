// Measure nouns: in a number field they take the «de …» after them ("cuántos kilos de miel" →
// «Kilos de miel»), a participle after them says which ("hectáreas voladas"), and their plural
// label stays plural. Data with its examples (decision 0276), run by tables.test.ts.
import type { WordGroup } from './cases.ts';

const COLMENAS =
  'tengo 40 colmenas y en cada revisión apunto cuántos kilos de miel saqué, cuántos cuadros de cría hay y cuántas abejas de la colmena vi muertas';
const CAMION =
  'registro de viajes del camión: apunto cuántos galones de diésel cargó, cuántos kilómetros hizo y cuántas toneladas de caña llevó';
const HUERTA =
  'llevo el control de la huerta: en cada cosecha apunto cuántas arrobas de aceituna y cuántos sacos de papas saqué';
const GRANJA =
  'en la granja apunto cada día cuántos litros de leche da cada vaca y cuántas vacas de la finca están preñadas';
const BAR =
  'bar: cada noche apunto cuántas botellas de ron se vendieron, cuántas cajas de cerveza quedan y cuántos vasos se rompieron';
const COSTURA =
  'mi taller de costura: de cada encargo apunto cuántos metros de tela y cuántos centímetros de cinta usé';
const CAMINAR =
  'voy a caminar y apunto cada salida cuántos km, cuántos minutos de subida y cuántas onzas de agua bebí';
const PESCA =
  'diario de pesca: cada salida apunto cuántas horas de pesca, cuántos peces de cada especie y cuántos kilos en total';
const SURF =
  'en la escuela de surf apunto de cada clase cuántos alumnos de primer nivel vinieron y cuántas horas de agua hicimos';
const PANADERIA =
  'en la panadería apunto cada día cuántas piezas de pan salen, cuántas bolsas de harina gasté y cuántas raciones de tarta vendí';
const APIARIO =
  'apiario: en cada revisión apunto cuántos marcos de miel y cuántos panales de cera hay';
const COMEDOR =
  'en el comedor social apunto cada día cuántas raciones de comida dimos, cuántas personas de fuera vinieron y cuántas plazas de voluntarios faltan';
const FINCA =
  'finca de cultivos: por parcela apunto cuántas hectáreas sembré, cuántos quintales cosechamos y cuántas libras de café vendí';

export const MEASURE_WORDS: WordGroup[] = [
  {
    // Weights.
    words: ['kilo', 'kg', 'gramo', 'libra', 'onza', 'tonelada', 'arroba', 'quintal'],
    examples: [
      { idea: COLMENAS, shows: '.Kilos de miel:number' },
      { idea: CAMION, shows: '.Toneladas de caña:number' },
      { idea: HUERTA, shows: '.Arrobas de aceituna:number' },
      { idea: FINCA, shows: '.Libras de café:number' },
      { idea: CAMINAR, shows: '.Onzas de agua:number' },
    ],
    // A thing counted is no measure: its «de …» says which, not what of.
    counterExamples: [{ idea: COLMENAS, shows: '.Abejas de la colmena' }],
  },
  {
    // Volumes and what holds them.
    words: ['litro', 'mililitro', 'galon', 'botella', 'vaso', 'biberon', 'toma'],
    examples: [
      { idea: GRANJA, shows: '.Litros de leche:number' },
      { idea: CAMION, shows: '.Galones de diésel:number' },
      { idea: BAR, shows: '.Botellas de ron:number' },
    ],
    counterExamples: [{ idea: GRANJA, shows: '.Vacas de la finca' }],
  },
  {
    // Lengths, distances and areas.
    words: ['metro', 'centimetro', 'km', 'kilometro', 'hectarea', 'vuelta', 'paso'],
    examples: [
      { idea: COSTURA, shows: '.Metros de tela:number' },
      { idea: COSTURA, shows: '.Centímetros de cinta:number' },
    ],
    counterExamples: [{ idea: PESCA, shows: '.Peces de cada especie' }],
  },
  {
    // Time.
    words: ['hora', 'minuto', 'dia'],
    examples: [
      { idea: PESCA, shows: '.Horas de pesca:number' },
      { idea: SURF, shows: '.Horas de agua:number' },
    ],
    counterExamples: [{ idea: SURF, shows: '.Alumnos de primer nivel' }],
  },
  {
    // Things counted by the piece: frames, sacks, servings, sets, places.
    words: [
      'cuadro',
      'marco',
      'panal',
      'huevo',
      'unidad',
      'caja',
      'bolsa',
      'saco',
      'pieza',
      'racion',
      'serie',
      'repeticion',
      'pagina',
      'persona',
      'plaza',
    ],
    examples: [
      { idea: COLMENAS, shows: '.Cuadros de cría:number' },
      { idea: APIARIO, shows: '.Marcos de miel:number' },
      { idea: HUERTA, shows: '.Sacos de papas:number' },
      { idea: BAR, shows: '.Cajas de cerveza:number' },
      { idea: PANADERIA, shows: '.Piezas de pan:number' },
      { idea: PANADERIA, shows: '.Bolsas de harina:number' },
      { idea: COMEDOR, shows: '.Raciones de comida:number' },
      { idea: COMEDOR, shows: '.Plazas de voluntarios:number' },
    ],
    // «de fuera» is no thing: the people stay «Personas».
    counterExamples: [{ idea: COMEDOR, shows: '.Personas de fuera' }],
  },
];

/** Measure nouns, folded and singular, as details.ts reads them. */
export const MEASURES = new Set(MEASURE_WORDS.flatMap((g) => g.words));
