import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeAppDefinition } from '../../../../contracts/app-definition.ts';
import { keyFromLabel } from '../../../../contracts/data-model.ts';
import { type ExportInput, exportFiles } from './generate.ts';
import { zipFiles } from './zip.ts';

// The export generator without a server: pinned versions, readable identifiers, determinism.

const lock = JSON.parse(
  readFileSync(new URL('../../../../package-lock.json', import.meta.url), 'utf8'),
) as { packages: Record<string, { version?: string }> };

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

// Issue 38: the export's templates know three rules; the rules read per record are exported
// as `privada`, so an exported app never shows records more widely than the live one.
describe('export generator: rules read per record', () => {
  it('exports formulario, propia and vinculada as privada, and says so in the README', () => {
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
          fields: [
            {
              key: 'familia',
              label: 'Familia',
              type: 'reference',
              required: true,
              ref: 'familias',
            },
          ],
        },
        {
          key: 'reservas',
          label: 'Reserva',
          rule: 'formulario',
          anonymous: true,
          fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
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
      'privada',
      'privada',
      'privada',
    ]);
    for (const e of exported.definition.entities) {
      expect(e).not.toHaveProperty('anonymous');
      expect(e).not.toHaveProperty('linkField');
      expect(e).not.toHaveProperty('accountField');
    }
    const readme = String(files.get('README.md'));
    expect(readme).toContain(
      '- `/api/reservas` (Reservas): privada (en Forja es «formulario»; esta copia aún no aplica esa regla: solo el dueño lee y escribe).',
    );
    expect(readme).toContain('en Forja es «vinculada»');
    expect(readme).toContain('en Forja es «propia»');
  });
});
