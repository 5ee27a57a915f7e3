import { startCluster, startNginx } from '../server/test/cluster.ts';
import { startS3Server } from '../server/test/s3-server.ts';

// Two instances + s3rver + nginx on E2E_SCALEOUT_PORT. The instances' addresses and pids
// go to the tests through the environment (workers inherit it), so a test can find and
// kill the instance that serves a given connection.
export default async function globalSetup() {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
  const port = Number(process.env.E2E_SCALEOUT_PORT ?? 3314);
  const s3 = await startS3Server();
  const cluster = await startCluster({
    publicPort: port,
    env: {
      ...s3.env,
      TRUST_PROXY: 'true',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '100000',
    },
  });
  const proxy = await startNginx(
    cluster.instances.map((i) => i.port),
    port,
  );
  process.env.SCALEOUT_INSTANCES = JSON.stringify(
    cluster.instances.map((i) => ({ name: i.name, url: i.url, pid: i.child.pid })),
  );
  return async () => {
    await proxy.close();
    await cluster.close();
    await s3.close();
  };
}
