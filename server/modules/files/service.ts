import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { StoredObjectsTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { nowIso } from '../../lib/ids.ts';
import { publicUrlFor } from '../../lib/storage.ts';
import * as repo from './repo.ts';

// Who may read a stored object, and keeping stored_objects in step with storage. Other
// modules call these (never the repo): they record what they store and delete through here.

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** Records an object written outside the upload pipeline (previews, exports). */
export async function recordObject(
  deps: Pick<AppDeps, 'db'>,
  row: {
    key: string;
    ownerUserId: string;
    projectId: string | null;
    kind: StoredObjectsTable['kind'];
    contentType: string;
    size: number;
  },
): Promise<void> {
  await repo.insertObject(deps.db, { ...row, createdAt: nowIso() });
}

/** Deletes objects and their rows; storage failures are left as orphans, never thrown. */
export async function removeObjects(deps: Deps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await repo.deleteObjectRows(deps.db, keys);
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
}

/** Objects of one kind uploaded in [from, to), oldest first (at most 5000). */
export function listObjectsOfKind(
  deps: Pick<AppDeps, 'db'>,
  kind: StoredObjectsTable['kind'],
  from: string,
  to: string,
) {
  return repo.listObjectsOfKind(deps.db, kind, from, to);
}

/** Which of `keys` the project stored as `kind`, with their sizes as stored. */
export function objectSizes(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  kind: StoredObjectsTable['kind'],
  keys: string[],
) {
  return repo.objectSizes(deps.db, projectId, kind, keys);
}

export const discardObject = (deps: Deps, key: string) => removeObjects(deps, [key]);

/** Builder uploads used by a new project now belong to it (and go when it goes). */
export async function attachObjectsToProject(
  deps: Pick<AppDeps, 'db'>,
  keys: string[],
  projectId: string,
): Promise<void> {
  await repo.setObjectsProject(deps.db, keys, projectId);
}

/**
 * Everything stored for a deleted project: its files, exports, preview and the builder
 * uploads attached to it, whether recorded or only found under the project's prefixes.
 */
export async function removeProjectObjects(deps: Deps, projectId: string): Promise<void> {
  const keys = await repo.listProjectObjectKeys(deps.db, projectId);
  await removeObjects(deps, keys);
  await Promise.allSettled([
    deps.storage.deletePrefix(`projects/${projectId}/`),
    deps.storage.deletePrefix(`exports/${projectId}/`),
    deps.storage.deletePrefix(`apps/${projectId}/`),
    ...['svg', 'png', 'jpg'].map((ext) => deps.storage.delete(`previews/${projectId}.${ext}`)),
  ]);
}

export type ObjectAccess = 'public' | 'private' | 'denied';

/** The owner recorded for an upload from a running app's visitor without an account (0249). */
export const ANONYMOUS_UPLOADER = '';

/**
 * The upload token of an anonymous visitor's upload (decision 0249): the POST answers it once;
 * with `?upload=` it opens that upload while no record holds it. Derived from the key with the
 * server's secret, so nothing is stored and nobody can make one for another key.
 */
export function appUploadToken(secret: string, key: string): string {
  return createHmac('sha256', secret).update(`forja-app-upload:${key}`).digest('base64url');
}

function uploadTokenMatches(secret: string, key: string, token: string | undefined): boolean {
  if (!token || token.length > 100) return false;
  const expected = Buffer.from(appUploadToken(secret, key));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What files needs to know of a project, asked of the projects module (which owns the table). */
export type ProjectVisibility = { userId: string; isPublic: boolean };

/**
 * Public projects' files and previews are public; every other object is its owner's alone
 * (a project's owner for project objects). Unknown keys are denied like another's.
 */
export async function checkObjectAccess(
  deps: Pick<AppDeps, 'db'>,
  opts: {
    key: string;
    /** The projects module's answer for the object's project (undefined: no such project). */
    findProject: (projectId: string) => Promise<ProjectVisibility | undefined>;
    /** Looked up only when the object is not public (a session lookup costs a query). */
    currentUserId: () => Promise<string | null>;
    /**
     * A running app's images and files: the apps module's answer by the records that hold the
     * object and their rules (apps/service.ts appObjectAccess); `denied` leaves the uploader's
     * own unsaved upload to the rules below.
     */
    appObject?: (projectId: string) => Promise<ObjectAccess | 'unheld'>;
    /** `?upload=` and the server's secret: an anonymous upload no record holds yet (0249). */
    upload?: { token: string | undefined; secret: string };
  },
): Promise<ObjectAccess> {
  const row = await repo.findObject(deps.db, opts.key);
  if (!row) return 'denied';
  const project = row.projectId !== null ? await opts.findProject(row.projectId) : undefined;
  if (
    row.projectId !== null &&
    project &&
    opts.appObject &&
    (row.kind === 'app-image' || row.kind === 'app-file')
  ) {
    const answer = await opts.appObject(row.projectId);
    if (answer === 'public' || answer === 'private') return answer;
    // An anonymous visitor's upload, to whoever holds its upload token, until a record holds
    // it; from then on it follows that record (the submission's private link).
    if (
      answer === 'unheld' &&
      row.ownerUserId === ANONYMOUS_UPLOADER &&
      opts.upload &&
      uploadTokenMatches(opts.upload.secret, row.key, opts.upload.token)
    )
      return 'private';
    const userId = await opts.currentUserId();
    return userId !== null && row.ownerUserId === userId ? 'private' : 'denied';
  }
  // A running app's images (issue 20) are shown to its visitors like the project's files.
  // Its files (issue 38 §5) too: their keys are unguessable and only readers of the records
  // that hold them learn them (docs/decisions/0233-app-files.md).
  const publicKinds = ['project-file', 'preview', 'app-image', 'app-file'];
  if (project?.isPublic && publicKinds.includes(row.kind)) return 'public';
  const userId = await opts.currentUserId();
  if (!userId) return 'denied';
  const owner = project ? project.userId : row.ownerUserId;
  return owner === userId ? 'private' : 'denied';
}

// ---------------------------------------------------------------- signed URLs

/** How long a signed link works: long enough to open it, short enough not to leak for good. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`forja-files:${key}:${expires}`).digest('base64url');
}

/** A link to a private object that works without a session until it expires. */
export function signedFileUrl(
  secret: string,
  key: string,
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${publicUrlFor(key)}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

export function verifySignedKey(
  secret: string,
  key: string,
  query: { expires?: string; signature?: string },
  now = Date.now(),
): boolean {
  const expires = Number(query.expires);
  if (!Number.isInteger(expires) || !query.signature) return false;
  if (expires < Math.floor(now / 1000)) return false;
  const expected = Buffer.from(signature(secret, key, expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// ---------------------------------------------------------------- misses

/**
 * Counts /files requests that found nothing (missing, or not yours) per client, in fixed
 * one-minute windows: past the limit the client is refused, so keys cannot be enumerated.
 * Per instance: keys are 128-bit random, the limit only has to make guessing pointless.
 */
export type MissCounter = {
  /** True while the client is under the limit (call before serving). */
  allows(client: string): Promise<boolean>;
  record(client: string): Promise<void>;
};

/**
 * Counts /files misses per client in fixed one-minute windows. With Redis (several
 * instances) the count is shared, so a key-guessing run spread over instances meets one
 * limit (issue 11: no rate-limit counter lives in one process); otherwise it is in memory.
 */
export function createMissCounter(
  limitPerMinute: number,
  options: { redis?: Redis; prefix?: string; windowMs?: number } = {},
): MissCounter {
  const windowMs = options.windowMs ?? 60_000;
  const { redis } = options;
  if (redis) {
    const keyOf = (client: string) => `${options.prefix ?? 'forja-files-miss:'}${client}`;
    return {
      async allows(client) {
        const count = Number((await redis.get(keyOf(client))) ?? 0);
        return count < limitPerMinute;
      },
      async record(client) {
        const key = keyOf(client);
        const count = await redis.incr(key);
        if (count === 1) await redis.pexpire(key, windowMs);
      },
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastPrune = Date.now();
  return {
    async allows(client) {
      const w = windows.get(client);
      return !w || w.resetAt <= Date.now() || w.count < limitPerMinute;
    },
    async record(client) {
      const now = Date.now();
      if (now - lastPrune > windowMs) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastPrune = now;
      }
      const w = windows.get(client);
      if (!w || w.resetAt <= now) windows.set(client, { count: 1, resetAt: now + windowMs });
      else w.count++;
    },
  };
}
