import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  type AccessRule,
  type AppChange,
  type RecordRole,
  recordAccess,
} from '../../../contracts/app-definition.ts';
import type { AppDeps } from '../../deps.ts';

// Live updates of a running app (issue 20, decision 0170): every change to an app's records
// or definition is published on the cluster events (`deps.events`, Redis pub/sub when scaled
// out) and each instance forwards it to the browsers it holds open on that app, as
// server-sent events on GET /api/apps/{projectId}/events. A notice carries no record data:
// the browser re-reads what it may see through the records API. Each notice is sent only to
// the streams whose viewer may read that entity and that record (contracts/app-definition.ts
// recordAccess, from the record's audience published with it and never sent to a browser);
// making the project private or unlaunching it closes every stream but the owner's at once
// (closeVisitorStreams). docs/decisions/0212-who-sees-what.md.

const TOPIC = 'app-changed';
const HEARTBEAT_MS = 25_000;
/** Open streams per instance, all apps together. */
export const MAX_STREAMS = 5000;

/** Who may read the record a notice is about: its entity's rule, its author, linked accounts. */
export type ChangeAudience = {
  rule: AccessRule;
  anonymous?: boolean;
  authorId: string;
  /** vinculada: the account emails of the people the record points at (before and after). */
  linkedEmails: string[];
  /** The account emails of the people the record is (an entity with `accountField`). */
  accountEmails?: string[];
};
/**
 * Who holds a stream open: their role in the app, their id, their verified email, and their
 * account's email (lowercased), by which the app's team knows them (decision 0232).
 */
export type StreamViewer = {
  role: RecordRole;
  userId: string | null;
  email: string | null;
  accountEmail?: string | null;
};

type Message =
  | { projectId: string; change: AppChange; audience?: ChangeAudience }
  | { projectId: string; closeVisitors: true }
  | { projectId: string; closeAccount: string };
type Listener = {
  viewer: StreamViewer;
  send: (change: AppChange) => void;
  close: () => void;
};
type Channels = { byProject: Map<string, Set<Listener>>; streams: Set<PassThrough>; count: number };

/** Whether a stream's viewer may be told of this change. */
function mayHear(viewer: StreamViewer, audience: ChangeAudience | undefined): boolean {
  if (!audience) return true; // definition changes and example removals carry no record
  return recordAccess(audience, viewer.role, {
    isAuthor: viewer.userId !== null && audience.authorId === viewer.userId,
    isLinked: viewer.email !== null && audience.linkedEmails.includes(viewer.email),
    isAccount: viewer.email !== null && (audience.accountEmails ?? []).includes(viewer.email),
    managed: false,
  }).read;
}

const channelsByDeps = new WeakMap<AppDeps['events'], Channels>();

function channelsFor(events: AppDeps['events']): Channels {
  let channels = channelsByDeps.get(events);
  if (!channels) {
    const created: Channels = { byProject: new Map(), streams: new Set(), count: 0 };
    channels = created;
    channelsByDeps.set(events, created);
    events.subscribe(TOPIC, (payload) => {
      let message: Message;
      try {
        message = JSON.parse(payload);
      } catch {
        return;
      }
      for (const listener of [...(created.byProject.get(message.projectId) ?? [])]) {
        if ('closeVisitors' in message) {
          if (listener.viewer.role !== 'owner') listener.close();
        } else if ('closeAccount' in message) {
          if (
            listener.viewer.role !== 'owner' &&
            listener.viewer.accountEmail === message.closeAccount
          )
            listener.close();
        } else if (mayHear(listener.viewer, message.audience)) listener.send(message.change);
      }
    });
  }
  return channels;
}

/** Tells every instance's open browsers of this app that something changed. */
export function publishAppChange(
  deps: Pick<AppDeps, 'events'>,
  {
    projectId,
    change,
    audience,
  }: { projectId: string; change: AppChange; audience?: ChangeAudience },
): void {
  channelsFor(deps.events);
  const message: Message = { projectId, change, ...(audience && { audience }) };
  deps.events.publish(TOPIC, JSON.stringify(message));
}

/**
 * Ends, on every instance, the open streams of this app held by anyone but its owner: called
 * when the project is made private, unlaunched or deleted. Reconnecting visitors get a 404.
 */
export function closeVisitorStreams(deps: Pick<AppDeps, 'events'>, projectId: string): void {
  channelsFor(deps.events);
  const message: Message = { projectId, closeVisitors: true };
  deps.events.publish(TOPIC, JSON.stringify(message));
}

/**
 * Ends, on every instance, the open streams of this app held by the account with this
 * (lowercased) email: called when the owner invites or removes it from the team, so its
 * browser reconnects at once with its new role (a removed member hears nothing more).
 */
export function closeAccountStreams(
  deps: Pick<AppDeps, 'events'>,
  projectId: string,
  email: string,
): void {
  channelsFor(deps.events);
  const message: Message = { projectId, closeAccount: email };
  deps.events.publish(TOPIC, JSON.stringify(message));
}

/** Whether this instance may open one more stream. */
export function streamsAvailable(deps: Pick<AppDeps, 'events'>): boolean {
  return channelsFor(deps.events).count < MAX_STREAMS;
}

/** Opens the event stream of one app on this reply; it ends when the browser leaves. */
export function openAppStream(
  deps: Pick<AppDeps, 'events'>,
  reply: FastifyReply,
  projectId: string,
  viewer: StreamViewer,
): void {
  const channels = channelsFor(deps.events);
  const stream = new PassThrough();
  const listener: Listener = {
    viewer,
    send: (change) => {
      if (!stream.writableEnded) stream.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    },
    close: () => close(),
  };
  let set = channels.byProject.get(projectId);
  if (!set) {
    set = new Set();
    channels.byProject.set(projectId, set);
  }
  set.add(listener);
  channels.streams.add(stream);
  channels.count += 1;
  const heartbeat = setInterval(() => {
    if (!stream.writableEnded) stream.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    const current = channels.byProject.get(projectId);
    current?.delete(listener);
    if (current && current.size === 0) channels.byProject.delete(projectId);
    channels.streams.delete(stream);
    channels.count -= 1;
    if (!stream.writableEnded) stream.end();
  };
  reply.raw.on('close', close);
  stream.on('close', close);
  reply
    .status(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no');
  // The first bytes make proxies and the browser treat the stream as open.
  stream.write('retry: 3000\n: open\n\n');
  void reply.send(stream);
}

/** Ends every open stream of this app instance (shutdown): browsers reconnect elsewhere. */
export function closeAppStreams(deps: Pick<AppDeps, 'events'>): void {
  const channels = channelsByDeps.get(deps.events);
  if (!channels) return;
  for (const stream of [...channels.streams]) stream.end();
}
