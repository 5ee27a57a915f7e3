import { performance } from 'node:perf_hooks';
import { newId } from '../server/lib/ids.ts';
import { ensureSortIndexes, insertRecords } from '../server/modules/apps/records.repo.ts';
import { dropSortIndex, selectRecordsPageBare } from '../server/modules/apps/test-helpers.ts';
import { markEmailVerified } from '../server/modules/auth/test-helpers.ts';
import { createUser, startTestServer, type TestServer } from '../server/test/server.ts';
import { fmt } from './lib.ts';

// The running apps' records API (issue 20) on SQLite, against bare Kysely queries on the
// same database in the same run (interleaved rounds, medians):
// - list: GET /api/apps/{id}/records/{entity}?limit=20 with 10,000 records in the entity
//   (default order; a search; a filter; a sort by a field, first and third page, and the
//   same sort with its index dropped in each round), p50/p95 in ms, vs the bare select of
//   the same page. Goal: p95 ≤ 30 ms.
// - the rules read per record (issue 38, decision 0212), 10,000 records in each entity: a
//   member's `propia` list (their 100 among 10,000) and a linked account's `vinculada` list
//   (the 100 that point at their person among 10,000), p50/p95 in ms. Goal: p95 ≤ 30 ms.
// - create: POST …/records/{entity} one after another, records per second, vs bare inserts.
//   node bench/app-records.ts [rounds=5] [requestsPerRound=100]

const ROUNDS = Number(process.argv[2] ?? 5);
const PER_ROUND = Number(process.argv[3] ?? 100);
const RECORDS = 10_000;

const offsetCursor = (offset: number) =>
  Buffer.from(JSON.stringify({ offset })).toString('base64url');
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const definition = {
  entities: [
    {
      key: 'avisos',
      label: 'Aviso',
      rule: 'publica',
      // The list's default order names a field: its sort index is created (decision 0170).
      views: { list: { sortField: 'precio', sortDir: 'desc' } },
      fields: [
        { key: 'titulo', label: 'Título', type: 'text', required: true },
        { key: 'detalle', label: 'Detalle', type: 'longtext', required: false },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: true,
          options: ['Abierto', 'En curso', 'Cerrado'],
        },
        { key: 'precio', label: 'Precio', type: 'money', required: false },
      ],
    },
  ],
};

async function appWithDefinition(server: TestServer, cookie: string, name: string) {
  const created = await server.fetch('/api/projects', {
    cookie,
    json: { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}` },
  });
  const { project } = (await created.json()) as { project: { id: string } };
  const put = await server.fetch(`/api/apps/${project.id}/definition`, {
    method: 'PUT',
    cookie,
    json: { definition },
  });
  if (put.status !== 200) throw new Error(`definition: ${put.status} ${await put.text()}`);
  await server.fetch(`/api/apps/${project.id}/examples`, { method: 'DELETE', cookie });
  return project.id;
}

const server = await startTestServer({
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_APP_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_APP_READS_PER_MINUTE: '1000000',
  LOG_LEVEL: 'warn',
});
const db = server.deps.db;
try {
  const owner = await createUser(server, { name: 'Dueña bench' });
  const listProject = await appWithDefinition(server, owner.cookie, 'Lista grande');
  // 10,000 records written straight into the table (setup, not measured).
  const states = ['Abierto', 'En curso', 'Cerrado'];
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < RECORDS; i += 500) {
    await insertRecords(
      db,
      Array.from({ length: Math.min(500, RECORDS - i) }, (_, k) => {
        const n = i + k;
        const at = new Date(start + n * 60_000).toISOString();
        return {
          id: newId(),
          projectId: listProject,
          entityKey: 'avisos',
          data: JSON.stringify({
            titulo: `Aviso número ${n}${n % 97 === 0 ? ' bicicleta' : ''}`,
            detalle: 'Texto de relleno para que el registro tenga un tamaño realista. '.repeat(3),
            estado: states[n % 3],
            precio: (n % 500) + 0.5,
          }),
          authorId: owner.id,
          isExample: 0,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }

  const bare = () => selectRecordsPageBare(db, listProject, 'avisos');

  const cases: { name: string; query: string }[] = [
    { name: 'newest first', query: 'limit=20&sort=-createdAt' },
    { name: 'search q=bicicleta', query: 'limit=20&q=bicicleta' },
    { name: 'filter estado=Cerrado', query: 'limit=20&estado=Cerrado' },
    { name: 'sort -precio', query: 'limit=20&sort=-precio' },
    { name: 'sort precio, page 3', query: `limit=20&sort=precio&cursor=${offsetCursor(40)}` },
  ];
  const api: Record<string, number[]> = Object.fromEntries(cases.map((c) => [c.name, []]));
  const p95s: Record<string, number[]> = Object.fromEntries(cases.map((c) => [c.name, []]));
  const bareTimes: number[] = [];
  const noIndex = { p50: [] as number[], p95: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < PER_ROUND; i++) {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/apps/${listProject}/records/avisos?${c.query}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${c.name}: ${res.status}`);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      api[c.name].push(pct(times, 50));
      p95s[c.name].push(pct(times, 95));
    }
    // The same sort without its index (dropped for this step, then created again).
    await dropSortIndex(db, 'precio');
    const unindexed: number[] = [];
    for (let i = 0; i < PER_ROUND; i++) {
      const t0 = performance.now();
      const res = await fetch(
        `${server.url}/api/apps/${listProject}/records/avisos?limit=20&sort=-precio`,
      );
      await res.arrayBuffer();
      unindexed.push(performance.now() - t0);
    }
    unindexed.sort((a, b) => a - b);
    noIndex.p50.push(pct(unindexed, 50));
    noIndex.p95.push(pct(unindexed, 95));
    await ensureSortIndexes(db, 'sqlite', ['precio']);
    const times: number[] = [];
    for (let i = 0; i < PER_ROUND; i++) {
      const t0 = performance.now();
      await bare();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    bareTimes.push(pct(times, 50));
  }
  console.log(`list, ${RECORDS} records in the entity, ${ROUNDS} rounds × ${PER_ROUND} requests`);
  console.log(`  bare Kysely select of one page: p50 ${fmt(median(bareTimes), 2)} ms`);
  for (const c of cases)
    console.log(
      `  GET ${c.name.padEnd(22)} p50 ${fmt(median(api[c.name]), 2)} ms  p95 ${fmt(median(p95s[c.name]), 2)} ms  (${fmt(median(api[c.name]) / median(bareTimes), 1)}× the bare query)`,
    );

  console.log(
    `  GET sort -precio, no index  p50 ${fmt(median(noIndex.p50), 2)} ms  p95 ${fmt(median(noIndex.p95), 2)} ms  (index: ${fmt(median(noIndex.p50) / median(api['sort -precio']), 1)}× faster at p50)`,
  );

  // The rules read per record: one app, 10,000 `notas` (propia) by 100 authors and 10,000
  // `partes` (vinculada) pointing at 100 people; the member wrote 100, the linked account's
  // person has 100.
  const member = await createUser(server, { name: 'Socia bench' });
  const family = await createUser(server, { name: 'Familia bench' });
  await markEmailVerified(db, family.id);
  const scoped = await server.fetch('/api/projects', {
    cookie: owner.cookie,
    json: { name: 'Reglas por registro', slug: `reglas-por-registro-${Date.now()}` },
  });
  const scopedId = ((await scoped.json()) as { project: { id: string } }).project.id;
  const scopedPut = await server.fetch(`/api/apps/${scopedId}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: {
      definition: {
        entities: [
          {
            key: 'personas',
            label: 'Persona',
            rule: 'privada',
            accountField: 'correo',
            fields: [{ key: 'correo', label: 'Correo', type: 'email', required: true }],
          },
          {
            key: 'partes',
            label: 'Parte',
            rule: 'vinculada',
            linkField: 'persona',
            fields: [
              { key: 'titulo', label: 'Título', type: 'text', required: true },
              {
                key: 'persona',
                label: 'Persona',
                type: 'reference',
                required: true,
                ref: 'personas',
              },
            ],
          },
          {
            key: 'notas',
            label: 'Nota',
            rule: 'propia',
            fields: [{ key: 'titulo', label: 'Título', type: 'text', required: true }],
          },
        ],
      },
    },
  });
  if (scopedPut.status !== 200) throw new Error(`definition: ${scopedPut.status}`);
  const people = Array.from({ length: 100 }, () => newId());
  const authors = [member.id, ...Array.from({ length: 99 }, () => newId())];
  const row = (entityKey: string, n: number, data: object, authorId: string) => {
    const at = new Date(start + n * 60_000).toISOString();
    return {
      id: newId(),
      projectId: scopedId,
      entityKey,
      data: JSON.stringify(data),
      authorId,
      isExample: 0,
      createdAt: at,
      updatedAt: at,
    };
  };
  await insertRecords(
    db,
    people.map((id, n) => ({
      ...row('personas', n, { correo: n === 0 ? family.email : `p${n}@example.com` }, owner.id),
      id,
    })),
  );
  for (let i = 0; i < RECORDS; i += 500) {
    const batch = Array.from({ length: Math.min(500, RECORDS - i) }, (_, k) => i + k);
    await insertRecords(
      db,
      batch.map((n) =>
        row('partes', n, { titulo: `Parte ${n}`, persona: people[n % 100] }, owner.id),
      ),
    );
    await insertRecords(
      db,
      batch.map((n) => row('notas', n, { titulo: `Nota ${n}` }, authors[n % 100])),
    );
  }
  const scopedCases = [
    { name: 'propia, own 100', entity: 'notas', cookie: member.cookie },
    { name: 'vinculada, linked 100', entity: 'partes', cookie: family.cookie },
    { name: 'vinculada, page 3', entity: 'partes', cookie: family.cookie, page: 3 },
  ];
  const scopedP50: Record<string, number[]> = Object.fromEntries(
    scopedCases.map((c) => [c.name, []]),
  );
  const scopedP95: Record<string, number[]> = Object.fromEntries(
    scopedCases.map((c) => [c.name, []]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of scopedCases) {
      let query = 'limit=20';
      if (c.page) {
        // Follow the cursor to the page (setup, not measured).
        for (let p = 1; p < c.page; p++) {
          const res = await server.fetch(`/api/apps/${scopedId}/records/${c.entity}?${query}`, {
            cookie: c.cookie,
          });
          const next = ((await res.json()) as { nextCursor: string | null }).nextCursor;
          query = `limit=20&cursor=${next}`;
        }
      }
      const times: number[] = [];
      for (let i = 0; i < PER_ROUND; i++) {
        const t0 = performance.now();
        const res = await server.fetch(`/api/apps/${scopedId}/records/${c.entity}?${query}`, {
          cookie: c.cookie,
        });
        const body = (await res.json()) as { records: unknown[] };
        if (res.status !== 200 || body.records.length !== 20)
          throw new Error(`${c.name}: ${res.status}`);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      scopedP50[c.name].push(pct(times, 50));
      scopedP95[c.name].push(pct(times, 95));
    }
  }
  console.log(
    `rules read per record, ${RECORDS} records in each entity (signed in: session read included)`,
  );
  for (const c of scopedCases)
    console.log(
      `  GET ${c.name.padEnd(22)} p50 ${fmt(median(scopedP50[c.name]), 2)} ms  p95 ${fmt(median(scopedP95[c.name]), 2)} ms`,
    );

  // Creates: a fresh owner below the Free quota (1,000 records), so every create is accepted.
  const writer = await createUser(server, { name: 'Escritora bench' });
  const createProject = await appWithDefinition(server, writer.cookie, 'Altas');
  const apiRates: number[] = [];
  const bareRates: number[] = [];
  const createRounds = Math.min(ROUNDS, Math.floor(900 / PER_ROUND));
  for (let round = 0; round < createRounds; round++) {
    let t0 = performance.now();
    for (let i = 0; i < PER_ROUND; i++) {
      const res = await server.fetch(`/api/apps/${createProject}/records/avisos`, {
        cookie: writer.cookie,
        json: { data: { titulo: `Alta ${round}-${i}`, estado: 'Abierto', precio: 3.5 } },
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`create: ${res.status}`);
    }
    apiRates.push(PER_ROUND / ((performance.now() - t0) / 1000));
    t0 = performance.now();
    for (let i = 0; i < PER_ROUND; i++) {
      const at = new Date().toISOString();
      await insertRecords(db, [
        {
          id: newId(),
          projectId: listProject,
          entityKey: 'bare',
          data: JSON.stringify({ titulo: `Alta ${round}-${i}`, estado: 'Abierto', precio: 3.5 }),
          authorId: writer.id,
          isExample: 0,
          createdAt: at,
          updatedAt: at,
        },
      ]);
    }
    bareRates.push(PER_ROUND / ((performance.now() - t0) / 1000));
  }
  console.log(`create, ${createRounds} rounds × ${PER_ROUND}, one after another`);
  console.log(`  bare Kysely insert: ${fmt(median(bareRates), 0)} records/s`);
  console.log(
    `  POST records:       ${fmt(median(apiRates), 0)} records/s  (${fmt(median(apiRates) / median(bareRates), 3)} of the bare insert)`,
  );
} finally {
  await server.close();
}
