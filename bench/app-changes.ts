import { performance } from 'node:perf_hooks';
import type { PlansResponse } from '../contracts/billing.ts';
import { createUser, startTestServer } from '../server/test/server.ts';
import { fmt } from './lib.ts';

// "Change the app by asking" over HTTP (issue 27) on SQLite, against GET of the definition
// (same session, same app lookup) in the same run, interleaved rounds, medians of the rounds'
// p50/p95 in ms. Prints, never asserts.
// - propose: POST /api/apps/{id}/changes (offline reader, applyOperations check, credit,
//   stored proposal) with instructions that are understood;
// - apply: POST …/changes/{id}/apply (the versioned write: lock, compare-and-set, snapshot,
//   design through the projects service);
// - save: PUT …/definition (a manual edit, which makes a version too).
//   node bench/app-changes.ts [rounds=5] [perRound=20]

const ROUNDS = Number(process.argv[2] ?? 5);
const PER_ROUND = Number(process.argv[3] ?? 20);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const median = (xs: number[]) => pct(xs, 50);

const definition = {
  entities: [
    {
      key: 'clientes',
      label: 'Cliente',
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'notas', label: 'Notas', type: 'longtext', required: false },
        { key: 'email', label: 'Email', type: 'email', required: false },
      ],
    },
    {
      key: 'mascotas',
      label: 'Mascota',
      rule: 'publica',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'dueno', label: 'Dueño', type: 'reference', required: false, ref: 'clientes' },
        {
          key: 'especie',
          label: 'Especie',
          type: 'choice',
          required: false,
          options: ['Perro', 'Gato'],
        },
      ],
    },
  ],
};
const INSTRUCTIONS = [
  'añade el teléfono a los clientes',
  'quita las notas de los clientes',
  'que solo yo pueda crear mascotas',
  'pon el color principal en verde',
  'añade la opción Conejo a la especie de las mascotas',
  'renombra las notas de los clientes a Observaciones',
  'añade teléfono y email a Mascota y quita el dueño',
  'usa el tema oscuro',
];

const server = await startTestServer({
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_APP_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_APP_READS_PER_MINUTE: '1000000',
  LOG_LEVEL: 'warn',
});
try {
  const owner = await createUser(server, { name: 'Dueña bench' });
  const cookie = owner.cookie;
  // Elite: 1,200 messages a month, no daily cap, so every proposal is charged and served.
  const plans = (await (await server.fetch('/api/plans')).json()) as PlansResponse;
  const plan = plans.plans.find((p) => p.name === 'Elite')!;
  const started = await server.fetch('/api/functions/stripe-checkout', {
    cookie,
    json: { priceId: plan.priceId, planName: 'Elite' },
  });
  const checkout = ((await started.json()) as { url: string }).url.split('/').at(-1)!;
  await server.fetch(`/api/billing/local-checkout/${checkout}/complete`, { cookie, json: {} });
  const created = await server.fetch('/api/projects', {
    cookie,
    json: { name: 'Clínica bench', slug: `clinica-bench-${Date.now()}` },
  });
  const { project } = (await created.json()) as { project: { id: string } };
  const base = `/api/apps/${project.id}`;
  const put = () =>
    server.fetch(`${base}/definition`, { method: 'PUT', cookie, json: { definition } });
  if ((await put()).status !== 200) throw new Error('definition not saved');

  const time = async (f: () => Promise<Response>, ok: number) => {
    const t0 = performance.now();
    const res = await f();
    const ms = performance.now() - t0;
    if (res.status !== ok) throw new Error(`${res.status} ${await res.text()}`);
    return { ms, res };
  };
  const propose = (instruction: string) =>
    server.fetch(`${base}/changes`, { cookie, json: { instruction } });

  // Warm-up: the offline engine loads on the first proposal.
  for (const i of INSTRUCTIONS) await propose(i);

  const rounds: Record<string, { p50: number[]; p95: number[] }> = {};
  const keep = (name: string, xs: number[]) => {
    rounds[name] ??= { p50: [], p95: [] };
    rounds[name].p50.push(pct(xs, 50));
    rounds[name].p95.push(pct(xs, 95));
  };
  for (let round = 0; round < ROUNDS; round++) {
    const get: number[] = [];
    const prop: number[] = [];
    const apply: number[] = [];
    const save: number[] = [];
    for (let i = 0; i < PER_ROUND; i++) {
      get.push((await time(() => server.fetch(`${base}/definition`, { cookie }), 200)).ms);
      prop.push((await time(() => propose(INSTRUCTIONS[i % INSTRUCTIONS.length]), 200)).ms);
      if (i % 2 === 0) {
        // A design-only change, so the definition stays the same size round after round.
        const p = await propose(i % 4 ? 'pon el color principal en rojo' : 'usa el tema clásico');
        const { change } = (await p.json()) as { change: { id: string } };
        apply.push(
          (
            await time(
              () => server.fetch(`${base}/changes/${change.id}/apply`, { cookie, json: {} }),
              200,
            )
          ).ms,
        );
        save.push((await time(put, 200)).ms);
      }
    }
    keep('GET definition (baseline)', get);
    keep('POST changes (propose)', prop);
    keep('POST …/apply', apply);
    keep('PUT definition (versioned)', save);
  }
  const baseline = median(rounds['GET definition (baseline)'].p50);
  console.log(
    `app changes over HTTP, SQLite, ${ROUNDS} rounds × ${PER_ROUND} (medians of the rounds):`,
  );
  for (const [name, r] of Object.entries(rounds)) {
    const p50 = median(r.p50);
    console.log(
      `  ${name.padEnd(28)} p50 ${fmt(p50, 2)} ms  p95 ${fmt(median(r.p95), 2)} ms  (p50 ×${fmt(p50 / baseline, 1)} the GET)`,
    );
  }
  const versions = (await (await server.fetch(`${base}/versions`, { cookie })).json()) as {
    versions: { version: number }[];
  };
  console.log(`  versions written: ${versions.versions[0]?.version ?? 0}`);
} finally {
  await server.close();
}
