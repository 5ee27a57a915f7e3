// Who sees what, written out (issue 38 §2–3): for each rule, each person who asks and each
// records endpoint, the HTTP status a running app answers about one record that a signed-in
// visitor (the "author") wrote, linked to the person whose account is "linked". A table of
// facts, not a second implementation of kit/rules.ts: the platform's tests
// (server/hardening/record-access.db.test.ts, server/modules/apps/team.db.test.ts) and every
// exported app's tests (tests/reglas.test.ts) run it over HTTP, so the two cannot drift.

/** Each rule, and `formulario` with `anonymous: true`. */
export const ACCESS_VARIANTS = [
  'publica',
  'catalogo',
  'privada',
  'formulario',
  'formulario-anonimo',
  'propia',
  'vinculada',
] as const;
export type AccessVariant = (typeof ACCESS_VARIANTS)[number];

/**
 * Who asks: signed out; a signed-in visitor; the record's author; the account linked to the
 * record's person (vinculada); the team's `equipo` and `lector`; the app's owner; the owner of
 * another app.
 */
export const ACCESS_ACTORS = [
  'anonymous',
  'member',
  'author',
  'linked',
  'equipo',
  'lector',
  'owner',
  'otherOwner',
] as const;
export type AccessActor = (typeof ACCESS_ACTORS)[number];

export type AccessOutcome = {
  /** GET the record. */
  get: number;
  /** GET the list (and its search, filters, sort and pages). */
  list: number;
  /** Whether the record is in that list (and in the realtime events the viewer hears). */
  listed: boolean;
  /** POST a new record. */
  create: number;
  /** PATCH the record. */
  patch: number;
  /** DELETE the record. */
  remove: number;
  /** The entity's CSV download. */
  csv: number;
};

// One line per actor, in ACCESS_ACTORS order: get list listed create patch delete csv.
const TABLE: Record<AccessVariant, string> = {
  publica: `
    200 200 y 401 401 401 401
    200 200 y 201 403 403 403
    200 200 y 201 200 204 403
    200 200 y 201 403 403 403
    200 200 y 201 200 204 200
    200 200 y 201 403 403 200
    200 200 y 201 200 204 200
    200 200 y 201 403 403 403`,
  catalogo: `
    200 200 y 401 401 401 401
    200 200 y 403 403 403 403
    200 200 y 403 403 403 403
    200 200 y 403 403 403 403
    200 200 y 201 200 204 200
    200 200 y 403 403 403 200
    200 200 y 201 200 204 200
    200 200 y 403 403 403 403`,
  privada: `
    401 401 n 401 401 401 401
    403 403 n 403 403 403 403
    403 403 n 403 403 403 403
    403 403 n 403 403 403 403
    200 200 y 201 200 204 200
    200 200 y 403 403 403 200
    200 200 y 201 200 204 200
    403 403 n 403 403 403 403`,
  formulario: `
    404 401 n 401 401 401 401
    404 200 n 201 404 404 403
    200 200 y 201 200 204 403
    404 200 n 201 404 404 403
    200 200 y 201 200 204 200
    200 200 y 201 403 403 200
    200 200 y 201 200 204 200
    404 200 n 201 404 404 403`,
  'formulario-anonimo': `
    404 401 n 201 401 401 401
    404 200 n 201 404 404 403
    200 200 y 201 200 204 403
    404 200 n 201 404 404 403
    200 200 y 201 200 204 200
    200 200 y 201 403 403 200
    200 200 y 201 200 204 200
    404 200 n 201 404 404 403`,
  propia: `
    404 401 n 401 401 401 401
    404 200 n 201 404 404 403
    200 200 y 201 200 204 403
    404 200 n 201 404 404 403
    200 200 y 201 200 204 200
    200 200 y 201 403 403 200
    200 200 y 201 200 204 200
    404 200 n 201 404 404 403`,
  vinculada: `
    404 401 n 401 401 401 401
    404 200 n 403 404 404 403
    404 200 n 403 404 404 403
    200 200 y 403 403 403 403
    200 200 y 201 200 204 200
    200 200 y 403 403 403 200
    200 200 y 201 200 204 200
    404 200 n 403 404 404 403`,
};

function parse(text: string): Record<AccessActor, AccessOutcome> {
  const lines = text.trim().split('\n');
  if (lines.length !== ACCESS_ACTORS.length) throw new Error('access matrix: a row per actor');
  const rows = {} as Record<AccessActor, AccessOutcome>;
  ACCESS_ACTORS.forEach((actor, i) => {
    const cells = (lines[i] ?? '').trim().split(/\s+/);
    const [get, list, listed, create, patch, remove, csv] = cells;
    if (cells.length !== 7 || (listed !== 'y' && listed !== 'n'))
      throw new Error(`access matrix: bad row for ${actor}`);
    rows[actor] = {
      get: Number(get),
      list: Number(list),
      listed: listed === 'y',
      create: Number(create),
      patch: Number(patch),
      remove: Number(remove),
      csv: Number(csv),
    };
  });
  return rows;
}

/** What each actor gets under each rule (see TABLE). */
export const ACCESS_MATRIX: Record<
  AccessVariant,
  Record<AccessActor, AccessOutcome>
> = Object.fromEntries(ACCESS_VARIANTS.map((v) => [v, parse(TABLE[v])])) as Record<
  AccessVariant,
  Record<AccessActor, AccessOutcome>
>;
