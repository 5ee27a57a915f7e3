// Entry point. V8's compile cache (with Node's type-stripped TypeScript) is kept on disk, so
// every start after the first skips most parsing and compiling: it roughly halves cold
// start. It must be enabled before the app's modules load, hence the dynamic import.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./start.ts');
