// What the team writes on a record a visitor sends (decision 0275): a student's mark and the
// teacher's correction on a submission, the resolution of a report. The visitor never fills
// these in (`teamOnly`); «Notas» a visitor writes, or their own answer, stays theirs. Data with
// its examples (decision 0276), run by tables.test.ts.
import type { WordGroup } from './cases.ts';

const REDACCIONES =
  'soy profe de inglés y quiero que los alumnos suban sus redacciones y yo les pongo la nota y la corrección';
const GRABACIONES =
  'academia de música: los alumnos mandan sus grabaciones y el profe les deja un comentario del profe y una calificación';
const INCIDENCIAS =
  'vecinos del barrio: que la gente reporte incidencias (farolas rotas, baches) y el ayuntamiento ponga la resolución y la fecha de resolución';
const TARTAS = 'quiero que los clientes hagan pedidos de tartas y me dejen notas con alergias';
const GAS =
  'repartimos gas en cilindros: que los clientes pidan su cilindro desde el celular con su dirección y vean con el código de seguimiento si ya salió su pedido';
const MENSAJERIA =
  'mensajería en moto: yo registro cada envío con su código de seguimiento y cada cliente ve los suyos';

/** Labels, folded, whose field the team writes: a label that starts with one of them. */
export const TEAM_WRITES_WORDS: WordGroup = {
  words: [
    'correccion',
    'comentario del profe',
    'comentario de la profe',
    'comentarios del profe',
    'feedback',
    'devolucion del profe',
    'resolucion',
    'fecha de resolucion',
    'respuesta del',
    'respuesta de la',
    // A guest's table: the hosts seat each guest; a guest who confirms does not pick it.
    'mesa asignada',
    // A delivery's tracking code: the business gives it once the customer has ordered.
    'codigo de seguimiento',
  ],
  examples: [
    { idea: GAS, shows: 'Pedido.Código de seguimiento:text · equipo' },
    { idea: REDACCIONES, shows: 'Entrega.Corrección o comentario del profesor:longtext · equipo' },
    { idea: GRABACIONES, shows: 'Grabación.Comentario del profe:longtext · equipo' },
    { idea: INCIDENCIAS, shows: 'Incidencia.Resolución:text · equipo' },
    { idea: INCIDENCIAS, shows: 'Incidencia.Fecha de resolución:date · equipo' },
    {
      idea: 'organizo mi boda: los invitados confirman desde el móvil y cada uno tiene su mesa asignada',
      shows: 'Invitado.Mesa asignada:reference · equipo',
    },
  ],
  // The student's own answer, and what a customer asks, are theirs.
  counterExamples: [
    { idea: REDACCIONES, shows: 'Entrega.Respuesta o comentario:longtext · equipo' },
    { idea: TARTAS, shows: 'Pedido.Notas:longtext · equipo' },
    // Records the business keeps and the customer only reads: the code is the team's anyway.
    { idea: MENSAJERIA, shows: 'Envío.Código de seguimiento:text · equipo' },
  ],
};

/** Whole labels, folded, of a mark the team gives: a number or stars. */
export const TEAM_MARKS_WORDS: WordGroup = {
  words: ['nota', 'calificacion', 'puntuacion del jurado', 'nota final'],
  examples: [
    { idea: REDACCIONES, shows: 'Entrega.Nota:number · equipo' },
    { idea: GRABACIONES, shows: 'Grabación.Nota:number · equipo' },
  ],
  // «Notas» a customer leaves is a text of theirs, no mark.
  counterExamples: [{ idea: TARTAS, shows: 'Pedido.Notas:longtext · equipo' }],
};

export const TEAM_WRITES = new RegExp(`^(${TEAM_WRITES_WORDS.words.join('|')})`);
export const TEAM_MARKS = new RegExp(`^(${TEAM_MARKS_WORDS.words.join('|')})$`);
