import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { returnMemoryWhenIdle } from './lib/idle-memory.ts';
import { exitOnSignals } from './lib/shutdown.ts';

// Start-up, after server/index.ts: load config, open the database, migrate, listen.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const built = await buildApp({ config });
try {
  await built.app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
  process.exit(1);
}

exitOnSignals(built, config.SHUTDOWN_TIMEOUT_MS);
returnMemoryWhenIdle();
