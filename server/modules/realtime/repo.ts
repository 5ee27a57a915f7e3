import type { ChatMessage } from '../../../contracts/realtime.ts';
import type { DbOrTrx } from '../../db/types.ts';

// Chat messages of the realtime rooms, kept in demo_messages (docs/product-spec.md §3 "Demo messages").

export async function insertMessage(db: DbOrTrx, message: ChatMessage): Promise<void> {
  await db
    .insertInto('demoMessages')
    .values({
      id: message.id,
      userId: message.userId,
      channel: message.channel,
      text: message.data.text,
      displayName: message.metadata.displayName,
      createdAt: message.timestamp,
    })
    .execute();
}

/** The channel's last `limit` messages, oldest first (the order a chat shows them). */
export async function listRecentMessages(
  db: DbOrTrx,
  channel: string,
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('demoMessages')
    .select(['id', 'userId', 'channel', 'text', 'displayName', 'createdAt'])
    .where('channel', '=', channel)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    channel: r.channel,
    id: r.id,
    type: 'chat',
    data: { text: r.text },
    timestamp: r.createdAt,
    userId: r.userId,
    metadata: { displayName: r.displayName ?? '' },
  }));
}

export async function deleteUserMessages(db: DbOrTrx, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('demoMessages')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
