import type { DbOrTrx } from '../../db/types.ts';
import { newId, nowIso } from '../../lib/ids.ts';

export type NewsletterSubscription = {
  id: string;
  email: string;
  status: string;
  createdAt: string;
};

export async function findSubscriptionByEmail(
  db: DbOrTrx,
  email: string,
): Promise<NewsletterSubscription | undefined> {
  return db
    .selectFrom('newsletterSubscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Inserts an active subscription unless the email is already there; true when a row was added. */
export async function insertSubscriptionIfAbsent(db: DbOrTrx, email: string): Promise<boolean> {
  const result = await db
    .insertInto('newsletterSubscriptions')
    .values({ id: newId(), email, status: 'active', createdAt: nowIso() })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setSubscriptionStatus(
  db: DbOrTrx,
  email: string,
  status: string,
): Promise<void> {
  await db
    .updateTable('newsletterSubscriptions')
    .set({ status })
    .where('email', '=', email)
    .execute();
}
