// Database errors the modules react to, recognised the same way on SQLite and PostgreSQL.

/** A unique index refused the row (PostgreSQL 23505; SQLite's constraint codes or message). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  if (!e) return false;
  return (
    e.code === '23505' ||
    e.errcode === 2067 ||
    e.errcode === 1555 ||
    /UNIQUE constraint failed/i.test(e.message ?? '')
  );
}
