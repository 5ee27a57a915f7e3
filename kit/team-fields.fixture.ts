import type { AppEntity, AppField } from './definition.ts';

// The fields the team sets (`teamOnly`, decision 0270) as the tests of every layer write them:
// the kit's rules (kit/team-fields.test.ts), the platform over HTTP
// (server/modules/apps/team-only.db.test.ts) and the exported app run as a person would
// (server/hardening/export-start.db.test.ts). A QA tester sent an enrolment to a pottery
// workshop through its public form with «Estado» = «Confirmada» and «Pagada» ticked, and it was
// stored so. A test file, not part of the kit: an export copies only `[a-z-]+.ts` files.

/** A required choice the team sets: a visitor's record gets its first option. */
export const estadoDelEquipo: AppField = {
  key: 'estado',
  label: 'Estado',
  type: 'choice',
  required: true,
  options: ['Pendiente', 'Confirmada', 'Cancelada'],
  teamOnly: true,
};

/** A yes/no field the team sets: a visitor's record gets «no». */
export const pagadaDelEquipo: AppField = {
  key: 'pagada',
  label: 'Pagada',
  type: 'boolean',
  required: false,
  teamOnly: true,
};

/** A text the team sets, required of the team only: a visitor's record gets nothing. */
export const monitorDelEquipo = (label = 'Monitor', required = true): AppField => ({
  key: 'monitor',
  label,
  type: 'text',
  required,
  teamOnly: true,
});

/** What the tester sent for the team's fields. */
export const enviadoPorVisitante = { estado: 'Confirmada', pagada: true, monitor: 'Yo misma' };

type EntityInput = Pick<AppEntity, 'key' | 'label' | 'rule' | 'fields'> &
  Partial<Pick<AppEntity, 'labelPlural' | 'anonymous'>>;

/**
 * The workshop's enrolments, sent through its public form by anyone (formulario, anonymous):
 * «Nombre», the list's own `fields`, then the three fields the team sets.
 */
export function inscripcionesDelTaller(
  opts: { fields?: AppField[]; monitor?: string } = {},
): EntityInput {
  return {
    key: 'inscripciones',
    label: 'Inscripción',
    labelPlural: 'Inscripciones',
    rule: 'formulario',
    anonymous: true,
    fields: [
      { key: 'nombre', label: 'Nombre', type: 'text', required: true },
      ...(opts.fields ?? []),
      estadoDelEquipo,
      pagadaDelEquipo,
      monitorDelEquipo(opts.monitor),
    ],
  };
}

/**
 * Its bookings, each member's own (propia): «Taller», «Plazas», «Estado» and «Pagada», and with
 * `monitor` an optional «Monitor» of that label.
 */
export function reservasDelTaller(opts: { monitor?: string } = {}): EntityInput {
  return {
    key: 'reservas',
    label: 'Reserva',
    rule: 'propia',
    fields: [
      { key: 'taller', label: 'Taller', type: 'text', required: true },
      { key: 'plazas', label: 'Plazas', type: 'number', required: false },
      estadoDelEquipo,
      pagadaDelEquipo,
      ...(opts.monitor ? [monitorDelEquipo(opts.monitor, false)] : []),
    ],
  };
}
