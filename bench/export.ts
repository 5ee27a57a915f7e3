import { performance } from 'node:perf_hooks';
import type { AppEntityInput } from '../contracts/app-definition.ts';
import { newId } from '../server/lib/ids.ts';
import { insertRecords } from '../server/modules/apps/records.repo.ts';
import { exportProject } from '../server/modules/projects/export.ts';
import { exportFiles } from '../server/modules/projects/export-app/generate.ts';
import { zipFiles } from '../server/modules/projects/export-app/zip.ts';
import { createUser, startTestServer, type TestServer } from '../server/test/server.ts';
import { fmt, percentile } from './lib.ts';

// "Exportar Código" (issue 21) per project, on SQLite, through the export service the route
// calls (`exportProject`: the route's own limit of 30 exports a minute would otherwise
// throttle the bench):
// - export: regenerate=1 (definition, design, specification, records when included,
//   generation of every file, zip, storage, record), p50/p95 in ms. Goal: p95 ≤ 500 ms.
// - reuse: the same export without regenerate (same state: only the state key is computed).
// - baseline, same run, interleaved: zipping the very same files with no generation and no
//   HTTP (what any export costs at least), and the generation alone (no zip).
// - byte identity: two regenerations of the same state download the same bytes.
// Three projects: one entity; five entities with references; five entities with 300 live
// records each exported with includeData=1 (seed data).
//   node bench/export.ts [rounds=5] [perRound=6]

const ROUNDS = Number(process.argv[2] ?? 5);
const PER_ROUND = Number(process.argv[3] ?? 6);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const field = (key: string, label: string, type: string, extra: object = {}) => ({
  key,
  label,
  type,
  required: false,
  ...extra,
});

const ONE: AppEntityInput[] = [
  {
    key: 'notas',
    label: 'Nota',
    rule: 'privada',
    fields: [field('titulo', 'Título', 'text'), field('cuerpo', 'Cuerpo', 'longtext')],
  } as AppEntityInput,
];
const FIVE: AppEntityInput[] = [
  { key: 'autores', label: 'Autor', rule: 'catalogo', fields: [field('nombre', 'Nombre', 'text')] },
  {
    key: 'libros',
    label: 'Libro',
    rule: 'catalogo',
    fields: [
      field('titulo', 'Título', 'text'),
      field('autor', 'Autor', 'reference', { ref: 'autores' }),
      field('precio', 'Precio', 'money'),
    ],
  },
  {
    key: 'socios',
    label: 'Socio',
    rule: 'privada',
    fields: [field('nombre', 'Nombre', 'text'), field('email', 'Email', 'email')],
  },
  {
    key: 'prestamos',
    label: 'Préstamo',
    rule: 'privada',
    fields: [
      field('libro', 'Libro', 'reference', { ref: 'libros' }),
      field('fecha', 'Fecha', 'date'),
      field('estado', 'Estado', 'choice', { options: ['Prestado', 'Devuelto', 'Perdido'] }),
    ],
  },
  {
    key: 'resenas',
    label: 'Reseña',
    rule: 'publica',
    fields: [field('titulo', 'Título', 'text'), field('nota', 'Nota', 'rating')],
  },
] as AppEntityInput[];

type Case = { name: string; projectId: string; includeData: boolean };

async function project(
  server: TestServer,
  cookie: string,
  ownerId: string,
  name: string,
  entities: AppEntityInput[],
  records: number,
): Promise<string> {
  const created = await server.fetch('/api/projects', {
    cookie,
    json: { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}` },
  });
  const { project } = (await created.json()) as { project: { id: string } };
  const put = await server.fetch(`/api/apps/${project.id}/definition`, {
    method: 'PUT',
    cookie,
    json: { definition: { entities } },
  });
  if (put.status !== 200) throw new Error(await put.text());
  // Records go straight in through the apps module's repo (the records API has its own rate
  // limit).
  const now = new Date().toISOString();
  for (const entity of entities) {
    const rows = [];
    for (let i = 0; i < records; i++) {
      const data: Record<string, unknown> = {};
      for (const f of entity.fields)
        if (f.type === 'text') data[f.key] = `${f.label} ${i}`;
        else if (f.type === 'money') data[f.key] = i + 0.5;
      rows.push({
        id: newId(),
        projectId: project.id,
        entityKey: entity.key,
        data: JSON.stringify(data),
        authorId: ownerId,
        isExample: 0,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (rows.length > 0) await insertRecords(server.deps.db, rows);
  }
  return project.id;
}

async function timeExport(server: TestServer, userId: string, c: Case, regenerate: boolean) {
  const start = performance.now();
  const body = await exportProject(server.deps, {
    userId,
    projectId: c.projectId,
    regenerate,
    includeData: c.includeData,
  });
  const ms = performance.now() - start;
  if (body.reused === regenerate) throw new Error(`unexpected reuse flag on ${c.name}`);
  return { ms, body };
}

async function main() {
  const server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  const owner = await createUser(server, { name: 'Bench' });
  const cookie = owner.cookie;
  const cases: Case[] = [
    {
      name: 'una entidad',
      projectId: await project(server, cookie, owner.id, 'Notas', ONE, 0),
      includeData: false,
    },
    {
      name: 'cinco entidades',
      projectId: await project(server, cookie, owner.id, 'Biblioteca', FIVE, 0),
      includeData: false,
    },
    {
      name: 'cinco + 1.500 registros (includeData)',
      projectId: await project(server, cookie, owner.id, 'Biblioteca con datos', FIVE, 300),
      includeData: true,
    },
  ];

  // The files of each case, for the zip-only baseline (the same generator input).
  const files = new Map<string, [string, string][]>();
  for (const c of cases) {
    const { body } = await timeExport(server, owner.id, c, true);
    const zipRes = await server.fetch(body.exportUrl, { cookie });
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(Buffer.from(await zipRes.arrayBuffer()));
    const list: [string, string][] = [];
    for (const f of Object.values(zip.files))
      if (!f.dir) list.push([f.name, await f.async('string')]);
    files.set(c.name, list);
  }

  const samples = new Map<string, { full: number[]; reuse: number[]; zip: number[] }>();
  for (const c of cases) samples.set(c.name, { full: [], reuse: [], zip: [] });
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      const s = samples.get(c.name)!;
      for (let i = 0; i < PER_ROUND; i++) {
        s.full.push((await timeExport(server, owner.id, c, true)).ms);
        s.reuse.push((await timeExport(server, owner.id, c, false)).ms);
        const start = performance.now();
        await zipFiles(files.get(c.name)!);
        s.zip.push(performance.now() - start);
      }
    }
  }

  // Generation alone (no zip, no HTTP): the definition of the five-entity case.
  const definitionRes = await server.fetch(`/api/apps/${cases[1].projectId}/definition`, {
    cookie,
  });
  const { definition } = (await definitionRes.json()) as { definition: never };
  const gen: number[] = [];
  for (let i = 0; i < ROUNDS * PER_ROUND; i++) {
    const start = performance.now();
    exportFiles({
      name: 'Biblioteca',
      slug: 'biblioteca',
      description: null,
      definition,
      design: {
        primaryColor: '#4f46e5',
        secondaryColor: '#0f766e',
        theme: 'modern',
        layout: 'grid',
        customCss: '',
      },
      specification: '# Biblioteca\n',
      seed: null,
    });
    gen.push(performance.now() - start);
  }

  console.log(
    `Export per project, ${ROUNDS} interleaved rounds × ${PER_ROUND} (ms, p50 / p95 over every sample):`,
  );
  for (const c of cases) {
    const s = samples.get(c.name)!;
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const full = sorted(s.full);
    const zip = sorted(s.zip);
    const reuse = sorted(s.reuse);
    const size = files.get(c.name)!.length;
    console.log(
      `  ${c.name} (${size} files): export ${fmt(percentile(full, 50))} / ${fmt(percentile(full, 95))}` +
        ` · reuse ${fmt(percentile(reuse, 50))} / ${fmt(percentile(reuse, 95))}` +
        ` · zip only ${fmt(percentile(zip, 50))} / ${fmt(percentile(zip, 95))}` +
        ` · export/zip-only p50 ×${fmt(median(s.full) / median(s.zip), 2)}`,
    );
  }
  const g = [...gen].sort((a, b) => a - b);
  console.log(
    `  generation alone (five entities): ${fmt(percentile(g, 50), 2)} / ${fmt(percentile(g, 95), 2)}`,
  );

  // Byte identity: the same state, regenerated twice, downloads the same bytes.
  for (const c of cases) {
    const a = (await timeExport(server, owner.id, c, true)).body;
    const b = (await timeExport(server, owner.id, c, true)).body;
    const [x, y] = await Promise.all(
      [a, b].map(async (r) =>
        Buffer.from(await (await server.fetch(r.exportUrl, { cookie })).arrayBuffer()),
      ),
    );
    console.log(
      `  byte-identical (${c.name}): ${x.equals(y) ? 'sí' : 'NO'} (${fmt(x.length / 1024)} KB)`,
    );
  }
  await server.close();
}

await main();
