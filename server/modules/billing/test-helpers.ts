import type { DbOrTrx } from '../../db/types.ts';

// Test and bench set-up and read-back for billing's tables.

/** Credits used across every ledger (a bench's check that its run really spent them). */
export async function sumLedgerUsage(
  db: DbOrTrx,
): Promise<{ messages: number; integrations: number }> {
  const row = await db
    .selectFrom('creditLedgers')
    .select((eb) => [
      eb.fn.sum<number | string>('messagesUsed').as('m'),
      eb.fn.sum<number | string>('integrationsUsed').as('i'),
    ])
    .executeTakeFirstOrThrow();
  return { messages: Number(row.m ?? 0), integrations: Number(row.i ?? 0) };
}
