import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { returnMemoryWhenIdle } from './lib/idle-memory.ts';
import { MissingDependencyError } from './lib/lazy-deps.ts';
import { exitOnSignals } from './lib/shutdown.ts';

// Start-up, after server/index.js: load config, open the database, migrate, listen.
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

let built: Awaited<ReturnType<typeof buildApp>>;
try {
  built = await buildApp({ config });
} catch (error) {
  if (error instanceof MissingDependencyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
try {
  await built.app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
  process.exit(1);
}

exitOnSignals(built, config.SHUTDOWN_TIMEOUT_MS);
returnMemoryWhenIdle();
