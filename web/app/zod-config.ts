import { z } from 'zod';

// Imported first by web/app/start.tsx, before any schema is built: zod's optional compiled
// parsers probe `new Function`, which the CSP (no 'unsafe-eval') refuses and the browser
// reports as a violation on every page. The interpreted parsers are plenty fast for forms.
z.config({ jitless: true });
