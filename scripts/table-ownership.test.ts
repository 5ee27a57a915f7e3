import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// No module touches another's tables (issue 22, decision 0200). Every table the migrations
// create has one owning module; a Kysely query (`selectFrom('projects')`, a join, …) or raw
// SQL (`from projects`, `insert into projects`) naming a table anywhere outside its owner's
// folder fails here, benches and scripts included. Other modules ask the owner's service;
// benches use the owner's repo or its test-helpers.ts. Exempt: server/db (the migrations and
// the table types) and tests (`*.test.ts`, `*.spec.ts`), which check what landed in the
// database after going through the API.

const ROOT = join(import.meta.dirname, '..');

const OWNERS: Record<string, string[]> = {
  auth: ['users', 'sessions', 'accounts', 'verifications'],
  builder: ['templates', 'uploaded_files'],
  projects: [
    'projects',
    'launches',
    'design_customizations',
    'code_exports',
    'project_specifications',
    'project_tasks',
    'project_notes',
    'project_files',
  ],
  billing: [
    'subscriptions',
    'credit_ledgers',
    'daily_usage',
    'checkout_sessions',
    'payment_events',
  ],
  newsletter: ['newsletter_subscriptions'],
  demo: ['demo_credits', 'demo_notes', 'demo_files', 'demo_scrapes', 'demo_checkouts'],
  realtime: ['demo_messages'],
  analytics: ['analytics_events', 'analytics_day_rollups', 'analytics_salts'],
  notifications: ['notification_emails'],
  files: ['stored_objects'],
  apps: [
    'app_definitions',
    'app_records',
    'app_versions',
    'app_change_proposals',
    'app_visitor_usage',
    'app_team_members',
  ],
};

const OWNER_OF = new Map(
  Object.entries(OWNERS).flatMap(([module, tables]) => tables.map((t) => [t, module] as const)),
);

const SOURCE_ROOTS = [
  'kit',
  'server',
  'web',
  'contracts',
  'bench',
  'scripts',
  'e2e',
  'e2e-scaleout',
  'eval',
];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

function migrationTables(): string[] {
  const dir = join(ROOT, 'server', 'db', 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/createTable\('([a-z_]+)'\)/g)])
    .map((m) => m[1]);
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Comments may name tables in prose ("read from projects"); only code counts. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const KYSELY_TABLE =
  /\.(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|using|table)\(\s*\[?\s*['"`]([A-Za-z_]+)/g;
const RAW_SQL_TABLE = /\b(?:from|join|into|update|table|exists|on)\s+"?([a-z_]+)"?/gi;

/** The tables `source` queries, by name in snake_case. */
function tablesQueried(source: string): Set<string> {
  const code = withoutComments(source);
  const found = new Set<string>();
  for (const m of code.matchAll(KYSELY_TABLE)) found.add(snakeCase(m[1]));
  for (const m of code.matchAll(RAW_SQL_TABLE)) if (OWNER_OF.has(m[1])) found.add(m[1]);
  return new Set([...found].filter((t) => OWNER_OF.has(t)));
}

/** The module a repository path belongs to, or null outside server/modules. */
function moduleOf(path: string): string | null {
  const m = /^server\/modules\/([^/]+)\//.exec(path);
  return m ? m[1] : null;
}

const exempt = (path: string) => path.startsWith('server/db/') || /\.(test|spec)\.tsx?$/.test(path);

function violations(files: { path: string; source: string }[]): string[] {
  const out: string[] = [];
  for (const { path, source } of files) {
    if (exempt(path)) continue;
    for (const table of tablesQueried(source)) {
      const owner = OWNER_OF.get(table);
      if (owner !== moduleOf(path)) out.push(`${path} queries ${table} (owned by ${owner})`);
    }
  }
  return out.sort();
}

describe('table ownership', () => {
  it('maps every table the migrations create to exactly one owning module', () => {
    const tables = migrationTables();
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((t) => !OWNER_OF.has(t))).toEqual([]);
    expect([...OWNER_OF.keys()].filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('no file queries a table its module does not own (benches and scripts included)', () => {
    const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root))).map((file) => ({
      path: relative(ROOT, file),
      source: readFileSync(file, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(300);
    expect(violations(files)).toEqual([]);
  });

  it('fails on planted violations: Kysely, joins and raw SQL, in a module or a bench', () => {
    const planted = [
      {
        path: 'server/modules/analytics/repo.ts',
        source: "db.selectFrom('projects').select('id')",
      },
      {
        path: 'server/modules/files/repo.ts',
        source:
          "db.selectFrom('storedObjects as o').leftJoin('projects as p', 'p.id', 'o.projectId')",
      },
      {
        path: 'server/modules/notifications/repo.ts',
        source: 'sql`select 1 from users where id = ? for update`',
      },
      {
        path: 'server/modules/demo/repo.ts',
        source: "CompiledQuery.raw('insert into credit_ledgers (id) values (?)', [id])",
      },
      { path: 'bench/x.ts', source: "db.insertInto('appRecords').values(rows)" },
      { path: 'server/lib/x.ts', source: "db.updateTable('launches').set({ a: 1 })" },
      { path: 'scripts/x.ts', source: "db.deleteFrom('analyticsEvents')" },
    ];
    expect(violations(planted)).toEqual([
      'bench/x.ts queries app_records (owned by apps)',
      'scripts/x.ts queries analytics_events (owned by analytics)',
      'server/lib/x.ts queries launches (owned by projects)',
      'server/modules/analytics/repo.ts queries projects (owned by projects)',
      'server/modules/demo/repo.ts queries credit_ledgers (owned by billing)',
      'server/modules/files/repo.ts queries projects (owned by projects)',
      'server/modules/notifications/repo.ts queries users (owned by auth)',
    ]);
  });

  it('allows the owner, prose in comments and tests', () => {
    expect(
      violations([
        { path: 'server/modules/projects/repo.ts', source: "db.selectFrom('projects')" },
        { path: 'server/modules/analytics/service.ts', source: '// same rule as from projects' },
        { path: 'server/modules/builder/builder.db.test.ts', source: "db.selectFrom('projects')" },
        { path: 'server/db/migrations/0009-x.ts', source: "db.schema.alterTable('projects')" },
      ]),
    ).toEqual([]);
  });
});
