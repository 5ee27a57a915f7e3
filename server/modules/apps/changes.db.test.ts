import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDefinition, AppRecord } from '../../../contracts/app-definition.ts';
import type { PlansResponse, SubscriptionView } from '../../../contracts/billing.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';
import { readChanges } from './test-helpers.ts';

// "Change the app by asking" (issue 27) over real HTTP on a real database (SQLite here,
// PostgreSQL under vitest.services.config.ts): a proposal changes nothing until applied,
// applying makes a numbered version (and tells open browsers), a removal needs confirmation
// and restoring brings the values back, a stale proposal is a conflict, manual edits make
// versions too, concurrent writes neither lose nor repeat a version, credits are charged
// only for what was understood, and bad input gets a Spanish 4xx.

type Change = {
  id: string;
  baseVersion: number;
  summary: string[];
  operations: { op: string }[];
  removesData: boolean;
};
type Version = { version: number; kind: string; instruction: string | null; createdAt: string };
type ErrorBody = { error: { code: string; message: string } };

let server: TestServer;
let owner: TestUser;
let visitor: TestUser;
let projectId: string;

const base = (id = projectId) => `/api/apps/${id}`;

const DEFINITION = {
  entities: [
    {
      key: 'clientes',
      label: 'Cliente',
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'notas', label: 'Notas', type: 'longtext', required: false },
      ],
    },
    {
      key: 'mascotas',
      label: 'Mascota',
      rule: 'publica',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'dueno', label: 'Dueño', type: 'reference', required: false, ref: 'clientes' },
      ],
    },
  ],
};

/** A paid plan through the local checkout, so the Free daily cap stays out of the way. */
async function upgrade(user: TestUser) {
  const plans = (await (await server.fetch('/api/plans')).json()) as PlansResponse;
  const plan = plans.plans.find((p) => p.name === 'Pro')!;
  const started = await server.fetch('/api/functions/stripe-checkout', {
    cookie: user.cookie,
    json: { priceId: plan.priceId, planName: 'Pro' },
  });
  expect(started.status).toBe(200);
  const id = ((await started.json()) as { url: string }).url.split('/').at(-1)!;
  const done = await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
    cookie: user.cookie,
    json: {},
  });
  expect(done.status).toBe(200);
}

async function propose(instruction: unknown, cookie = owner.cookie, id = projectId) {
  return server.fetch(`${base(id)}/changes`, { cookie, json: { instruction } });
}
async function proposed(instruction: string): Promise<Change> {
  const res = await propose(instruction);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { change: Change }).change;
}
async function apply(change: Change, body: unknown = {}, cookie = owner.cookie) {
  return server.fetch(`${base()}/changes/${change.id}/apply`, { cookie, json: body });
}
async function definition(): Promise<AppDefinition> {
  const res = await server.fetch(`${base()}/definition`, { cookie: owner.cookie });
  return ((await res.json()) as { definition: AppDefinition }).definition;
}
async function versionList(): Promise<Version[]> {
  const res = await server.fetch(`${base()}/versions`, { cookie: owner.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { versions: Version[] }).versions;
}
async function resetDefinition() {
  const res = await server.fetch(`${base()}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition: DEFINITION },
  });
  expect(res.status).toBe(200);
}
const code = async (res: Response) => ((await res.json()) as ErrorBody).error;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_APP_READS_PER_MINUTE: '100000',
  });
  owner = await createUser(server, { name: 'Dueña' });
  visitor = await createUser(server, { name: 'Visitante' });
  await upgrade(owner);
  const project = await createProject(server, owner, {
    name: 'Clínica veterinaria',
    description: 'Clientes y sus mascotas',
  });
  projectId = project.id;
  const launched = await server.fetch(`/api/projects/${projectId}/launch`, {
    cookie: owner.cookie,
    json: {},
  });
  expect(launched.status).toBe(200);
  await resetDefinition();
});

afterAll(async () => {
  await server?.close();
});

describe('a change asked in words', () => {
  it('is proposed without changing anything, then applied as a new version that open browsers hear of', async () => {
    await resetDefinition();
    const before = await definition();
    const [latest] = await versionList();
    const change = await proposed('añade el teléfono a los clientes');
    expect(change.baseVersion).toBe(latest.version);
    expect(change.summary).toEqual(['Añadir el campo «Teléfono» (teléfono) a «Cliente»']);
    expect(change.operations).toEqual([
      {
        op: 'addField',
        entity: 'clientes',
        field: { label: 'Teléfono', type: 'phone', required: false },
      },
    ]);
    expect(change.removesData).toBe(false);
    expect(await definition()).toEqual(before);

    const stream = await server.fetch(`${base()}/events`);
    const arriving = readChanges(stream, 1);
    await new Promise((r) => setTimeout(r, 100));
    const res = await apply(change);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { definition: AppDefinition; version: number };
    expect(body.version).toBe(latest.version + 1);
    const clientes = body.definition.entities.find((e) => e.key === 'clientes')!;
    expect(clientes.fields.map((f) => f.key)).toEqual(['nombre', 'notas', 'telefono']);
    expect(clientes.views.list.columns).toContain('telefono');
    expect(await definition()).toEqual(body.definition);
    expect(await arriving).toEqual([{ entityKey: '', recordId: null, kind: 'definition' }]);

    const [newest] = await versionList();
    expect(newest).toMatchObject({
      version: body.version,
      kind: 'change',
      instruction: 'añade el teléfono a los clientes',
      authorId: owner.id,
    });
    // Applying the same proposal twice is refused.
    expect((await code(await apply(change))).code).toBe('CHANGE_ALREADY_APPLIED');
  });

  it('changes a rule and the design, which shows in the project design', async () => {
    await resetDefinition();
    const rule = await proposed('que solo yo pueda crear mascotas');
    expect(rule.summary).toEqual([
      'Solo tú podrás añadir en «Mascotas»; los demás podrán ver la lista',
    ]);
    expect((await apply(rule)).status).toBe(200);
    expect((await definition()).entities.find((e) => e.key === 'mascotas')?.rule).toBe('catalogo');

    const colour = await proposed('pon el color principal en verde');
    expect((await apply(colour)).status).toBe(200);
    const design = await server.fetch(`/api/projects/${projectId}/design`, {
      cookie: owner.cookie,
    });
    expect(((await design.json()) as { design: { primaryColor: string } }).design).toMatchObject({
      primaryColor: '#16a34a',
    });
    const info = await server.fetch(`/api/apps/by-slug/${await projectSlug()}`);
    expect(
      ((await info.json()) as { app: { design: { primaryColor: string } } }).app.design,
    ).toMatchObject({ primaryColor: '#16a34a' });
  });

  it('asks for confirmation before removing data, and restoring the version brings the values back', async () => {
    await resetDefinition();
    const created = await server.fetch(`${base()}/records/clientes`, {
      cookie: owner.cookie,
      json: { data: { nombre: 'Lucía', notas: 'Alérgica a la penicilina' } },
    });
    expect(created.status).toBe(201);
    const { record } = (await created.json()) as { record: AppRecord };
    const [beforeRemoval] = await versionList();

    const change = await proposed('quita las notas de los clientes');
    expect(change.removesData).toBe(true);
    const refused = await apply(change);
    expect(refused.status).toBe(409);
    const error = await code(refused);
    expect(error.code).toBe('CONFIRMATION_REQUIRED');
    expect(error.message).toMatch(/confírmalo/);
    const done = await apply(change, { confirm: true });
    expect(done.status).toBe(200);
    const read = async () =>
      (
        (await (
          await server.fetch(`${base()}/records/clientes/${record.id}`, { cookie: owner.cookie })
        ).json()) as { record: AppRecord }
      ).record.data;
    expect(await read()).toEqual({ nombre: 'Lucía' });

    const restored = await server.fetch(`${base()}/versions/${beforeRemoval.version}/restore`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(restored.status).toBe(200);
    const body = (await restored.json()) as { version: number; definition: AppDefinition };
    expect(body.version).toBe(beforeRemoval.version + 2);
    expect(await read()).toEqual({ nombre: 'Lucía', notas: 'Alérgica a la penicilina' });
    const [newest] = await versionList();
    expect(newest).toMatchObject({ kind: 'restore', restoredFrom: beforeRemoval.version });
  });

  it('refuses a proposal made before the app changed: CHANGE_CONFLICT, never an overwrite', async () => {
    await resetDefinition();
    const first = await proposed('añade el email a los clientes');
    const second = await proposed('añade la raza a las mascotas');
    expect(second.baseVersion).toBe(first.baseVersion);
    expect((await apply(first)).status).toBe(200);
    const stale = await apply(second);
    expect(stale.status).toBe(409);
    const error = await code(stale);
    expect(error.code).toBe('CHANGE_CONFLICT');
    expect(error.message).toMatch(/ha cambiado/);
    const mascotas = (await definition()).entities.find((e) => e.key === 'mascotas')!;
    expect(mascotas.fields.map((f) => f.key)).toEqual(['nombre', 'dueno']);
  });

  it('a change that would leave the app as it is: 422, said so, no version', async () => {
    await resetDefinition();
    const before = await versionList();
    const res = await propose('que los clientes solo los vea yo');
    expect(res.status).toBe(422);
    const error = await code(res);
    expect(error.code).toBe('CHANGE_NOT_UNDERSTOOD');
    expect(error.message).toBe(
      'No hay nada que cambiar: tu app ya está así (solo tú podrás ver «Clientes»).',
    );
    // Said as the app being so, not as a request not understood (hand test, decision 0292).
    expect((error as { nothingToChange?: boolean }).nothingToChange).toBe(true);
    expect((await versionList()).length).toBe(before.length);
  });

  it('answers 422 CHANGE_NOT_UNDERSTOOD with what it can do and examples', async () => {
    const res = await propose('haz que la app sea más bonita y mágica');
    expect(res.status).toBe(422);
    const error = await code(res);
    expect(error.code).toBe('CHANGE_NOT_UNDERSTOOD');
    expect(error.message).toMatch(/No he entendido/);
    expect(error.message).toMatch(/Por ejemplo: «añade teléfono y email a Cliente»/);
    expect((error as { nothingToChange?: boolean }).nothingToChange).toBeUndefined();
  });
});

describe('versions', () => {
  it('come from manual edits too (the data card and the design card), newest first', async () => {
    await resetDefinition();
    const design = await server.fetch(`/api/projects/${projectId}/design`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: {
        primaryColor: '#dc2626',
        secondaryColor: '#0ea5e9',
        theme: 'dark',
        layout: 'grid',
        customCss: '',
      },
    });
    expect(design.status).toBe(200);
    const list = await versionList();
    expect(list.slice(0, 2).map((v) => v.kind)).toEqual(['design', 'edit']);
    expect(list[0].version).toBe(list[1].version + 1);
    const numbers = list.map((v) => v.version);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('eight design-card saves at once: each is one version carrying the design it saved', async () => {
    await resetDefinition();
    const [start] = await versionList();
    const colours = [
      '#dc2626',
      '#2563eb',
      '#16a34a',
      '#ea580c',
      '#9333ea',
      '#db2777',
      '#0d9488',
      '#4b5563',
    ];
    const saves = await Promise.all(
      colours.map((primaryColor) =>
        server.fetch(`/api/projects/${projectId}/design`, {
          method: 'PUT',
          cookie: owner.cookie,
          json: {
            primaryColor,
            secondaryColor: '#0ea5e9',
            theme: 'modern',
            layout: 'grid',
            customCss: '',
          },
        }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual(colours.map(() => 200));
    const added = (await versionList()).filter((v) => v.version > start.version);
    expect(added.map((v) => v.kind)).toEqual(colours.map(() => 'design'));
    expect(added.map((v) => v.version).sort((a, b) => a - b)).toEqual(
      colours.map((_, i) => start.version + 1 + i),
    );
    // Restoring each version brings back the colour of the save that made it: no version
    // recorded another request's design.
    const restored = new Set<string>();
    for (const v of added) {
      const res = await server.fetch(`${base()}/versions/${v.version}/restore`, {
        method: 'POST',
        cookie: owner.cookie,
        json: {},
      });
      expect(res.status).toBe(200);
      const design = await server.fetch(`/api/projects/${projectId}/design`, {
        cookie: owner.cookie,
      });
      restored.add(
        ((await design.json()) as { design: { primaryColor: string } }).design.primaryColor,
      );
    }
    expect([...restored].sort()).toEqual([...colours].sort());
  });

  it('a definition damaged in the database comes back from its newest good version, as a version of its own', async () => {
    await resetDefinition();
    const proposal = await proposed('añade el móvil a los clientes');
    expect((await apply(proposal)).status).toBe(200);
    const [good] = await versionList();
    await server.deps.db
      .updateTable('appDefinitions')
      .set({ definition: '{"entities": [dañado' })
      .where('projectId', '=', projectId)
      .execute();
    // Two readers at once: one repair, one version.
    const [a, b] = await Promise.all([
      server.fetch(`${base()}/definition`, { cookie: owner.cookie }),
      server.fetch(`${base()}/definition`, { cookie: owner.cookie }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const { definition } = (await a.json()) as { definition: AppDefinition };
    const clientes = definition.entities.find((e) => e.key === 'clientes');
    expect(clientes?.fields.map((f) => f.label)).toContain('Móvil');
    const list = await versionList();
    expect(list[0]).toMatchObject({ version: good.version + 1, kind: 'repair' });
    expect(list[1].version).toBe(good.version);
  });

  it('twenty applies of proposals from one version at once: one wins, nineteen conflict, no version lost or repeated', async () => {
    await resetDefinition();
    const [start] = await versionList();
    const colours = ['rojo', 'azul', 'verde', 'naranja', 'morado'];
    const changes: Change[] = [];
    for (let i = 0; i < 20; i++)
      changes.push(await proposed(`pon el color secundario en ${colours[i % colours.length]}`));
    const results = await Promise.all(changes.map((c) => apply(c)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409))
      expect((await code(r)).code).toBe('CHANGE_CONFLICT');
    const after = await versionList();
    expect(after[0].version).toBe(start.version + 1);
  });

  it('twenty manual saves at once each get the next number', async () => {
    const [start] = await versionList();
    // Twenty different saves (an unchanged one makes no version: issue 40).
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.fetch(`${base()}/definition`, {
          method: 'PUT',
          cookie: owner.cookie,
          json: {
            definition: {
              ...DEFINITION,
              entities: [
                { ...DEFINITION.entities[0], labelPlural: `Clientes ${i + 1}` },
                DEFINITION.entities[1],
              ],
            },
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = (await versionList()).map((v) => v.version).filter((n) => n > start.version);
    expect(numbers.sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => start.version + 1 + i),
    );
  });
});

describe('credits', () => {
  it('an understood proposal is one message credit; a refusal costs nothing; the daily cap applies', async () => {
    const free = await createUser(server, { name: 'Gratis' });
    const project = await createProject(server, free, { name: 'Club', description: 'Socios' });
    const put = await server.fetch(`${base(project.id)}/definition`, {
      method: 'PUT',
      cookie: free.cookie,
      json: { definition: DEFINITION },
    });
    expect(put.status).toBe(200);
    const daily = async () =>
      (
        (await (
          await server.fetch('/api/billing/subscription', { cookie: free.cookie })
        ).json()) as SubscriptionView
      ).daily?.used;
    expect(await daily()).toBe(0);
    expect(
      (await propose('añade el teléfono a los clientes', free.cookie, project.id)).status,
    ).toBe(200);
    expect(await daily()).toBe(1);
    expect((await propose('haz magia', free.cookie, project.id)).status).toBe(422);
    expect(await daily()).toBe(1);
    await server.deps.db
      .updateTable('dailyUsage')
      .set({ messagesUsed: 5 })
      .where('userId', '=', free.id)
      .execute();
    const capped = await propose('añade el email a los clientes', free.cookie, project.id);
    expect(capped.status).toBe(429);
    expect((await code(capped)).code).toBe('DAILY_MESSAGE_CAP_REACHED');
  });
});

describe('bad input', () => {
  it('gets a Spanish 4xx, never a 5xx', async () => {
    const empty = await propose('   ');
    expect(empty.status).toBe(400);
    expect((await code(empty)).message).toBe('Escribe qué quieres cambiar de tu app.');
    const long = await propose('añade el teléfono a los clientes '.repeat(160).slice(0, 5000));
    expect(long.status).toBe(400);
    expect((await code(long)).message).toMatch(/demasiado larga.*1\.000 caracteres/);
    expect((await propose(42)).status).toBe(400);
    const html = await propose('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(html.status).toBe(422);
    expect(html.headers.get('content-type')).toMatch(/application\/json/);
    const unknown = await server.fetch(`${base()}/changes/no-existe/apply`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(unknown.status).toBe(404);
    expect((await code(unknown)).code).toBe('CHANGE_NOT_FOUND');
    const noVersion = await server.fetch(`${base()}/versions/99999/restore`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(noVersion.status).toBe(404);
    expect(
      (await server.fetch(`${base()}/versions/abc/restore`, { cookie: owner.cookie, json: {} }))
        .status,
    ).toBe(400);
  });

  it("someone else's project answers 404 to every endpoint (401 signed out)", async () => {
    const change = await proposed('añade la edad a las mascotas');
    for (const [cookie, status] of [
      [visitor.cookie, 404],
      ['', 401],
    ] as const) {
      expect((await propose('añade el teléfono a los clientes', cookie)).status).toBe(status);
      expect((await apply(change, {}, cookie)).status).toBe(status);
      expect((await server.fetch(`${base()}/versions`, { cookie })).status).toBe(status);
      expect(
        (await server.fetch(`${base()}/versions/1/restore`, { cookie, json: {} })).status,
      ).toBe(status);
    }
    // Nothing was applied by them.
    expect((await apply(change)).status).toBe(200);
  });
});

async function projectSlug(): Promise<string> {
  const res = await server.fetch(`/api/projects/${projectId}`, { cookie: owner.cookie });
  return ((await res.json()) as { project: { slug: string } }).project.slug;
}
