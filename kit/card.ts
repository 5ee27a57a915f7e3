import { type AppEntity, type AppField, ownValue, type RecordData } from './definition.ts';

// What a record's card says at a glance (decision 0291): its status as a badge and its key date,
// marked when it is a deadline already past. One rule for the list's cards and the board's, in
// the platform's running app and in every exported app.

/**
 * The field a card shows as the record's status: the one the board groups by, else the entity's
 * first choice field. Null when the entity has no choice field.
 *
 * Examples: a video with a board by «Estado» → «Estado» (not «Red o canal», which comes first);
 * an object with «Categoría» and no board → «Categoría».
 * Counter-example: a board whose field is no longer a choice → the first choice field instead.
 */
export function cardStatusField(entity: AppEntity): AppField | null {
  const board = entity.views.board?.statusField;
  const onBoard = board ? entity.fields.find((f) => f.key === board) : undefined;
  if (onBoard?.type === 'choice') return onBoard;
  return entity.fields.find((f) => f.type === 'choice') ?? null;
}

const isDate = (f: AppField) => f.type === 'date' || f.type === 'datetime';

/**
 * The field a card shows as the record's key date: the calendar's, else the entity's first date
 * or date-and-time field. Null when the entity has none.
 *
 * Examples: a case file with «Fecha de apertura» first and a calendar by «Próximo plazo» →
 * «Próximo plazo»; a task with only «Fecha límite» → «Fecha límite».
 * Counter-example: an entity with only text and numbers → null (no date on its cards).
 */
export function cardDateField(entity: AppEntity): AppField | null {
  const calendar = entity.views.calendar?.dateField;
  const onCalendar = calendar ? entity.fields.find((f) => f.key === calendar) : undefined;
  if (onCalendar && isDate(onCalendar)) return onCalendar;
  return entity.fields.find(isDate) ?? null;
}

/** Lower case without accents: «Límite» → «limite». */
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** The words of a label that make its date a deadline (whole words, without accents). */
const DEADLINE_WORDS =
  /(?<![\p{L}])(limite|tope|plazo|vence|vencimiento|entrega|entregar|caduca|caducidad|deadline)(?![\p{L}])/u;

/**
 * Whether a date field reads as a deadline, a day by which something has to be done: its label
 * says «Fecha límite», «Vence», «Plazo», «Entrega», «Caduca». A deadline word that is the name
 * of the entity itself names the day the record happened, not a day to meet.
 *
 * Examples: «Fecha límite», «Próximo plazo», «Vence el», «Fecha de vencimiento», «Fecha de
 * entrega» of a project, «Fecha de entrega prevista» of a parcel, «Caduca el».
 * Counter-examples: «Fecha de publicación», «Fecha de apertura», «Fecha de nacimiento»,
 * «Entregado el» (a day past, by its form), «Fecha de entrega» of an «Entrega» (the day a
 * homework was handed in).
 */
export function isDeadlineField(entity: Pick<AppEntity, 'label'>, field: AppField): boolean {
  if (!isDate(field)) return false;
  const match = DEADLINE_WORDS.exec(plain(field.label));
  if (!match) return false;
  return plain(entity.label).trim() !== match[1];
}

/** The words of a status that say the record is over: its deadline no longer presses. */
const DONE_WORDS =
  /(?<![\p{L}])(hech[oa]s?|terminad[oa]s?|cerrad[oa]s?|completad[oa]s?|finalizad[oa]s?|entregad[oa]s?|recogid[oa]s?|devuelt[oa]s?|resuelt[oa]s?|pagad[oa]s?|cobrad[oa]s?|saldad[oa]s?|facturad[oa]s?|publicad[oa]s?|en linea|cancelad[oa]s?|anulad[oa]s?|descartad[oa]s?|rechazad[oa]s?|archivad[oa]s?|conseguid[oa]s?|abandonad[oa]s?|corregid[oa]s?|vendid[oa]s?|atendid[oa]s?|de baja)(?![\p{L}])/u;

/**
 * Whether a status says the record is over (done, delivered, paid, closed, cancelled): a past
 * deadline of such a record is no longer overdue.
 *
 * Examples: «Hecha», «Cerrado», «Entregado», «Cobrada», «En línea», «Cancelado».
 * Counter-examples: «Por hacer», «En curso», «Pendiente de respuesta», «Cobrada en parte»,
 * «Pagado en parte», «Vencida».
 */
export function isDoneStatus(status: string): boolean {
  const s = plain(status);
  if (/(?<![\p{L}])en parte(?![\p{L}])|(?<![\p{L}])por (hacer|cobrar|reservar)/u.test(s))
    return false;
  return DONE_WORDS.test(s);
}

let dayFormat: Intl.DateTimeFormat | null = null;
let timeFormat: Intl.DateTimeFormat | null = null;

/** A date's day as `YYYY-MM-DD` in the reader's own calendar. */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export type CardDate = {
  field: AppField;
  /** The date as a card shows it, short: «12 dic 2026», «12 dic 2026, 10:30». */
  text: string;
  /** A deadline already past of a record that is not over. */
  overdue: boolean;
};

/**
 * The key date of a record on its card, or null when it has none. A date is a day wherever the
 * reader is («2026-12-12» reads «12 dic 2026» in any time zone); a date and time is read as it
 * was typed. Overdue: a deadline field (`isDeadlineField`) whose day is before today's (a date)
 * or whose moment has passed (a date and time), unless the record's status says it is over.
 */
export function cardDate(
  entity: AppEntity,
  data: RecordData,
  now: Date,
  field: AppField | null = cardDateField(entity),
): CardDate | null {
  if (!field) return null;
  const value = ownValue(data, field.key);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  let text: string;
  let past: boolean;
  if (field.type === 'date') {
    const day = value.slice(0, 10);
    dayFormat ??= new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    text = dayFormat.format(new Date(`${day}T12:00:00Z`));
    past = day < dayOf(now);
  } else {
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) return null;
    timeFormat ??= new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    text = timeFormat.format(at);
    past = at.getTime() < now.getTime();
  }
  // «12 dic. 2026» in some engines' data: the short month without its full stop.
  text = text.replace(/(\p{L})\.(?=\s)/u, '$1');
  const status = cardStatusField(entity);
  const statusValue = status ? ownValue(data, status.key) : null;
  const over = typeof statusValue === 'string' && isDoneStatus(statusValue);
  return { field, text, overdue: past && !over && isDeadlineField(entity, field) };
}

/** The status a card shows, or null when the record has none. */
export function cardStatus(
  entity: AppEntity,
  data: RecordData,
  field: AppField | null = cardStatusField(entity),
): { field: AppField; value: string } | null {
  if (!field) return null;
  const value = ownValue(data, field.key);
  return typeof value === 'string' && value !== '' ? { field, value } : null;
}
