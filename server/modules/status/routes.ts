import { randomBytes } from 'node:crypto';
import { pingDatabase } from '../../db/client.ts';
import type { App, AppDeps } from '../../deps.ts';
import type { FastAnswer } from '../../lib/fast-routes.ts';
import { VERSION } from './version.ts';

/** How long one database check answers for: probes may poll fast; the database need not feel it. */
const CHECK_TTL_MS = 1000;
/** A dependency slower than this to answer counts as down: the probe must answer in time. */
const READY_CHECK_TIMEOUT_MS = 2000;

type CheckState = 'ok' | 'error' | 'off';
export type ReadyReport = {
  status: 'ok' | 'error' | 'draining';
  checks: { database: CheckState; redis: CheckState; storage: CheckState };
  version: string;
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const settle = (work: () => Promise<unknown>): Promise<CheckState> =>
  withTimeout(Promise.resolve().then(work), READY_CHECK_TIMEOUT_MS).then(
    () => 'ok' as const,
    () => 'error' as const,
  );

/** Writes, reads back and deletes a tiny object through the configured storage driver. */
async function probeStorage(deps: AppDeps, key: string): Promise<void> {
  const body = randomBytes(8).toString('hex');
  await deps.storage.put(key, body, 'text/plain');
  try {
    const got = await deps.storage.get(key);
    if (!got) throw new Error('probe object not found after put');
    const chunks: Buffer[] = [];
    for await (const chunk of got.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    if (Buffer.concat(chunks).toString('utf8') !== body) throw new Error('probe object differs');
  } finally {
    await deps.storage.delete(key);
  }
}

/**
 * A cached, coalesced async check: concurrent callers share one run per TTL. `fresh()` is the
 * last answer while it is within its TTL, without a promise.
 */
function cachedCheck<T>(
  run: () => Promise<T>,
  ttlMs: number,
): (() => Promise<T>) & { fresh(): T | undefined } {
  let at = 0;
  let last: T | undefined;
  let pending: Promise<T> | null = null;
  const fresh = () => (last !== undefined && Date.now() - at < ttlMs ? last : undefined);
  const check = () => {
    const known = fresh();
    if (known !== undefined) return Promise.resolve(known);
    pending ??= run().then((value) => {
      last = value;
      at = Date.now();
      pending = null;
      return value;
    });
    return pending;
  };
  return Object.assign(check, { fresh });
}

export async function registerStatusRoutes(app: App, deps: AppDeps) {
  const databaseOk = cachedCheck(
    () =>
      pingDatabase(deps.dbHandle).then(
        () => true,
        () => false,
      ),
    CHECK_TTL_MS,
  );

  // Liveness: cheap, the database only (cached), never Redis or storage, so a Redis outage
  // does not make an orchestrator restart every instance. Probes call it all the time: a plain
  // GET is answered before Fastify (server/lib/fast-routes.ts), with the same bytes as the
  // route below, which takes HEAD, a query string and requests while draining.
  // The answer is serialised again only when something in it changed.
  let answer: { ok: boolean; ai: ReturnType<AppDeps['ai']['status']>; fast: FastAnswer } | null =
    null;
  const liveness = (ok: boolean): FastAnswer => {
    const ai = deps.ai.status();
    if (
      !answer ||
      ok !== answer.ok ||
      ai.provider !== answer.ai.provider ||
      ai.structuredOutput !== answer.ai.structuredOutput ||
      ai.structuredOutputSetting !== answer.ai.structuredOutputSetting
    ) {
      const body = ok
        ? // Which AI provider and structured-output mode are in use (issue 12): no URL, no key.
          { status: 'ok', db: deps.dbHandle.engine, version: VERSION, ai }
        : { status: 'error', db: deps.dbHandle.engine, version: VERSION };
      answer = { ok, ai, fast: deps.fastRoutes.answer(ok ? 200 : 503, JSON.stringify(body)) };
    }
    return answer.fast;
  };
  deps.fastRoutes.get('/api/health', () => {
    const fresh = databaseOk.fresh();
    if (fresh !== undefined) return liveness(fresh);
    return databaseOk().then(liveness);
  });
  // Its body is far below the compression threshold: the compression hooks are skipped.
  app.get('/api/health', { compress: false, decompress: false }, async (_request, reply) => {
    const { status, body } = liveness(await databaseOk());
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  // Readiness: may this instance take traffic? Database, Redis (when configured) and a
  // storage round trip, each bounded; cached for a second so polling costs little.
  const probeKey = `health/ready-${randomBytes(8).toString('hex')}.txt`;
  const readiness = cachedCheck(async (): Promise<ReadyReport['checks']> => {
    const redis = deps.redis;
    const [database, redisState, storage] = await Promise.all([
      settle(() => pingDatabase(deps.dbHandle)),
      redis
        ? settle(async () => {
            if ((await redis.ping()) !== 'PONG') throw new Error('unexpected PING reply');
          })
        : Promise.resolve('off' as const),
      settle(() => probeStorage(deps, probeKey)),
    ]);
    return { database, redis: redisState, storage };
  }, CHECK_TTL_MS);

  app.get('/api/health/ready', async (_request, reply) => {
    const checks = await readiness();
    const failed = Object.values(checks).includes('error');
    const status: ReadyReport['status'] = deps.lifecycle.draining
      ? 'draining'
      : failed
        ? 'error'
        : 'ok';
    const report: ReadyReport = { status, checks, version: VERSION };
    return reply
      .status(status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
