// Imported first by web/app/start.tsx, before any schema is built: zod's optional compiled
// parsers probe `new Function`, which the CSP (no 'unsafe-eval') refuses and the browser
// reports as a violation on every page. The interpreted parsers are plenty fast for forms.
// zod keeps its global configuration on `globalThis.__zod_globalConfig` and adopts an object
// already there, so setting it here does not pull zod (~90 KB) into the app's first chunk;
// zod arrives with the pages and forms that use it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
