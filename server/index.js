// Entry point: `node server/index.js`. Plain JavaScript on purpose: V8's compile cache (on
// disk, enabled here before anything else loads) also keeps Node's type-stripped output of
// every TypeScript module, so when the entry itself needs no stripping, a start with a warm
// cache never loads Node's TypeScript stripper at all (~23 MB of memory and ~100 ms less;
// docs/decisions/0160-lean-server.md). The app's modules load through the dynamic import,
// after the cache is on.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./start.ts');
