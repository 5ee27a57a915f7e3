import { performance } from 'node:perf_hooks';
import { newId } from '../server/lib/ids.ts';
import { insertRecords } from '../server/modules/apps/records.repo.ts';
import { PNG_BYTES, uploadForm } from '../server/modules/projects/test-helpers.ts';
import { createUser, startTestServer } from '../server/test/server.ts';
import { fmt } from './lib.ts';

// An app's image served by /files since files follow their records (decision 0243): the
// apps module looks for the records that hold it and asks their rule, in an app with 10,000
// records. Against a project file of the same size on the same server (served without that
// lookup), in interleaved rounds; medians and p95 in ms.
//   node bench/app-files.ts [rounds=5] [requestsPerRound=100]

const ROUNDS = Number(process.argv[2] ?? 5);
const PER_ROUND = Number(process.argv[3] ?? 100);
const RECORDS = 10_000;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const server = await startTestServer({
  RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_APP_READS_PER_MINUTE: '100000',
  LOG_LEVEL: 'warn',
});
try {
  const owner = await createUser(server, { name: 'Dueña bench' });
  const created = await server.fetch('/api/projects', {
    cookie: owner.cookie,
    json: { name: 'Fotos', slug: `fotos-${Date.now()}` },
  });
  const { project } = (await created.json()) as { project: { id: string } };
  const definition = {
    entities: [
      {
        key: 'avisos',
        label: 'Aviso',
        rule: 'publica',
        fields: [
          { key: 'titulo', label: 'Título', type: 'text', required: true },
          { key: 'foto', label: 'Foto', type: 'image', required: false },
        ],
      },
    ],
  };
  await server.fetch(`/api/apps/${project.id}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition },
  });
  await server.fetch(`/api/projects/${project.id}/launch`, { cookie: owner.cookie, json: {} });
  const up = await server.fetch(`/api/apps/${project.id}/uploads`, {
    method: 'POST',
    cookie: owner.cookie,
    body: uploadForm('foto.png', PNG_BYTES, 'image/png'),
  });
  const image = ((await up.json()) as { url: string }).url;
  const rec = await server.fetch(`/api/apps/${project.id}/records/avisos`, {
    cookie: owner.cookie,
    json: { data: { titulo: 'Con foto', foto: image } },
  });
  if (rec.status !== 201) throw new Error(`record: ${rec.status}`);
  for (let i = 0; i < RECORDS; i += 500)
    await insertRecords(
      server.deps.db,
      Array.from({ length: 500 }, (_, k) => ({
        id: newId(),
        projectId: project.id,
        entityKey: 'avisos',
        data: JSON.stringify({ titulo: `Aviso ${i + k}`, foto: null }),
        authorId: owner.id,
        isExample: 0,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })),
    );
  const pf = await server.fetch(`/api/projects/${project.id}/files`, {
    method: 'POST',
    cookie: owner.cookie,
    body: uploadForm('foto.png', PNG_BYTES, 'image/png'),
  });
  const projectFile = ((await pf.json()) as { file: { publicUrl: string } }).file.publicUrl;

  const times: Record<'app' | 'project', number[]> = { app: [], project: [] };
  const one = async (url: string) => {
    const t = performance.now();
    const res = await server.fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t;
  };
  for (let r = 0; r < ROUNDS; r++)
    for (let i = 0; i < PER_ROUND; i++) {
      times.app.push(await one(image));
      times.project.push(await one(projectFile));
    }
  console.log(`/files, signed out, ${RECORDS} records in the app, ${ROUNDS} × ${PER_ROUND}`);
  for (const [name, xs] of Object.entries(times)) {
    const s = [...xs].sort((a, b) => a - b);
    console.log(
      `  ${name === 'app' ? "app image (the records' rule asked)" : 'project file (no lookup)   '}  p50 ${fmt(pct(s, 50))} ms  p95 ${fmt(pct(s, 95))} ms`,
    );
  }
} finally {
  await server.close();
}
