// Entry point: `node server/index.js`. Plain JavaScript on purpose: V8's compile cache (on
// disk, enabled here before anything else loads) also keeps Node's type-stripped output of
// every TypeScript module, so when the entry itself needs no stripping, a start with a warm
// cache never loads Node's TypeScript stripper at all (~23 MB of memory and ~100 ms less;
// docs/decisions/0160-lean-server.md). The app's modules load through the dynamic import,
// after the cache is on.
import { enableCompileCache, flushCompileCache } from 'node:module';

enableCompileCache();
await import('./start.ts');
// Node keeps every module's cache entry in memory (~3 MB for the ~800 modules of start-up)
// until it writes them at exit; written now (only new ones touch the disk), they are freed.
flushCompileCache();
