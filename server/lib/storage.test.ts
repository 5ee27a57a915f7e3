import { afterAll, beforeAll, describe } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';
import { storageSuite } from './storage-suite.ts';

// The storage contract on the local disk driver (the default), through a real server.
describe('storage: local driver', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  storageSuite(() => ({ storage: server.deps.storage, server }));
});
