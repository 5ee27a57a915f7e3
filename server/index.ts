// Kept so that `node server/index.ts` still starts the server; the entry is server/index.js
// (a TypeScript entry makes Node load its type stripper: ~23 MB more, see that file).
await import('./index.js');
