import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeAppDefinition } from '../../../../contracts/app-definition.ts';
import { keyFromLabel } from '../../../../contracts/data-model.ts';
import { type ExportInput, exportFiles } from './generate.ts';
import { zipFiles } from './zip.ts';

// The export generator without a server: pinned versions, readable identifiers, determinism.

type LockEntry = {
  version?: string;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const lock = JSON.parse(
  readFileSync(new URL('../../../../package-lock.json', import.meta.url), 'utf8'),
) as { packages: Record<string, LockEntry> };

const input = (overrides: Partial<ExportInput> = {}): ExportInput => ({
  name: 'Préstamos del barrio',
  slug: 'prestamos-del-barrio',
  description: 'Libros entre vecinos.',
  definition: normalizeAppDefinition({
    entities: [
      {
        key: keyFromLabel('Préstamos'),
        label: 'Préstamo',
        rule: 'privada',
        fields: [
          { key: keyFromLabel('Fecha de préstamo'), label: 'Fecha', type: 'date', required: true },
          { key: keyFromLabel('Año'), label: 'Año', type: 'number', required: false },
        ],
      },
    ],
  }),
  design: {
    primaryColor: '#123456',
    secondaryColor: '#abcdef',
    theme: 'dark',
    layout: 'sidebar',
    customCss: '.tarjeta { color: red; }',
  },
  specification: '# Préstamos\n',
  seed: null,
  ...overrides,
});

describe('export generator', () => {
  it('pins every dependency to the exact version in Forja’s package-lock', () => {
    const files = new Map(exportFiles(input()));
    const pkg = JSON.parse(String(files.get('package.json') ?? '{}')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    expect(Object.keys(all).length).toBeGreaterThan(15);
    for (const [name, version] of Object.entries(all))
      expect(version, name).toBe(lock.packages[`node_modules/${name}`]?.version);
  });

  // Issue 38, item 8: the export brings its own Node 24 (the npm package `node`, pinned above to
  // the platform's), so `npm start` and `npm test` run on it whatever Node launched npm.
  it('brings the platform’s Node 24 as a dependency and asks npm for Node 20 or newer', () => {
    const files = new Map(exportFiles(input()));
    const pkg = JSON.parse(String(files.get('package.json') ?? '{}')) as {
      engines: Record<string, string>;
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
      allowScripts: Record<string, boolean>;
    };
    expect(pkg.dependencies.node).toBe(lock.packages['node_modules/node']?.version);
    expect(pkg.dependencies.node).toMatch(/^24\./);
    expect(pkg.engines).toEqual({ node: '>=20' });
    // npm 11's install-script policy: `node`'s preinstall (it fetches the binary) is approved.
    expect(pkg.allowScripts).toEqual({ node: true });
    // The scripts call `node`, which npm resolves in node_modules/.bin first.
    expect(pkg.scripts.start).toMatch(/\bnode server\/index\.ts$/);
    const readme = String(files.get('README.md'));
    const opening = readme.split('\n## ')[0];
    expect(opening).toContain('```bash\nnpm install && npm start\n```');
    expect(opening).toContain('```bash\nnpm test\n```');
    expect(opening).toContain(
      'Basta con Node 20 o más reciente y su npm. La app trae su propio Node 24',
    );
    expect(opening).toContain('node_modules/.bin/node server/index.ts');
  });

  it('has no install script in its dependencies but `node`’s (the Dockerfile skips them)', () => {
    const pkg = JSON.parse(String(new Map(exportFiles(input())).get('package.json'))) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    // The export's dependency tree, resolved through Forja's lock as npm resolves it.
    const resolve = (from: string, name: string): string | undefined => {
      for (let base = from; ; ) {
        const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
        if (lock.packages[candidate]) return candidate;
        if (!base) return undefined;
        const cut = base.lastIndexOf('/node_modules/');
        base = cut === -1 ? '' : base.slice(0, cut);
      }
    };
    const seen = new Set<string>();
    const visit = (from: string, names: string[]) => {
      for (const name of names) {
        const path = resolve(from, name);
        if (!path || seen.has(path)) continue;
        seen.add(path);
        const entry = lock.packages[path];
        visit(path, [
          ...Object.keys(entry.dependencies ?? {}),
          ...Object.keys(entry.optionalDependencies ?? {}),
          ...Object.keys(entry.peerDependencies ?? {}),
        ]);
      }
    };
    visit('', [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    expect(seen.size).toBeGreaterThan(100);
    expect([...seen].filter((path) => lock.packages[path].hasInstallScript)).toEqual([
      'node_modules/node',
    ]);
    const dockerfile = String(new Map(exportFiles(input())).get('Dockerfile'));
    for (const line of dockerfile.split('\n').filter((l) => l.includes('npm install')))
      expect(line).toContain('--ignore-scripts');
    expect(dockerfile).toMatch(/^FROM node:24-slim$/m);
  });

  it('names tables and fields with readable ASCII keys, as data', () => {
    const files = new Map(exportFiles(input()));
    const { definition } = JSON.parse(String(files.get('forja.app.json'))) as {
      definition: { entities: { key: string; fields: { key: string }[] }[] };
    };
    expect(definition.entities[0].key).toBe('prestamos');
    expect(definition.entities[0].fields.map((f) => f.key)).toEqual(['fecha_de_prestamo', 'ano']);
    for (const [path, content] of files)
      if (/\.(ts|tsx|json)$/.test(path)) expect(content, path).not.toMatch(/prstamos|\bao\b/);
  });

  it('is deterministic: the same input gives the same files and the same zip bytes', async () => {
    const a = exportFiles(input());
    const b = exportFiles(input());
    expect(a).toEqual(b);
    expect(a.map(([p]) => p)).toEqual([...a.map(([p]) => p)].sort());
    const [x, y] = await Promise.all([zipFiles(a), zipFiles(b)]);
    expect(x.equals(y)).toBe(true);
    const other = await zipFiles(exportFiles(input({ name: 'Otro nombre' })));
    expect(other.equals(x)).toBe(false);
  });

  it('writes the design, the custom CSS and the seed data only when given', () => {
    const files = new Map(exportFiles(input()));
    expect(files.get('web/estilos.css')).toContain('--color-primario: #123456;');
    expect(files.get('web/personalizado.css')).toContain('.tarjeta { color: red; }');
    expect(files.has('server/semilla.json')).toBe(false);
    const seeded = new Map(
      exportFiles(
        input({
          seed: {
            prestamos: [
              {
                id: 'r1',
                data: { fecha_de_prestamo: '2026-01-02', ano: 3 },
                createdAt: 'a',
                updatedAt: 'b',
              },
            ],
          },
        }),
      ),
    );
    expect(JSON.parse(String(seeded.get('server/semilla.json') ?? '{}')).prestamos[0].id).toBe(
      'r1',
    );
  });

  it('writes the name and description as JSON data, quotes and line breaks kept', () => {
    for (const text of ["L'escola", 'Dice "hola"', 'a\\b', 'línea\nnueva', `mixto ' y "`]) {
      const files = new Map(exportFiles(input({ name: text, description: text })));
      const app = JSON.parse(String(files.get('comun/app.json'))) as Record<string, unknown>;
      expect(app.nombre).toBe(text);
      expect(app.descripcion).toBe(text);
    }
  });
});

// Issue 38: the export applies every rule through the app kit it carries (kit/rules.ts,
// decision 0239); only the mail settings stay behind, and the README says so.
describe('export generator: rules read per record', () => {
  it('exports formulario, propia and vinculada as they are, with the kit that applies them', () => {
    const definition = normalizeAppDefinition({
      entities: [
        {
          key: 'familias',
          label: 'Familia',
          rule: 'privada',
          accountField: 'correo',
          fields: [{ key: 'correo', label: 'Correo', type: 'email', required: true }],
        },
        {
          key: 'partes',
          label: 'Parte',
          rule: 'vinculada',
          linkField: 'familia',
          notify: { onCreate: false, onChangeOf: 'estado' },
          fields: [
            {
              key: 'familia',
              label: 'Familia',
              type: 'reference',
              required: true,
              ref: 'familias',
            },
            {
              key: 'estado',
              label: 'Estado',
              type: 'choice',
              required: false,
              options: ['Abierto', 'Revisado'],
            },
          ],
        },
        {
          key: 'reservas',
          label: 'Reserva',
          rule: 'formulario',
          anonymous: true,
          notify: { onCreate: true, onChangeOf: 'estado' },
          fields: [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            {
              key: 'estado',
              label: 'Estado',
              type: 'choice',
              required: false,
              options: ['Pendiente', 'Confirmada'],
            },
          ],
        },
        {
          key: 'notas',
          label: 'Nota',
          rule: 'propia',
          fields: [{ key: 'texto', label: 'Texto', type: 'text', required: true }],
        },
      ],
    });
    const files = new Map(exportFiles(input({ definition })));
    const exported = JSON.parse(String(files.get('forja.app.json'))) as {
      definition: { entities: Record<string, unknown>[] };
    };
    expect(exported.definition.entities.map((e) => e.rule)).toEqual([
      'privada',
      'vinculada',
      'formulario',
      'propia',
    ]);
    expect(exported.definition.entities[0]).toHaveProperty('accountField', 'correo');
    expect(exported.definition.entities[1]).toHaveProperty('linkField', 'familia');
    expect(exported.definition.entities[2]).toHaveProperty('anonymous', true);
    // The mail settings travel too: the export sends them (server/correo.ts).
    expect(exported.definition.entities[2]).toHaveProperty('notify', {
      onCreate: true,
      onChangeOf: 'estado',
    });
    expect(exported.definition.entities[0]).not.toHaveProperty('notify');
    const readme = String(files.get('README.md'));
    expect(readme).toContain(
      '- `/api/reservas` (Reservas): formulario (quien tiene cuenta envía y ve solo lo suyo; el dueño y el equipo lo ven todo), también sin cuenta.',
    );
    expect(readme).toContain('(Partes): vinculada (cada registro lo ve la cuenta');
    expect(readme).toContain(
      '- `/api/reservas` (Reservas): con cada registro nuevo, al dueño y al equipo (no a quien lo creó); cuando cambia «Estado», a quien lo escribió (si no lo cambió él).',
    );
    // vinculada: the family a report is about hears of its change too (decision 0250).
    expect(readme).toContain(
      '- `/api/partes` (Partes): cuando cambia «Estado», a quien lo escribió y a la persona a la que se refiere (su «Correo» en Familias), nunca a quien lo cambió.',
    );
    // The kit travels as it is: the same bytes as this repository's kit/.
    for (const name of [
      'rules.ts',
      'values.ts',
      'titles.ts',
      'access-matrix.ts',
      'totals.ts',
      'notify.ts',
      'csv-import.ts',
      'screens/value.tsx',
      'screens/record-form.tsx',
      'screens/record-detail.tsx',
      'screens/csv-preview.tsx',
      'screens/record-card.tsx',
      'screens/related-records.tsx',
    ])
      expect(files.get(`kit/${name}`)).toBe(
        readFileSync(new URL(`../../../../kit/${name}`, import.meta.url), 'utf8'),
      );
    // Its tests and their shared set-ups (kit/team-fields.fixture.ts) stay here.
    expect(
      [...files.keys()].filter((p) => p.startsWith('kit/') && /\.(test|fixture)\./.test(p)),
    ).toEqual([]);
  });
});
