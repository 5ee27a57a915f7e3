import type { BuiltApp } from '../app.ts';

// SIGTERM drain (docs/operations.md): readiness turns 503 at once; websockets finish the
// frames they received and close with the reconnect code; the listener stops accepting;
// in-flight requests and NDJSON streams run to their end; then Redis and the database
// close. If that takes longer than the bound, the process exits anyway so an orchestrator's
// stop never hangs.

export type DrainResult = 'drained' | 'timeout';

export async function drainApp(
  built: Pick<BuiltApp, 'app' | 'deps'>,
  timeoutMs: number,
): Promise<DrainResult> {
  built.deps.lifecycle.draining = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DrainResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  // Node closes the connections idle at close() time only; one whose response (a long
  // stream) ends later would stay open for the keep-alive timeout. Sweep them until done.
  const sweep = setInterval(() => built.app.server.closeIdleConnections(), 100);
  const closed = built.app.close().then(
    () => 'drained' as const,
    (error: unknown) => {
      built.app.log.error({ err: error }, 'error while closing');
      return 'drained' as const;
    },
  );
  const result = await Promise.race([closed, timeout]);
  clearTimeout(timer);
  clearInterval(sweep);
  return result;
}

/** Installs the SIGTERM/SIGINT handlers of a started server; a second signal exits at once. */
export function exitOnSignals(built: Pick<BuiltApp, 'app' | 'deps'>, timeoutMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    built.app.log.info({ signal, timeoutMs }, 'draining before exit');
    void drainApp(built, timeoutMs).then((result) => {
      if (result === 'timeout')
        built.app.log.warn({ timeoutMs }, 'drain timed out; exiting with requests still open');
      else built.app.log.info('drained');
      process.exit(result === 'drained' ? 0 : 1);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
