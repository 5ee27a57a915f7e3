// What happens to each of a logbook's things, said as lists of their own: "los partos de cada
// una con cuántos corderos", "por cada vaca los pesajes, los litros de ordeño, vacunas, partos".
// A designer draws one list per kind of event, each pointing at the animal or thing it happened
// to, with the fields that event has. Data with its examples (decision 0297), run by
// tables.test.ts; plan.ts (`logEvents`) adds at most three of them.
import type { PatternField } from '../patterns/types.ts';
import type { WordGroup } from './cases.ts';

export interface LogEvent extends WordGroup {
  label: string;
  labelPlural: string;
  gender: 'm' | 'f';
  /** After the reference to the thing and «Fecha», which every event has. */
  fields: PatternField[];
  /**
   * Words the idea may say for one of these fields (by key), folded and singular: «cuántos
   * corderos» is the birth's «Crías», shown as «Corderos»; never a field of another list.
   */
  fieldWords?: Record<string, string[]>;
  /** Said beside this other event, one of its kinds: no list of its own ("vacunas y desparasitaciones"). */
  within?: string;
}

const OVEJAS =
  'Tengo un campo con unas 600 ovejas merino. Preciso llevar cada oveja por su caravana, cuándo la vacuné y con qué, cuándo se esquiló y cuántos kilos de lana dio, y los partos de cada una con cuántos corderos';
const VACAS =
  'finca lechera con 80 vacas, quiero llevar por cada vaca los pesajes, los litros de ordeño, vacunas, partos y cuando el veterinario la revisa';
const CABALLOS =
  'tengo un haras chico con 15 caballos, quiero la ficha de cada uno y anotar las visitas del veterinario, el herrador, las vacunas y desparasitaciones, con fecha y cuando toca la proxima';
const HIPICA =
  'Hípica pequeña en Asturias: llevar de cada caballo las revisiones del veterinario, el herrador y las desparasitaciones';
const CERDAS =
  'granja de cerdos: de cada cerda quiero apuntar las inseminaciones, los partos con cuántos lechones nacieron y los destetes';
const COLMENAS =
  'tengo 40 colmenas y quiero apuntar en cada revisión si vi la reina, cuántos cuadros de cría y cuántos kilos de miel saqué';
const FLOTA =
  'tengo 7 camiones y quiero registrar cada mantenimiento, el kilometraje, lo que costó y el taller';

export const LOG_EVENTS: LogEvent[] = [
  {
    words: ['parto', 'paricion'],
    label: 'Parto',
    labelPlural: 'Partos',
    gender: 'm',
    fields: [
      { key: 'crias', label: 'Crías', type: 'number' },
      { key: 'vivas', label: 'Crías vivas', type: 'number' },
      { key: 'observaciones', label: 'Observaciones', type: 'longtext' },
    ],
    fieldWords: {
      crias: ['cordero', 'ternero', 'lechon', 'cabrito', 'potro', 'gazapo', 'cachorro', 'cria'],
    },
    examples: [
      { idea: OVEJAS, shows: 'Parto.Corderos:number' },
      { idea: VACAS, shows: 'Parto.Crías:number' },
      { idea: CERDAS, shows: 'Parto.Lechones:number' },
    ],
    counterExamples: [{ idea: COLMENAS, shows: 'Parto.' }],
  },
  {
    words: ['vacuna', 'vacunacion', 'vacunar'],
    label: 'Vacuna',
    labelPlural: 'Vacunas',
    gender: 'f',
    fields: [
      { key: 'producto', label: 'Vacuna o producto', type: 'text', required: true },
      { key: 'dosis', label: 'Dosis', type: 'text' },
      { key: 'proxima', label: 'Próxima dosis', type: 'date' },
    ],
    examples: [
      { idea: VACAS, shows: 'Vacuna.Vacuna o producto:text' },
      { idea: CABALLOS, shows: 'Vacuna.Próxima dosis:date' },
    ],
    counterExamples: [{ idea: FLOTA, shows: 'Vacuna.' }],
  },
  {
    words: ['desparasitacion', 'desparasitar'],
    label: 'Desparasitación',
    labelPlural: 'Desparasitaciones',
    gender: 'f',
    within: 'Vacuna',
    fields: [
      { key: 'producto', label: 'Producto', type: 'text', required: true },
      { key: 'proxima', label: 'Próxima', type: 'date' },
    ],
    examples: [{ idea: HIPICA, shows: 'Desparasitación.Producto:text' }],
    counterExamples: [
      { idea: VACAS, shows: 'Desparasitación.' },
      {
        idea: 'hípica con 15 caballos: de cada uno las visitas del veterinario, las vacunas y desparasitaciones',
        shows: 'Desparasitación.',
      },
    ],
  },
  {
    words: ['esquila', 'esquilar'],
    label: 'Esquila',
    labelPlural: 'Esquilas',
    gender: 'f',
    fields: [{ key: 'kilos', label: 'Kilos de lana', type: 'number' }],
    fieldWords: { kilos: ['lana'] },
    examples: [
      {
        idea: 'tengo 300 ovejas y de cada una quiero apuntar la esquila con cuántos kilos de lana dio y los partos',
        shows: 'Esquila.Kilos de lana:number',
      },
    ],
    counterExamples: [{ idea: VACAS, shows: 'Esquila.' }],
  },
  {
    words: ['ordeno', 'ordenar'],
    label: 'Ordeño',
    labelPlural: 'Ordeños',
    gender: 'm',
    fields: [{ key: 'litros', label: 'Litros', type: 'number', required: true }],
    fieldWords: { litros: ['litro', 'leche'] },
    examples: [{ idea: VACAS, shows: 'Ordeño.Litros:number' }],
    counterExamples: [{ idea: OVEJAS, shows: 'Ordeño.' }],
  },
  {
    words: ['inseminacion', 'cubricion', 'monta'],
    label: 'Inseminación',
    labelPlural: 'Inseminaciones',
    gender: 'f',
    fields: [
      { key: 'macho', label: 'Macho o pajuela', type: 'text' },
      { key: 'confirmada', label: 'Preñez confirmada', type: 'boolean' },
    ],
    examples: [{ idea: CERDAS, shows: 'Inseminación.Macho o pajuela:text' }],
    counterExamples: [{ idea: VACAS, shows: 'Inseminación.' }],
  },
  {
    words: ['destete'],
    label: 'Destete',
    labelPlural: 'Destetes',
    gender: 'm',
    fields: [
      { key: 'crias', label: 'Crías destetadas', type: 'number' },
      { key: 'peso', label: 'Peso medio (kg)', type: 'number' },
    ],
    examples: [{ idea: CERDAS, shows: 'Destete.Crías destetadas:number' }],
    counterExamples: [{ idea: OVEJAS, shows: 'Destete.' }],
  },
];
