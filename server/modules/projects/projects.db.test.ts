import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectList, Task } from '../../../contracts/projects.ts';
import { normalizeManualSlug, slugFromName } from '../../../contracts/slug.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, errorMessage, json } from './test-helpers.ts';

// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).

let server: TestServer;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  owner = await createUser(server, { name: 'Lucía Pérez' });
});
afterAll(async () => {
  await server.close();
});

describe('slug rules (docs/product-spec.md §5)', () => {
  it.each([
    ['Mi App Genial', 'mi-app-genial'],
    ['  Espacios  alrededor  ', 'espacios-alrededor'],
    ['Hola, ¿qué tal?', 'hola-que-tal'],
    ['snake_case y guiones--dobles', 'snake-case-y-guiones-dobles'],
    ['--Bordes--', 'bordes'],
    ['CRM 2024 (beta)', 'crm-2024-beta'],
    ['___', ''],
  ])('slugFromName(%j) is %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it.each([
    ['Mi-Slug', 'mi-slug'],
    ['con espacios', 'conespacios'],
    ['acentuación', 'acentuacion'],
    ['a_b.c/d', 'abcd'],
    ['ok-123', 'ok-123'],
  ])('normalizeManualSlug(%j) is %j', (input, slug) => {
    expect(normalizeManualSlug(input)).toBe(slug);
  });
});

describe('creating a project', () => {
  it('creates it launched, public and active, with three starter tasks and a starter note', async () => {
    const res = await server.fetch('/api/projects', {
      cookie: owner.cookie,
      json: {
        name: 'Agenda de Clínica',
        slug: 'agenda-de-clinica',
        description: 'Citas para fisioterapia',
        userId: 'otro',
      },
    });
    expect(res.status).toBe(201);
    const { project } = await json<{ project: Project }>(res);
    expect(project).toMatchObject({
      name: 'Agenda de Clínica',
      slug: 'agenda-de-clinica',
      description: 'Citas para fisioterapia',
      status: 'active',
      isPublic: true,
      isLaunched: true,
      viewCount: 0,
      publicUrl: `${server.url}/proyectos/agenda-de-clinica`,
    });
    expect(project.launchedAt).toBeTruthy();

    const tasks = await json<{ tasks: Task[] }>(
      await server.fetch(`/api/projects/${project.id}/tasks`, { cookie: owner.cookie }),
    );
    expect(tasks.tasks.map((t) => t.position)).toEqual([0, 1, 2]);
    expect(tasks.tasks.every((t) => !t.done)).toBe(true);
    const notes = await json<{ notes: { content: string; html: string }[] }>(
      await server.fetch(`/api/projects/${project.id}/notes`, { cookie: owner.cookie }),
    );
    expect(notes.notes).toHaveLength(1);
    expect(notes.notes[0].content).toMatch(/^# Notas del proyecto/);
    expect(notes.notes[0].html).toContain('<h1>Notas del proyecto</h1>');
    const launch = await json<{ launch: { status: string } }>(
      await server.fetch(`/api/projects/${project.id}/launch-config`, { cookie: owner.cookie }),
    );
    expect(launch.launch.status).toBe('active');

    // The body's userId is ignored: the project belongs to the session's user.
    const row = await server.deps.db
      .selectFrom('projects')
      .select('userId')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(owner.id);
  });

  it.each([
    [{ slug: 'solo-slug' }, 'Nombre y slug son requeridos'],
    [{ name: 'Solo nombre' }, 'Nombre y slug son requeridos'],
    [{ name: '   ', slug: 'x-y-z' }, 'Nombre y slug son requeridos'],
    [{ name: 'X', slug: '' }, 'Nombre y slug son requeridos'],
    [
      { name: 'X', slug: 'Con Mayúsculas' },
      'El slug solo puede contener letras minúsculas, números y guiones.',
    ],
    [{ name: 'X', slug: 'a'.repeat(81) }, 'El slug no puede superar los 80 caracteres.'],
  ])('refuses %j with a Spanish 400', async (body, message) => {
    const res = await server.fetch('/api/projects', { cookie: owner.cookie, json: body });
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe(message);
  });

  it('refuses a signed-out visitor with 401 "Debes iniciar sesión"', async () => {
    const res = await server.fetch('/api/projects', { json: { name: 'X', slug: 'sin-sesion' } });
    expect(res.status).toBe(401);
    expect(await errorMessage(res)).toBe('Debes iniciar sesión');
  });

  it('refuses a taken slug with 409, also one taken by another user', async () => {
    const other = await createUser(server);
    await createProject(server, other, { slug: 'slug-ocupado' });
    const res = await server.fetch('/api/projects', {
      cookie: owner.cookie,
      json: { name: 'Otro', slug: 'slug-ocupado' },
    });
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe('Este slug ya está en uso');
  });

  it('lets exactly one of two simultaneous creates with the same slug win', async () => {
    const other = await createUser(server);
    const results = await Promise.all([
      server.fetch('/api/projects', {
        cookie: owner.cookie,
        json: { name: 'Carrera A', slug: 'carrera' },
      }),
      server.fetch('/api/projects', {
        cookie: other.cookie,
        json: { name: 'Carrera B', slug: 'carrera' },
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(await errorMessage(loser)).toBe('Este slug ya está en uso');
    const rows = await server.deps.db
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', 'carrera')
      .execute();
    expect(rows).toHaveLength(1);
    // The loser left nothing behind: no orphan tasks.
    const tasks = await server.deps.db.selectFrom('projectTasks').select('projectId').execute();
    const projectIds = new Set(
      (await server.deps.db.selectFrom('projects').select('id').execute()).map((r) => r.id),
    );
    expect(tasks.every((t) => projectIds.has(t.projectId))).toBe(true);
  });

  it('answers slug availability', async () => {
    await createProject(server, owner, { slug: 'disponible-no' });
    const taken = await server.fetch('/api/projects/slug-availability?slug=disponible-no', {
      cookie: owner.cookie,
    });
    expect(await json(taken)).toEqual({ available: false });
    const free = await server.fetch('/api/projects/slug-availability?slug=disponible-si', {
      cookie: owner.cookie,
    });
    expect(await json(free)).toEqual({ available: true });
    const anon = await server.fetch('/api/projects/slug-availability?slug=x');
    expect(anon.status).toBe(401);
  });
});

describe('the project list', () => {
  it('is newest first by updatedAt, searchable by name or slug (case-insensitive) and filterable by status', async () => {
    const user = await createUser(server);
    const a = await createProject(server, user, { name: 'Tienda de Flores', slug: 'floristeria' });
    const b = await createProject(server, user, { name: 'Gimnasio', slug: 'gym-reservas' });
    const c = await createProject(server, user, { name: 'Recetas', slug: 'recetas-flor' });
    const list = async (qs = '') =>
      json<ProjectList>(await server.fetch(`/api/projects${qs}`, { cookie: user.cookie }));

    expect((await list()).projects.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    // Touching a project moves it to the top.
    await server.fetch(`/api/projects/${a.id}/tasks`, {
      cookie: user.cookie,
      json: { title: 'Nueva' },
    });
    expect((await list()).projects.map((p) => p.id)).toEqual([a.id, c.id, b.id]);

    expect((await list('?q=FLOR')).projects.map((p) => p.id).sort()).toEqual([a.id, c.id].sort());
    expect((await list('?q=gym')).projects.map((p) => p.id)).toEqual([b.id]);
    expect((await list('?q=100%25')).projects).toEqual([]);

    await server.fetch(`/api/projects/${b.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { status: 'archived' },
    });
    expect((await list('?status=archivados')).projects.map((p) => p.id)).toEqual([b.id]);
    expect((await list('?status=activos')).projects.map((p) => p.id)).toEqual([a.id, c.id]);
    expect((await list('?status=todos')).total).toBe(3);

    const page = await list('?limit=2');
    expect(page.projects).toHaveLength(2);
    expect(page.nextOffset).toBe(2);
    expect((await list('?limit=2&offset=2')).nextOffset).toBeNull();

    const bad = await server.fetch('/api/projects?status=otro', { cookie: user.cookie });
    expect(bad.status).toBe(400);
  });

  it('never shows another user’s projects', async () => {
    const a = await createUser(server);
    const b = await createUser(server);
    await createProject(server, a, { name: 'Privado de A' });
    const list = await json<ProjectList>(
      await server.fetch('/api/projects?q=privado', { cookie: b.cookie }),
    );
    expect(list.projects).toEqual([]);
  });

  it('summarises for the dashboard', async () => {
    const user = await createUser(server);
    const projects = [];
    for (let i = 0; i < 6; i++) projects.push(await createProject(server, user));
    await server.fetch(`/api/projects/${projects[0].id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    await server.fetch(`/api/functions/public-project-get/proyectos/${projects[1].slug}`);
    await server.fetch(`/api/functions/public-project-get/proyectos/${projects[1].slug}`);
    const summary = await json<{
      projects: number;
      launched: number;
      public: number;
      totalViews: number;
      recent: Project[];
    }>(await server.fetch('/api/projects/summary', { cookie: user.cookie }));
    expect(summary).toMatchObject({ projects: 6, launched: 5, public: 5, totalViews: 2 });
    expect(summary.recent).toHaveLength(5);
    expect(summary.recent[0].id).toBe(projects[0].id);
  });
});
