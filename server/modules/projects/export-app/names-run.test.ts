import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDefinitionInput } from '../../../../contracts/app-definition.ts';
import {
  account,
  add,
  type Call,
  runOwnTest,
  SETUP_TOKEN,
  startExport,
  stopExports,
  writeExport,
} from './run-export.test-helpers.ts';

// Decision 0293 in the exported app: a repair without text of its own is named by its
// customer and its bike, as in Forja. Its server sends those titles with each record
// (`refTitles`, only what the viewer may read: a visitor never gets the private bikes' names),
// and its mails name the record by the same rule. The export started on this Node over its own
// SQLite file (run-export.test-helpers.ts) and driven over HTTP.

const definition: AppDefinitionInput = {
  entities: [
    {
      key: 'reparaciones',
      label: 'Reparación',
      rule: 'publica',
      notify: { onCreate: true, onChangeOf: 'estado' },
      fields: [
        { key: 'cliente', label: 'Cliente', type: 'reference', required: true, ref: 'clientes' },
        { key: 'bici', label: 'Bicicleta', type: 'reference', required: false, ref: 'bicis' },
        { key: 'entrada', label: 'Entrada', type: 'date', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: true,
          options: ['Recibida', 'Lista'],
        },
      ],
      views: { board: { statusField: 'estado' }, calendar: { dateField: 'entrada' } },
    },
    {
      key: 'clientes',
      label: 'Cliente',
      rule: 'publica',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
    {
      key: 'bicis',
      label: 'Bicicleta',
      rule: 'privada',
      fields: [{ key: 'modelo', label: 'Modelo', type: 'text', required: true }],
    },
  ],
};

const root = mkdtempSync(join(tmpdir(), 'forja-export-nombres-'));
const dir = join(root, 'taller');
let base = '';
let data = '';

type Named = { id: string; refTitles?: Record<string, string> };

beforeAll(async () => {
  writeExport(dir, {
    name: 'Taller',
    slug: 'taller',
    description: 'Las reparaciones de bicis de un taller',
    definition,
  });
  ({ base, data } = await startExport(dir));
}, 60_000);

afterAll(async () => {
  await stopExports();
  if (!process.env.KEEP_EXPORTS) rmSync(root, { recursive: true, force: true });
});

describe('the exported app names a record without text as Forja does', () => {
  it('the titles each viewer may read, in the list and the record, and in each mail', async () => {
    const owner = await account(base, 'duena@example.com', { codigoDueno: SETUP_TOKEN });
    const visitor = await account(base, 'ana@example.com');
    const ana = await add(owner, 'clientes', { nombre: 'Ana Ruiz' });
    const orbea = await add(owner, 'bicis', { modelo: 'Orbea Alma' });
    // Ana brings her bike in.
    const repair = await add(visitor, 'reparaciones', {
      cliente: ana,
      bici: orbea,
      entrada: '2026-12-08',
      estado: 'Recibida',
    });
    const titlesOf = async (call: Call, path: string) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { records?: Named[]; record?: Named };
      return (body.record ?? body.records?.find((r) => r.id === repair))?.refTitles;
    };
    expect(await titlesOf(owner, '/api/reparaciones')).toEqual({
      cliente: 'Ana Ruiz',
      bici: 'Orbea Alma',
    });
    // The visitor reads the customers (publica), never the private bikes.
    expect(await titlesOf(visitor, '/api/reparaciones')).toEqual({ cliente: 'Ana Ruiz' });
    expect(await titlesOf(visitor, `/api/reparaciones/${repair}`)).toEqual({
      cliente: 'Ana Ruiz',
    });
    const changed = await owner(`/api/reparaciones/${repair}`, 'PATCH', {
      data: { estado: 'Lista' },
    });
    expect(changed.status).toBe(200);
    const db = new DatabaseSync(join(data, 'app.db'), { readOnly: true });
    const mails = db
      .prepare('select para, asunto, texto from app_correos order by creado_en, rowid')
      .all() as { para: string; asunto: string; texto: string }[];
    db.close();
    // Ana wrote the repair: what a visitor wrote is never named in a mail (a stranger could
    // have the app mail their words to an address they gave), as in Forja.
    expect(mails.map((m) => [m.para.toLowerCase(), m.asunto])).toEqual([
      ['duena@example.com', 'Nuevo registro en Reparaciones · Taller'],
      ['ana@example.com', 'Estado: Lista · Taller'],
    ]);
    expect(mails[1]?.texto).toContain(
      'Lo que enviaste en «Reparaciones» de «Taller» ha cambiado: Estado es ahora «Lista».',
    );
  });

  it('passes its own test of mails, which names each record as its reader reads it', async () => {
    const { code, out } = await runOwnTest(dir, 'tests/avisos.test.ts');
    expect(code, out.slice(-4000)).toBe(0);
    expect(out).toMatch(/reparaciones: un registro nuevo avisa al dueño/);
    expect(out).toMatch(
      /reparaciones: cuando el dueño cambia la opción, avisa a quien lo escribió/,
    );
  }, 120_000);
});
