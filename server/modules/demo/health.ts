import { randomUUID } from 'node:crypto';
import type { DemoHealth } from '../../../contracts/demo.ts';
import { pingDatabase } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { getRealtimeStats } from '../realtime/service.ts';
import { VERSION } from '../status/version.ts';

// GET demo-health (docs/product-spec.md §7): polled every 30 s by /demo, checked by /demo/status.

const startedAt = new Date();
/** Tells instances apart behind a load balancer, without exposing the host name. */
const instanceId = randomUUID().slice(0, 8);

export async function getDemoHealth(deps: AppDeps): Promise<DemoHealth> {
  let latencyMs: number | null = null;
  try {
    const t0 = performance.now();
    await pingDatabase(deps.dbHandle);
    latencyMs = Math.round((performance.now() - t0) * 100) / 100;
  } catch {
    latencyMs = null;
  }
  const realtime = await getRealtimeStats(deps).catch(() => ({
    connections: 0,
    online: 0,
    mode: deps.config.REDIS_URL ? ('redis' as const) : ('memory' as const),
  }));
  return {
    status: latencyMs === null ? 'error' : 'ok',
    db: { engine: deps.dbHandle.engine, latencyMs },
    realtime,
    version: VERSION,
    uptimeSeconds: Math.round(process.uptime()),
    deployment: {
      environment: deps.config.NODE_ENV,
      nodeVersion: process.version,
      startedAt: startedAt.toISOString(),
      instanceId,
      commit: process.env.GIT_COMMIT ?? process.env.SOURCE_COMMIT ?? null,
    },
    checkedAt: new Date().toISOString(),
  };
}
