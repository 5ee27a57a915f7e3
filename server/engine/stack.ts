// The concept's stack (issue 37, honest text): what the exported project is really built on
// (`server/modules/projects/export-app/templates/package.json.tpl`), and the parts of it this
// app's definition uses. A guess from the idea's words («pagos» → Stripe, «vídeo» → HLS) named
// libraries the running app and the export do not have.

import type { AppDefinition } from '../../contracts/app-definition.ts';

/** What every exported app has: its web, its server, its database and its accounts. */
const BASE = [
  'React + Vite',
  'TypeScript',
  'Tailwind CSS',
  'Node.js + Fastify',
  'SQLite (node:sqlite) o PostgreSQL',
  'Kysely (SQL tipado)',
  // The owner signs in to edit, whatever the rules of the lists.
  'Better Auth (cuentas y sesiones)',
] as const;

export function stackOf(definition: AppDefinition): string[] {
  const entities = definition.entities;
  const stack: string[] = [...BASE];
  if (entities.some((e) => e.fields.some((f) => f.type === 'file' || f.type === 'image')))
    stack.push('Subida de archivos (@fastify/multipart)');
  if (entities.some((e) => e.notify)) stack.push('Avisos por correo (Nodemailer)');
  stack.push('Vitest + Playwright (pruebas)');
  return stack;
}
