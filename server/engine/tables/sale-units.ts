// How a thing is sold, said after it in a list of products (decision 0275): "el lechón por
// libra, los pasteles por docena y el arroz por bandeja" lists three products, not pounds and
// dozens; the units said become the first options of «Se vende por». Data with its examples
// (decision 0276), run by tables.test.ts.
import type { WordGroup } from './cases.ts';

const LECHONERA =
  'tengo una lechonera y pa Navidad la gente encarga el lechón por libra, los pasteles por docena y el arroz con gandules por bandeja. quiero q me hagan el encargo por la app y q dejen su cel';
const CHARCUTERIA =
  'tengo una charcutería y la gente encarga el jamón por gramo, los chorizos por unidad y el lomo por kilo. quiero que me hagan el encargo por la app';
const FERRETERIA =
  'tengo una ferretería y la gente encarga el cable por metro y los tornillos por kg. quiero que me hagan el encargo por la app';
const BODEGA =
  'tengo una bodega y la gente encarga el vino por botella, el aceite por litro y el queso por libra. quiero que me hagan el encargo por la app';
const OBRADOR =
  'tengo un obrador y la gente encarga las galletas por bolsa, los bizcochos por porción y las magdalenas por paquete. quiero que me hagan el encargo por la app';
const PASTELERIA =
  'tengo una pastelería y la gente encarga las tartas por ración y los bombones por caja. quiero que me hagan el encargo por la app';
const PERNIL =
  'tengo una lechonera y la gente encarga los pasteles por docena y el pernil por bandeja. quiero q me hagan el encargo por la app';
const FRUTERIA =
  'tengo una frutería y la gente encarga las fresas por caja, las naranjas por kilo y los aguacates por pieza. quiero que me hagan el encargo por la app';
const POR_ENCARGO =
  'tengo una lechonera y la gente encarga el lechón por libra y los pasteles por encargo. quiero q me hagan el encargo por la app';

export const SALE_UNIT_WORDS: WordGroup[] = [
  {
    // By weight.
    words: ['libra', 'kilo', 'kg', 'gramo'],
    examples: [
      { idea: LECHONERA, shows: 'Producto.Se vende por:choice [Libra|Docena|' },
      { idea: CHARCUTERIA, shows: 'Producto.Se vende por:choice [Gramo|Unidad|Kilo|' },
      { idea: FERRETERIA, shows: 'Producto.Se vende por:choice [Metro|Kg|' },
    ],
    counterExamples: [
      // The unit is no kind of product, and «por encargo» is no unit.
      { idea: LECHONERA, shows: 'Producto.Tipo ∋ Libra' },
      { idea: POR_ENCARGO, shows: 'Se vende por ∋ Encargo' },
    ],
  },
  {
    // By volume or length.
    words: ['litro', 'botella', 'metro'],
    examples: [
      { idea: BODEGA, shows: 'Producto.Se vende por:choice [Botella|Litro|Libra|' },
      { idea: FERRETERIA, shows: 'Producto.Tipo:choice [Cable|Tornillo|Otro]' },
    ],
    counterExamples: [
      { idea: BODEGA, shows: 'Producto.Tipo ∋ Botella' },
      { idea: FERRETERIA, shows: 'Producto.Tipo ∋ Metro' },
    ],
  },
  {
    // By the piece, the pack or the tray.
    words: ['docena', 'unidad', 'pieza', 'caja', 'bolsa', 'paquete', 'bandeja', 'charola'],
    examples: [
      { idea: PERNIL, shows: 'Producto.Se vende por:choice [Docena|Bandeja|' },
      { idea: OBRADOR, shows: 'Producto.Se vende por:choice [Bolsa|Porción|Paquete|' },
      { idea: FRUTERIA, shows: 'Producto.Se vende por:choice [Kilo|Pieza|' },
      { idea: PASTELERIA, shows: 'Producto.Tipo:choice [Tarta|Bombón|Otro]' },
    ],
    counterExamples: [
      { idea: OBRADOR, shows: 'Producto.Tipo ∋ Bolsa' },
      { idea: PERNIL, shows: 'Producto.Tipo ∋ Bandeja' },
    ],
  },
  {
    // By the portion.
    words: ['racion', 'porcion'],
    examples: [
      { idea: PASTELERIA, shows: 'Producto.Se vende por:choice [Ración|Caja|' },
      { idea: OBRADOR, shows: 'Producto.Tipo:choice [Galleta|Bizcocho|Magdalena|Otro]' },
    ],
    counterExamples: [{ idea: PASTELERIA, shows: 'Producto.Tipo ∋ Ración' }],
  },
];

/** The units, folded and singular, as `saleUnitAfter` in plan.ts reads them. */
export const SALE_UNITS = new Set(SALE_UNIT_WORDS.flatMap((g) => g.words));
