import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationLine } from '../../../contracts/builder.ts';
import { type DataModel, dataModelSchema } from '../../../contracts/data-model.ts';
import type {
  GeneratedProject,
  ProjectDetail,
  PublicProject,
} from '../../../contracts/projects.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { availableSlug } from './service.ts';
import { createProject, json } from './test-helpers.ts';

// Issue 19: the concept's data model is saved with the project, every generated project's
// detail carries one (derived on read for projects saved before), only its owner reads it,
// and slugs made from names keep Spanish letters readable. SQLite and PostgreSQL.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
  });
  user = await createUser(server, { name: 'Nuria Vidal' });
});
afterAll(() => server.close());

const detail = async (id: string, cookie = user.cookie) =>
  (await json<{ project: ProjectDetail }>(await server.fetch(`/api/projects/${id}`, { cookie })))
    .project;

async function generate(prompt: string): Promise<GeneratedProject> {
  const res = await server.fetch('/api/builder/generate', {
    json: { prompt },
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
  const lines = (await res.text())
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GenerationLine);
  const last = lines.at(-1);
  if (last?.type !== 'result') throw new Error(`no result: ${JSON.stringify(last)}`);
  return last.project;
}

/** A valid model with at least two entities whose references all resolve. */
function expectUsable(model: DataModel | undefined) {
  const parsed = dataModelSchema.safeParse(model);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  const entities = (model as DataModel).entities;
  expect(entities.length).toBeGreaterThanOrEqual(2);
  const keys = new Set(entities.map((e) => e.key));
  const refs = entities.flatMap((e) => e.fields.filter((f) => f.type === 'reference'));
  for (const f of refs) expect(keys.has(f.ref as string), `${f.key} → ${f.ref}`).toBe(true);
}

const IDEA =
  'Una app para que los vecinos de un barrio se presten herramientas (taladros, escaleras) y se valoren después de cada préstamo';

describe('the data model saved with a generated project', () => {
  it('is on the result, stored in appData and on the detail, the same each time', async () => {
    const project = await generate(IDEA);
    expectUsable(project.dataModel);
    const row = await server.deps.db
      .selectFrom('projects')
      .select('appData')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.appData as string).dataModel).toEqual(project.dataModel);
    const first = await detail(project.id);
    expect(first.concept?.dataModel).toEqual(project.dataModel);
    const bySlug = await json<{ project: ProjectDetail }>(
      await server.fetch(`/api/projects/by-slug/${project.slug}`, { cookie: user.cookie }),
    );
    expect(bySlug.project.concept?.dataModel).toEqual(project.dataModel);
  });

  it("is the owner's: a stranger gets 404 and the public page does not carry it", async () => {
    const project = await generate(
      'App para una panadería: los clientes encargan el pan y los dulces la noche anterior y pasan a recogerlo pagado',
    );
    const stranger = await createUser(server);
    const res = await server.fetch(`/api/projects/${project.id}`, { cookie: stranger.cookie });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('dataModel');
    const pub = await json<PublicProject>(
      await server.fetch(`/api/functions/public-project-get/proyectos/${project.slug}`),
    );
    expect(pub.concept).not.toBeNull();
    expect(pub.concept).not.toHaveProperty('dataModel');
  });
});

describe('the data model follows the app as the owner changes it (issue 37)', () => {
  it('the detail carries the current definition once the app changes, and a stranger still gets 404', async () => {
    const project = await generate(IDEA);
    const app = await json<{ definition: { entities: { key: string; label: string }[] } }>(
      await server.fetch(`/api/apps/${project.id}/definition`, { cookie: user.cookie }),
    );
    const first = app.definition;
    expect((await detail(project.id)).concept?.dataModel?.entities.map((e) => e.key)).toEqual(
      first.entities.map((e) => e.key),
    );
    // The owner adds a list: the concept's model is the app's, not the one first generated.
    const changed = {
      entities: [
        ...first.entities,
        {
          key: 'avisos_vecinales',
          label: 'Aviso vecinal',
          rule: 'catalogo',
          fields: [{ key: 'titulo', label: 'Título', type: 'text', required: true }],
        },
      ],
    };
    const put = await server.fetch(`/api/apps/${project.id}/definition`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { definition: changed },
    });
    expect(put.status).toBe(200);
    const model = (await detail(project.id)).concept?.dataModel;
    expectUsable(model);
    expect(model?.entities.map((e) => e.key)).toContain('avisos_vecinales');
    const stranger = await createUser(server, { name: 'Extraño' });
    expect(
      (await server.fetch(`/api/projects/${project.id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
  });
});

describe('a project saved before data models', () => {
  /** A project row with the appData a builder project had before issue 19. */
  async function oldProject(appData: Record<string, unknown>) {
    const p = await createProject(server, user, {
      name: 'Préstamo Vecinal',
      description: 'Los vecinos se prestan herramientas y se valoran después de cada préstamo.',
    });
    await server.deps.db
      .updateTable('projects')
      .set({
        category: 'Social',
        prompt: IDEA,
        appData: JSON.stringify({
          features: [
            'Catálogo de herramientas del barrio con foto y disponibilidad',
            'Solicitud de préstamo con fechas de recogida y devolución',
            'Valoración del vecino después de cada préstamo',
          ],
          techStack: ['React', 'Node.js', 'PostgreSQL'],
          userStories: [
            'Como vecino, quiero pedir prestado un taladro para colgar unas estanterías',
          ],
          complexity: 'Medium',
          detailedSpec: '# Préstamo Vecinal\n\nEspecificación anterior.',
          uploadedFiles: [],
          generatedAt: '2025-01-10T10:00:00.000Z',
          aiGenerated: false,
          ...appData,
        }),
      })
      .where('id', '=', p.id)
      .execute();
    return p;
  }

  it('gets one derived on read, the same on every read, and nothing is written', async () => {
    const p = await oldProject({});
    const before = await server.deps.db
      .selectFrom('projects')
      .select(['appData', 'updatedAt'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    const first = await detail(p.id);
    expectUsable(first.concept?.dataModel);
    expect((await detail(p.id)).concept?.dataModel).toEqual(first.concept?.dataModel);
    const after = await server.deps.db
      .selectFrom('projects')
      .select(['appData', 'updatedAt'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('gets one derived when the stored one is damaged (a reference that points nowhere)', async () => {
    const damaged = {
      entities: [
        {
          key: 'prestamos',
          label: 'Préstamo',
          labelPlural: 'Préstamos',
          rule: 'privada',
          fields: [
            {
              key: 'herramienta',
              label: 'Herramienta',
              type: 'reference',
              required: true,
              ref: 'nada',
            },
          ],
        },
      ],
    };
    const p = await oldProject({ dataModel: damaged });
    const model = (await detail(p.id)).concept?.dataModel;
    expectUsable(model);
    expect(JSON.stringify(model)).not.toContain('"nada"');
  });

  it('a project made by hand has no concept, and so no data model', async () => {
    const p = await createProject(server, user, { name: 'Hecho a mano' });
    expect((await detail(p.id)).concept).toBeNull();
  });
});

describe('slugs of generated projects keep Spanish letters readable', () => {
  it('folds accents and ñ, then numbers the taken ones', async () => {
    expect(await availableSlug(server.deps, { name: 'Mascotafácil' })).toBe('mascotafacil');
    await createProject(server, user, { name: 'Mascotafácil', slug: 'mascotafacil' });
    expect(await availableSlug(server.deps, { name: 'Mascotafácil' })).toBe('mascotafacil-2');
    expect(await availableSlug(server.deps, { name: 'Pequeñín Cañón' })).toBe('pequenin-canon');
  });
});
