import type { DbOrTrx, NotificationEmailsTable } from '../../db/types.ts';

export async function countSendsOfDay(db: DbOrTrx, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('notificationEmails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('day', '=', day)
    .where('status', '<>', 'failed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertSend(db: DbOrTrx, row: NotificationEmailsTable): Promise<void> {
  await db.insertInto('notificationEmails').values(row).execute();
}

export async function deleteSend(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('notificationEmails').where('id', '=', id).execute();
}

export async function finishSend(
  db: DbOrTrx,
  id: string,
  patch: Pick<NotificationEmailsTable, 'status' | 'messageId' | 'error'>,
): Promise<void> {
  await db.updateTable('notificationEmails').set(patch).where('id', '=', id).execute();
}

export async function listSends(db: DbOrTrx, projectId: string, limit: number) {
  return db
    .selectFrom('notificationEmails')
    .select(['id', 'recipients', 'subject', 'status', 'messageId', 'createdAt'])
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}
