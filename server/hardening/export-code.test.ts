import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppDefinitionInput, normalizeAppDefinition } from '../../contracts/app-definition.ts';
import { seedData } from '../modules/projects/export.ts';
import { type ExportInput, exportFiles } from '../modules/projects/export-app/generate.ts';

// Issue 40, the export as code we generate (rows 1, 9 and 12), without installing anything:
// what a person typed (labels, options, the app's name and description) and the keys reach the
// exported project only as data, never as code; the export's SQL names cannot collide. The
// export of these definitions is installed, type-checked and started by export-start.db.test.ts.

/** The label of the attack in issue 40, row 1: code once the long-line breaker split it. */
const EVIL = "x((await import('fs')).writeFileSync('PWNED','1'),['a']//";

const input = (definition: AppDefinitionInput, name = 'Reservas', description = 'Una app.') =>
  ({
    name,
    slug: 'reservas',
    description,
    definition: normalizeAppDefinition(definition),
    design: {
      primaryColor: '#123456',
      secondaryColor: '#abcdef',
      theme: 'modern',
      layout: 'grid',
      customCss: '',
    },
    specification: '# Reservas\n',
    seed: null,
  }) satisfies ExportInput;

const benign: AppDefinitionInput = {
  entities: [
    {
      key: 'reservas',
      label: 'Reserva',
      rule: 'privada',
      fields: [
        { key: 'cliente', label: 'Cliente', type: 'text', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: true,
          options: ['Pendiente', 'Hecha'],
        },
      ],
    },
  ],
};

/** The same keys, with what an attacker would type as labels, options, name and description. */
const hostile: AppDefinitionInput = {
  entities: [
    {
      key: 'reservas',
      label: "Reserva'); process.exit(1); ('",
      rule: 'privada',
      fields: [
        { key: 'cliente', label: '$' + '{process.exit(1)}`', type: 'text', required: true },
        {
          key: 'estado',
          label: EVIL,
          type: 'choice',
          required: true,
          options: [EVIL, "b' as const]; process.exit(1); //"],
        },
      ],
    },
  ],
};

/** Row 1's second half: a long key whose generated identifier the breaker cut. */
const longKeys: AppDefinitionInput = {
  entities: [
    {
      key: 'reservas',
      label: 'Reserva',
      rule: 'privada',
      fields: [
        {
          key: 'estado_actual_de_la_reserva_del_cliente',
          label: 'Estado actual de la reserva del cliente según la recepción del hotel',
          type: 'choice',
          required: true,
          options: ['Pendiente de confirmar por la recepción', 'Confirmada por la recepción'],
        },
      ],
    },
  ],
};

/** Row 12: valid definitions whose export could not start. */
const row12: AppDefinitionInput = {
  entities: [
    {
      key: 'pedido',
      label: 'Pedido',
      rule: 'privada',
      fields: [
        { key: 'estado_pago', label: 'Pago', type: 'choice', required: true, options: ['a', 'b'] },
        { key: 'id', label: 'Identificador', type: 'text', required: false },
        { key: 'id_valor', label: 'Identificador (valor)', type: 'text', required: false },
        { key: 'xmin', label: 'Mínimo', type: 'number', required: false },
      ],
    },
    {
      key: 'pedido_estado',
      label: 'Estado del pedido',
      rule: 'privada',
      fields: [{ key: 'pago', label: 'Pago', type: 'choice', required: true, options: ['c', 'd'] }],
    },
    {
      key: 'auth_usuarios',
      label: 'Usuario',
      rule: 'privada',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
    {
      key: 'kysely_migration',
      label: 'Migración',
      rule: 'privada',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
    {
      key: 'sqlite_datos',
      label: 'Dato',
      rule: 'privada',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
    {
      key: 'a_b',
      label: 'AB',
      rule: 'privada',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
    {
      key: 'a',
      label: 'A',
      rule: 'privada',
      fields: [{ key: 'b_creado_en', label: 'B', type: 'reference', required: false, ref: 'a_b' }],
    },
  ],
};

const code = (files: [string, string | Buffer][]) =>
  new Map(files.filter(([path]) => /\.(ts|tsx|js|mjs|cjs)$/.test(path)));

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes the export's files and imports one of its modules (plain TypeScript, no packages). */
async function importFromExport<T>(files: [string, string | Buffer][], path: string): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'forja-export-code-'));
  dirs.push(dir);
  for (const [name, content] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return (await import(pathToFileURL(join(dir, path)).href)) as T;
}

describe('issue 40 row 1: the export generates no code from what a person typed', () => {
  it('every source file is the same whatever the labels, options, name and description say', () => {
    const plain = code(exportFiles(input(benign)));
    const attacked = exportFiles(
      input(hostile, "Mi app'); process.exit(1); //", '`$' + '{process.exit(1)}`'),
    );
    for (const [path, content] of code(attacked)) expect(content, path).toBe(plain.get(path));
    expect([...code(attacked).keys()]).toEqual([...plain.keys()]);
    // What the person typed is there, as data.
    const data = String(new Map(attacked).get('forja.app.json'));
    expect(JSON.parse(data).definition.entities[0].fields[1].label).toBe(EVIL);
  });

  it('no identifier is made from a key: a long key leaves every source file as it is', () => {
    const plain = code(exportFiles(input(benign)));
    for (const definition of [longKeys, row12])
      for (const [path, content] of code(exportFiles(input(definition))))
        expect(content, path).toBe(plain.get(path));
  });
});

type Nombres = {
  TABLAS_PROPIAS: readonly string[];
  nombresSql: (
    definicion: unknown,
  ) => Map<string, { tabla: string; columnas: Map<string, string>; indices: Map<string, string> }>;
};

describe('issue 40 row 12: table, column and index names of the export cannot collide', () => {
  it('gives every entity, field and index its own name, none of the libraries’ own', async () => {
    const files = exportFiles(input(row12));
    const { nombresSql, TABLAS_PROPIAS } = await importFromExport<Nombres>(
      files,
      'server/nombres.ts',
    );
    const nombres = nombresSql(normalizeAppDefinition(row12));
    const tablas = [...nombres.values()].map((n) => n.tabla);
    const indices = [...nombres.values()].flatMap((n) => [...n.indices.values()]);
    const relaciones = [...tablas, ...indices, ...TABLAS_PROPIAS];
    expect(new Set(relaciones).size).toBe(relaciones.length);
    for (const tabla of tablas) expect(tabla).not.toMatch(/^(auth_|kysely_|sqlite_|pg_)/);
    expect(TABLAS_PROPIAS).toEqual(
      expect.arrayContaining(['auth_usuarios', 'kysely_migration', 'kysely_migration_lock']),
    );
    for (const { columnas } of nombres.values()) {
      const todas = [...columnas.values(), 'id', 'autor_id', 'creado_en', 'actualizado_en'];
      expect(new Set(todas).size).toBe(todas.length);
    }
    const pedido = nombres.get('pedido');
    expect(pedido?.columnas.get('xmin')).not.toBe('xmin'); // a PostgreSQL system column
    for (const name of [...tablas, ...indices]) expect(name.length).toBeLessThanOrEqual(63);
  });

  it('refuses, with a message, names that would collide (checked, not only built apart)', async () => {
    const files = exportFiles(input(row12));
    const { nombresSql } = await importFromExport<Nombres>(files, 'server/nombres.ts');
    const twice = normalizeAppDefinition(row12);
    twice.entities.push({ ...twice.entities[0] });
    expect(() => nombresSql(twice)).toThrow(/pedido/);
  });
});

describe('issue 40 row 9: keys named like Object.prototype’s are plain keys in the export', () => {
  it('the seed of a record without the field `constructor` holds null, not a function', () => {
    const definition = normalizeAppDefinition({
      entities: [
        {
          key: 'socios',
          label: 'Socio',
          rule: 'privada',
          fields: [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            { key: 'constructor', label: 'Constructor', type: 'text', required: false },
            { key: 'tostring', label: 'Texto', type: 'text', required: false },
            { key: 'valueof', label: 'Valor', type: 'number', required: false },
          ],
        },
      ],
    });
    const entity = { ...definition.entities[0] };
    entity.fields = [
      ...entity.fields,
      { key: 'toString', label: 'toString', type: 'text', required: false },
    ];
    const data = seedData(entity, JSON.stringify({ nombre: 'Ana' }));
    expect(data).toEqual({
      nombre: 'Ana',
      constructor: null,
      tostring: null,
      valueof: null,
      toString: null,
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(seedData(entity, '{"constructor":"Obras"}').constructor).toBe('Obras');
  });
});
