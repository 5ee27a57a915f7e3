import { describe, expect, it } from 'vitest';
import {
  cardDate,
  cardDateField,
  cardStatus,
  cardStatusField,
  isDeadlineField,
  isDoneStatus,
} from './card.ts';
import type { AppEntity, AppField } from './definition.ts';
import { entityOf, listOnly } from './entities.fixture.ts';

// What a card says at a glance (decision 0291): the status the board groups by, the key date,
// and a past deadline marked.
const f = (key: string, label: string, type: AppField['type'], options?: string[]): AppField => ({
  key,
  label,
  type,
  required: false,
  ...(options ? { options } : {}),
});
const entity = (
  label: string,
  fields: AppField[],
  views: { calendar?: string; board?: string } = {},
): AppEntity =>
  entityOf('x', fields, {
    label,
    labelPlural: `${label}s`,
    views: {
      ...listOnly,
      calendar: views.calendar ? { dateField: views.calendar } : null,
      board: views.board ? { statusField: views.board } : null,
    },
  });

const video = entity(
  'Publicación',
  [
    f('titulo', 'Título', 'text'),
    f('canal', 'Red o canal', 'choice', ['YouTube', 'TikTok']),
    f('fecha', 'Fecha de publicación', 'datetime'),
    f('estado', 'Estado', 'choice', ['Idea', 'Guion', 'En línea']),
  ],
  { calendar: 'fecha', board: 'estado' },
);
const expediente = entity(
  'Expediente',
  [
    f('asunto', 'Asunto', 'text'),
    f('apertura', 'Fecha de apertura', 'date'),
    f('plazo', 'Próximo plazo', 'date'),
    f('estado', 'Estado', 'choice', ['Abierto', 'En trámite', 'Cerrado']),
  ],
  { calendar: 'plazo', board: 'estado' },
);
const noon = new Date(2026, 11, 7, 12, 0);

describe('cardStatusField', () => {
  it('is the board’s field, not the first choice', () =>
    expect(cardStatusField(video)?.key).toBe('estado'));
  it('is the first choice field without a board', () =>
    expect(
      cardStatusField(
        entity('Objeto', [
          f('nombre', 'Qué es', 'text'),
          f('categoria', 'Categoría', 'choice', ['Llaves']),
          f('estado', 'Estado', 'choice', ['Guardado']),
        ]),
      )?.key,
    ).toBe('categoria'));
  it('is the first choice when the board’s field is no choice any more', () =>
    expect(
      cardStatusField(
        entity('Tarea', [f('estado', 'Estado', 'text'), f('fase', 'Fase', 'choice', ['A', 'B'])], {
          board: 'estado',
        }),
      )?.key,
    ).toBe('fase'));
  it('is null without a choice field', () =>
    expect(cardStatusField(entity('Nota', [f('texto', 'Texto', 'text')]))).toBeNull());
});

describe('cardDateField', () => {
  it('is the calendar’s field, not the first date', () =>
    expect(cardDateField(expediente)?.key).toBe('plazo'));
  it('is the first date or date and time without a calendar', () =>
    expect(
      cardDateField(
        entity('Cita', [
          f('nombre', 'Nombre', 'text'),
          f('cuando', 'Cuándo', 'datetime'),
          f('alta', 'Alta', 'date'),
        ]),
      )?.key,
    ).toBe('cuando'));
  it('is null without a date field', () =>
    expect(cardDateField(entity('Nota', [f('n', 'Número', 'number')]))).toBeNull());
});

describe('isDeadlineField', () => {
  const task = entity('Proyecto', []);
  it.each([
    'Fecha límite',
    'Fecha limite',
    'Próximo plazo',
    'Vence el',
    'Fecha de vencimiento',
    'Fecha de entrega',
    'Caduca el',
    'Fecha tope',
  ])('«%s» is a deadline', (label) =>
    expect(isDeadlineField(task, f('d', label, 'date'))).toBe(true),
  );
  it.each([
    'Fecha de publicación',
    'Fecha de apertura',
    'Fecha de nacimiento',
    'Entregado el',
    'Fecha',
  ])('«%s» is no deadline', (label) =>
    expect(isDeadlineField(task, f('d', label, 'date'))).toBe(false),
  );
  it('«Fecha de entrega» of an «Entrega» is the day it was handed in', () =>
    expect(isDeadlineField(entity('Entrega', []), f('d', 'Fecha de entrega', 'datetime'))).toBe(
      false,
    ));
  it('a text field is never a deadline, whatever its label', () =>
    expect(isDeadlineField(task, f('d', 'Plazo', 'text'))).toBe(false));
});

describe('isDoneStatus', () => {
  it.each(['Hecha', 'Cerrado', 'Entregado', 'Cobrada', 'En línea', 'Cancelado', 'Resuelta'])(
    '«%s» is over',
    (s) => expect(isDoneStatus(s)).toBe(true),
  );
  it.each([
    'Por hacer',
    'En curso',
    'Pendiente de respuesta',
    'Cobrada en parte',
    'Pagado en parte',
    'Vencida',
    'Idea',
  ])('«%s» is not over', (s) => expect(isDoneStatus(s)).toBe(false));
});

describe('cardDate', () => {
  it('shows a date short, in Spanish, the same day in any time zone', () =>
    expect(cardDate(expediente, { plazo: '2026-12-12' }, noon)).toMatchObject({
      text: '12 dic 2026',
      overdue: false,
    }));
  it('shows a date and time as typed', () =>
    expect(cardDate(video, { fecha: '2026-12-12T10:30' }, noon)?.text).toBe('12 dic 2026, 10:30'));
  it('marks a past deadline of an open record', () =>
    expect(cardDate(expediente, { plazo: '2026-12-06', estado: 'En trámite' }, noon)?.overdue).toBe(
      true,
    ));
  it('today’s deadline is not past yet', () =>
    expect(cardDate(expediente, { plazo: '2026-12-07' }, noon)?.overdue).toBe(false));
  it('a past deadline of a closed record is not overdue', () =>
    expect(cardDate(expediente, { plazo: '2026-12-06', estado: 'Cerrado' }, noon)?.overdue).toBe(
      false,
    ));
  it('a past date that is no deadline is not overdue', () =>
    expect(cardDate(video, { fecha: '2026-12-01T09:00' }, noon)?.overdue).toBe(false));
  it('a past moment of a deadline with its time is overdue', () =>
    expect(
      cardDate(
        entity('Tarea', [f('limite', 'Fecha límite', 'datetime')]),
        { limite: '2026-12-07T11:59' },
        noon,
      )?.overdue,
    ).toBe(true));
  it('is null without a value or with one that is no date', () => {
    expect(cardDate(expediente, {}, noon)).toBeNull();
    expect(cardDate(expediente, { plazo: 'mañana' }, noon)).toBeNull();
  });
});

describe('cardStatus', () => {
  it('is the value of the status field', () =>
    expect(cardStatus(video, { estado: 'Guion', canal: 'YouTube' })?.value).toBe('Guion'));
  it('is null when the record has none', () =>
    expect(cardStatus(video, { estado: '' })).toBeNull());
});
