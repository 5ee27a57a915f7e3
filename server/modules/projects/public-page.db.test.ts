import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectFile, PublicProject } from '../../../contracts/projects.ts';
import { createUser, type TestServer, type TestUser } from '../../test/server.ts';
import { createPublicPageResolver } from './routes/public-page.ts';
import {
  createProject,
  errorMessage,
  json,
  PNG_BYTES,
  startProjectsSuite,
  uploadForm,
} from './test-helpers.ts';

// The public project page: its data, its cache, its visits and its head tags.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
afterAll(() => server.close());

const get = async <T>(path: string, cookie = user.cookie) =>
  json<T>(await server.fetch(path, { cookie }));
const patch = (id: string, body: unknown) =>
  server.fetch(`/api/projects/${id}`, { method: 'PATCH', cookie: user.cookie, json: body });

describe('the public page', () => {
  it('answers 200 with {project, tasks, notes, files, specs, canonicalUrl}, 403 for a private project and 404 for a missing one', async () => {
    const p = await createProject(server, user, {
      name: 'Página Pública',
      slug: 'pagina-publica',
      description: 'Una descripción',
    });
    await server.fetch(`/api/projects/${p.id}/notes`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { content: 'Hola <script>alert(1)</script> **mundo**', isPublic: true },
    });
    await server.fetch(`/api/projects/${p.id}/design`, {
      method: 'PUT',
      cookie: user.cookie,
      json: {
        primaryColor: '#0000ff',
        secondaryColor: '#00ff00',
        theme: 'dark',
        layout: 'sidebar',
        customCss:
          '@import url(https://evil.example/x.css); h1 { color: red } </style><script>alert(1)</script>',
      },
    });
    const res = await server.fetch('/api/functions/public-project-get/proyectos/pagina-publica');
    expect(res.status).toBe(200);
    const body = await json<PublicProject>(res);
    expect(Object.keys(body).sort()).toEqual([
      'canonicalUrl',
      'concept',
      'design',
      'files',
      'notes',
      'project',
      'specs',
      'tasks',
    ]);
    expect(body.project).toMatchObject({
      name: 'Página Pública',
      description: 'Una descripción',
      viewCount: 1,
    });
    expect(body.project).not.toHaveProperty('userId');
    // The three starter tasks are the owner's until kept (decision 0230).
    expect(body.tasks).toHaveLength(0);
    expect(body.notes[0].html).toContain('<strong>mundo</strong>');
    expect(body.notes[0].html).not.toContain('<script');
    expect(body.canonicalUrl).toBe(`${server.url}/proyectos/pagina-publica`);
    expect(body.design).toMatchObject({
      theme: 'dark',
      layout: 'sidebar',
      primaryColor: '#0000ff',
    });
    expect(body.design.scopedCss).toBe('.forja-proyecto h1 { color: red }');
    // Made by hand: there is no builder concept to show.
    expect(body.concept).toBeNull();

    await patch(p.id, { isPublic: false });
    const priv = await server.fetch('/api/functions/public-project-get/proyectos/pagina-publica');
    expect(priv.status).toBe(403);
    expect(await errorMessage(priv)).toBe('Proyecto no disponible');
    const missing = await server.fetch('/api/functions/public-project-get/proyectos/no-existe');
    expect(missing.status).toBe(404);
    expect(await errorMessage(missing)).toBe('Proyecto no encontrado');
  });

  it('shows every change at once (the page cache follows updatedAt)', async () => {
    const p = await createProject(server, user);
    const page = async () =>
      json<PublicProject>(
        await server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`),
      );
    await page();
    const [starter] = (await get<{ tasks: { id: string }[] }>(`/api/projects/${p.id}/tasks`)).tasks;
    await server.fetch(`/api/projects/${p.id}/tasks/${starter.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { done: true, isPublic: true },
    });
    expect((await page()).tasks[0].done).toBe(true);
    await server.fetch(`/api/projects/${p.id}/notes`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { content: 'Nota *nueva*', isPublic: true },
    });
    expect((await page()).notes[0].html).toContain('<em>nueva</em>');
    await server.fetch(`/api/projects/${p.id}/design`, {
      method: 'PUT',
      cookie: user.cookie,
      json: {
        primaryColor: '#111111',
        secondaryColor: '#222222',
        theme: 'minimal',
        layout: 'flex',
        customCss: '',
      },
    });
    expect((await page()).design).toMatchObject({ theme: 'minimal', layout: 'flex' });
    const up = await json<{ file: ProjectFile }>(
      await server.fetch(`/api/projects/${p.id}/files`, {
        method: 'POST',
        cookie: user.cookie,
        body: uploadForm('a.png', PNG_BYTES),
      }),
    );
    expect((await page()).files).toHaveLength(1);
    await server.fetch(`/api/projects/${p.id}/files/${up.file.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect((await page()).files).toHaveLength(0);
    const last = await page();
    expect(last.project.viewCount).toBe(7);
  });

  it('shows a generated project’s concept to visitors and to the owner, with the specification sanitised', async () => {
    const prompt =
      'Una app para que los clubes de lectura organicen sesiones, votaciones de libros y préstamos';
    const gen = await server.fetch('/api/builder/generate', {
      json: { prompt },
      cookie: user.cookie,
    });
    const lines = (await gen.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const result = lines.at(-1);
    expect(result.type).toBe('result');
    const generated = result.project as {
      id: string;
      slug: string;
      name: string;
      category: string;
      complexity: string;
      features: string[];
      techStack: string[];
      userStories: string[];
      previewUrl: string;
    };

    const visitor = await createUser(server);
    const res = await server.fetch(
      `/api/functions/public-project-get/proyectos/${generated.slug}`,
      { cookie: visitor.cookie },
    );
    expect(res.status).toBe(200);
    const body = await json<PublicProject>(res);
    expect(body.project).toMatchObject({
      name: generated.name,
      previewUrl: `/files/previews/${generated.id}.svg`,
      features: generated.features,
      techStack: generated.techStack,
    });
    expect(body.concept).toEqual({
      category: generated.category,
      complexity: generated.complexity,
      features: generated.features,
      techStack: generated.techStack,
      userStories: generated.userStories,
      detailedSpecHtml: expect.stringMatching(/^<h1>/),
      previewUrl: `/files/previews/${generated.id}.svg`,
      aiGenerated: false,
    });
    // The prompt field and the generation time belong to the owner page.
    expect(body.concept).not.toHaveProperty('prompt');
    expect(body.concept).not.toHaveProperty('generatedAt');
    // The starter tasks come from the concept's key features; they and the starter note
    // (which names the engine) are the owner's until the owner shows them (decision 0230).
    const ownerTasks = await get<{ tasks: { title: string; isPublic: boolean }[] }>(
      `/api/projects/${generated.id}/tasks`,
    );
    expect(ownerTasks.tasks.map((t) => [t.title, t.isPublic])).toEqual(
      generated.features.slice(0, 5).map((f) => [`Implementar: ${f}`, false]),
    );
    expect(body.tasks).toEqual([]);
    expect(body.notes).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('motor offline');

    const owner = await get<{ project: ProjectDetail }>(`/api/projects/by-slug/${generated.slug}`);
    expect(owner.project.aiGenerated).toBe(false);
    expect(owner.project.concept).toMatchObject({
      ...body.concept,
      prompt,
      generatedAt: expect.any(String),
    });
    const stranger = await server.fetch(`/api/projects/by-slug/${generated.slug}`, {
      cookie: visitor.cookie,
    });
    expect(stranger.status).toBe(404);

    // A hostile specification (from an outside model, say) reaches the page inert.
    const row = await server.deps.db
      .selectFrom('projects')
      .select(['appData'])
      .where('id', '=', generated.id)
      .executeTakeFirstOrThrow();
    const appData = JSON.parse(row.appData as string);
    appData.detailedSpec =
      '# Plan\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[enlace](javascript:alert(3)) **fin**';
    await server.deps.db
      .updateTable('projects')
      .set({ appData: JSON.stringify(appData), updatedAt: new Date().toISOString() })
      .where('id', '=', generated.id)
      .execute();
    const hostile = await json<PublicProject>(
      await server.fetch(`/api/functions/public-project-get/proyectos/${generated.slug}`),
    );
    const html = hostile.concept?.detailedSpecHtml ?? '';
    expect(html).toContain('<h1>Plan</h1>');
    expect(html).toContain('<strong>fin</strong>');
    expect(html).toContain('enlace');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    const ownerHtml =
      (await get<{ project: ProjectDetail }>(`/api/projects/${generated.id}`)).project.concept
        ?.detailedSpecHtml ?? '';
    expect(ownerHtml).toBe(html);

    // og:image is the project's PNG card, as an absolute URL a crawler can fetch.
    const page = await createPublicPageResolver(server.deps)(
      { slug: generated.slug },
      null as never,
    );
    const { meta } = await page.load();
    expect(meta.image).toMatch(
      new RegExp(`^${server.url}/og/proyectos/${generated.slug}\\.png\\?v=[\\w-]+$`),
    );
    const card = await fetch(meta.image!);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect((await server.fetch(`/files/previews/${generated.id}.svg`)).status).toBe(200);
  });

  it('shows only what the owner chose: their own tasks, kept starter tasks, notes marked public; the owner sees what visitors see', async () => {
    const p = await createProject(server, user);
    const publicPage = async (cookie?: string) =>
      json<PublicProject>(
        await server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`, { cookie }),
      );
    const tasksUrl = `/api/projects/${p.id}/tasks`;
    const starters = (
      await get<{ tasks: { id: string; title: string; isPublic: boolean }[] }>(tasksUrl)
    ).tasks;
    expect(starters.map((t) => t.isPublic)).toEqual([false, false, false]);
    // The starter note is the owner's too.
    const notes = await get<{ notes: { isPublic: boolean }[] }>(`/api/projects/${p.id}/notes`);
    expect(notes.notes.map((n) => n.isPublic)).toEqual([false]);
    expect((await publicPage()).notes).toEqual([]);
    expect((await publicPage()).tasks).toEqual([]);

    // A task the owner writes is public; a starter task shows once kept, and hides again.
    const added = await server.fetch(tasksUrl, {
      cookie: user.cookie,
      json: { title: 'Pintar la fachada' },
    });
    expect(added.status).toBe(201);
    expect((await json<{ task: { isPublic: boolean } }>(added)).task.isPublic).toBe(true);
    const keep = (isPublic: unknown) =>
      server.fetch(`${tasksUrl}/${starters[1].id}`, {
        method: 'PATCH',
        cookie: user.cookie,
        json: { isPublic },
      });
    expect((await keep(true)).status).toBe(200);
    expect((await publicPage()).tasks.map((t) => t.title)).toEqual([
      starters[1].title,
      'Pintar la fachada',
    ]);
    const bad = await keep('sí');
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBeTruthy();
    expect((await keep(false)).status).toBe(200);
    expect((await publicPage()).tasks.map((t) => t.title)).toEqual(['Pintar la fachada']);

    // Notes: public only when marked; saving without a choice keeps the last one.
    const save = (body: unknown) =>
      server.fetch(`/api/projects/${p.id}/notes`, {
        method: 'PUT',
        cookie: user.cookie,
        json: body,
      });
    expect((await save({ content: 'PRIVADO: el alquiler sube en enero' })).status).toBe(200);
    expect(JSON.stringify(await publicPage())).not.toContain('alquiler');
    expect((await save({ content: 'Abrimos el **lunes**', isPublic: true })).status).toBe(200);
    expect((await publicPage()).notes.map((n) => n.html)).toEqual([
      expect.stringContaining('<strong>lunes</strong>'),
    ]);
    expect((await save({ content: 'Abrimos el **martes**' })).status).toBe(200);
    expect((await publicPage()).notes[0].html).toContain('martes');
    expect((await save({ content: 'Abrimos el martes', isPublic: false })).status).toBe(200);
    expect((await publicPage()).notes).toEqual([]);
    expect((await save({ content: 'x', isPublic: 'sí' })).status).toBe(400);

    // The owner's own look at the page is exactly a visitor's (the view count aside).
    const strip = ({ project: { viewCount: _v, ...project }, ...rest }: PublicProject) => ({
      ...rest,
      project,
    });
    const visitor = await createUser(server);
    expect(strip(await publicPage(user.cookie))).toEqual(strip(await publicPage(visitor.cookie)));
  });

  it('counts every visit except the owner’s own', async () => {
    const p = await createProject(server, user);
    const visitor = await createUser(server);
    const visit = (cookie?: string) =>
      server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`, { cookie });
    await visit();
    await visit(visitor.cookie);
    await visit(user.cookie);
    await visit(user.cookie);
    expect((await get<{ project: ProjectDetail }>(`/api/projects/${p.id}`)).project.viewCount).toBe(
      2,
    );
  });

  it('fills the head tags for /proyectos/:slug and /p/:slug', async () => {
    const p = await createProject(server, user, {
      name: 'Meta <Tags>',
      slug: 'meta-tags',
      description: 'Descripción para compartir',
    });
    const resolve = (slug: string) =>
      createPublicPageResolver(server.deps)({ slug }, null as never);
    const { meta } = await (await resolve('meta-tags')).load();
    expect(meta).toEqual({
      title: 'Meta <Tags> · Forja',
      description: 'Descripción para compartir',
      image: expect.stringMatching(/\/og\/proyectos\/meta-tags\.png\?v=/),
      canonical: `${server.url}/proyectos/meta-tags`,
    });
    expect((await resolve('nada')).status).toBe(404);
    await patch(p.id, { isPublic: false });
    expect((await resolve('meta-tags')).status).toBe(403);
    const html = server.deps.webShell.renderMeta(
      { title: 'Meta <Tags> · Forja', description: 'x' },
      '/p/meta-tags',
    );
    // The shell is built by `npm test` before Vitest runs; the name is escaped in the head.
    expect(html).toContain('Meta &lt;Tags&gt;');
    expect(html).not.toContain('Meta <Tags>');
  });
});
