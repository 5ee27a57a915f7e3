import { messages } from '../../../contracts/messages.ts';
import {
  CHAT_HISTORY_LIMIT,
  type ChatMessage,
  REALTIME_CHANNELS,
} from '../../../contracts/realtime.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

// What other modules may ask of realtime: its hub's figures, a room's recent messages,
// and removing one user's messages (demo "delete my data"). The hub itself is built by
// buildApp (deps.realtimeHub) and closed with the app.

export type RealtimeStats = { connections: number; online: number; mode: 'memory' | 'redis' };

export async function getRealtimeStats(deps: Pick<AppDeps, 'realtimeHub'>): Promise<RealtimeStats> {
  const hub = deps.realtimeHub;
  return {
    connections: hub.connections(),
    online: await hub.online(REALTIME_CHANNELS[0]).catch(() => 0),
    mode: hub.mode,
  };
}

export async function listRecentMessages(
  deps: Pick<AppDeps, 'db'>,
  opts: { channel: string },
): Promise<ChatMessage[]> {
  if (!(REALTIME_CHANNELS as readonly string[]).includes(opts.channel))
    throw notFound(messages.demoFlow.channelNotAllowed, 'CHANNEL_NOT_FOUND');
  return repo.listRecentMessages(deps.db, opts.channel, CHAT_HISTORY_LIMIT);
}

export async function deleteUserMessages(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string },
): Promise<number> {
  return repo.deleteUserMessages(deps.db, opts.userId);
}
