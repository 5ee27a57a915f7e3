import { request as httpRequest } from 'node:http';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeployResponse,
  Design,
  ExportResult,
  LaunchState,
  ProjectDetail,
  ProjectFile,
  PublicProject,
  SourceTree,
  Task,
} from '../../../contracts/projects.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createPublicPageResolver } from './routes/public-page.ts';
import { createProject, errorMessage, json, PNG_BYTES, uploadForm } from './test-helpers.ts';

// Every state transition of spec section 4, the public page, files and the export zip.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  user = await createUser(server, { name: 'Creadora' });
});
afterAll(async () => {
  await server.close();
});

const get = async <T>(path: string, cookie = user.cookie) =>
  json<T>(await server.fetch(path, { cookie }));
const patch = (id: string, body: unknown) =>
  server.fetch(`/api/projects/${id}`, { method: 'PATCH', cookie: user.cookie, json: body });
const launches = (projectId: string) =>
  server.deps.db
    .selectFrom('launches')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt')
    .execute();

describe('state transitions', () => {
  it('active <-> archived', async () => {
    const p = await createProject(server, user);
    const archived = await json<{ project: ProjectDetail }>(
      await patch(p.id, { status: 'archived' }),
    );
    expect(archived.project.status).toBe('archived');
    const restored = await json<{ project: ProjectDetail }>(
      await patch(p.id, { status: 'active' }),
    );
    expect(restored.project.status).toBe('active');
    const bad = await patch(p.id, { status: 'borrado' });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('El estado indicado no es válido.');
    expect((await patch(p.id, {})).status).toBe(400);
  });

  it('isPublic 1 <-> 0', async () => {
    const p = await createProject(server, user);
    expect(
      (await json<{ project: ProjectDetail }>(await patch(p.id, { isPublic: false }))).project
        .isPublic,
    ).toBe(false);
    expect(
      (await server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`)).status,
    ).toBe(403);
    expect(
      (await json<{ project: ProjectDetail }>(await patch(p.id, { isPublic: true }))).project
        .isPublic,
    ).toBe(true);
    expect(
      (await server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`)).status,
    ).toBe(200);
    expect((await patch(p.id, { isPublic: 'sí' })).status).toBe(400);
  });

  it('unlaunch sets isLaunched and isPublic to 0 and marks every active launch inactive; deploy launches again', async () => {
    const p = await createProject(server, user);
    const un = await server.fetch(`/api/projects/${p.id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(un.status).toBe(200);
    const { project } = await json<{ project: ProjectDetail }>(un);
    expect(project).toMatchObject({ isLaunched: false, isPublic: false });
    expect((await launches(p.id)).map((l) => l.launchStatus)).toEqual(['inactive']);
    expect(
      (await get<{ launch: LaunchState }>(`/api/projects/${p.id}/launch-config`)).launch.status,
    ).toBe('none');

    const deploy = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { projectId: p.id, slug: p.slug, deploymentType: 'launch', userId: 'ignorado' },
    });
    expect(deploy.status).toBe(200);
    const body = await json<DeployResponse>(deploy);
    expect(body.error).toBeNull();
    expect(body.logs.length).toBeGreaterThanOrEqual(3);
    for (const log of body.logs) {
      expect(log).toEqual({
        level: expect.stringMatching(/^(info|warn|error)$/),
        timestamp: expect.any(String),
        message: expect.any(String),
        metadata: expect.any(Object),
      });
    }
    expect(body.logs.at(-1)?.metadata).toMatchObject({ url: `${server.url}/proyectos/${p.slug}` });
    expect(body.project).toMatchObject({
      isLaunched: true,
      isPublic: true,
      publicUrl: `${server.url}/proyectos/${p.slug}`,
    });
    expect((await launches(p.id)).map((l) => l.launchStatus)).toEqual(['inactive', 'active']);
  });

  it('deploy reports a failed step in {error, logs} and the direct fallback writes the same fields', async () => {
    const p = await createProject(server, user);
    await server.fetch(`/api/projects/${p.id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    const wrong = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { projectId: p.id, slug: 'otro-slug', deploymentType: 'launch' },
    });
    expect(wrong.status).toBe(422);
    const body = await json<DeployResponse>(wrong);
    expect(body.error).toBe('El slug no corresponde a este proyecto.');
    expect(body.logs.at(-1)?.level).toBe('error');
    const badType = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { projectId: p.id, slug: p.slug, deploymentType: 'borrar' },
    });
    expect(badType.status).toBe(400);
    const noId = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { slug: p.slug, deploymentType: 'launch' },
    });
    expect(await errorMessage(noId)).toBe('projectId is required');

    const direct = await server.fetch(`/api/projects/${p.id}/launch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(direct.status).toBe(200);
    expect((await json<{ project: ProjectDetail }>(direct)).project).toMatchObject({
      isLaunched: true,
      isPublic: true,
    });
    const active = (await launches(p.id)).filter((l) => l.launchStatus === 'active');
    expect(active).toHaveLength(1);
    expect(JSON.parse(active[0].launchConfig)).toMatchObject({ launchedFrom: 'fallback' });
  });

  it('an archived project cannot be launched', async () => {
    const p = await createProject(server, user);
    await patch(p.id, { status: 'archived' });
    const res = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { projectId: p.id, slug: p.slug, deploymentType: 'launch' },
    });
    expect(res.status).toBe(422);
    expect((await json<DeployResponse>(res)).error).toBe(
      'Un proyecto archivado no se puede lanzar. Restáuralo primero.',
    );
  });

  it('control-panel launch: none -> active; the custom domain applies only when the type is custom and a value is given', async () => {
    const p = await createProject(server, user);
    await server.fetch(`/api/projects/${p.id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    const put = (body: unknown) =>
      server.fetch(`/api/projects/${p.id}/launch-config`, {
        method: 'PUT',
        cookie: user.cookie,
        json: body,
      });

    const sub = await json<{ launch: LaunchState }>(
      await put({ domain: 'subdomain', customDomain: 'ignorado.example.com' }),
    );
    expect(sub.launch).toMatchObject({ status: 'active', domain: 'subdomain', customDomain: null });
    const emptyCustom = await json<{ launch: LaunchState }>(
      await put({ domain: 'custom', customDomain: '' }),
    );
    expect(emptyCustom.launch).toMatchObject({
      status: 'active',
      domain: 'custom',
      customDomain: null,
    });
    const custom = await json<{ launch: LaunchState }>(
      await put({ domain: 'custom', customDomain: 'https://App.Ejemplo.com/' }),
    );
    expect(custom.launch).toMatchObject({
      status: 'active',
      domain: 'custom',
      customDomain: 'app.ejemplo.com',
      absoluteUrl: 'https://app.ejemplo.com/',
    });
    expect((await launches(p.id)).filter((l) => l.launchStatus === 'active')).toHaveLength(1);

    const invalid = await put({ domain: 'custom', customDomain: 'no es un dominio' });
    expect(invalid.status).toBe(400);
    expect(await errorMessage(invalid)).toBe(
      'Introduce un dominio válido, por ejemplo app.midominio.com.',
    );
    const other = await createProject(server, await createUser(server));
    const taken = await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'custom', customDomain: 'app.ejemplo.com' },
    });
    expect(taken.status).toBe(200);
    expect(other.id).toBeTruthy();
  });

  it('refuses a custom domain already serving another project', async () => {
    const a = await createProject(server, user);
    const b = await createProject(server, user);
    const put = (id: string) =>
      server.fetch(`/api/projects/${id}/launch-config`, {
        method: 'PUT',
        cookie: user.cookie,
        json: { domain: 'custom', customDomain: 'compartido.example.com' },
      });
    expect((await put(a.id)).status).toBe(200);
    const res = await put(b.id);
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe('Ese dominio ya está en uso por otro proyecto.');
  });

  it('design: none -> active on save, with the spec defaults before', async () => {
    const p = await createProject(server, user);
    const before = await get<{ design: Design }>(`/api/projects/${p.id}/design`);
    expect(before.design).toMatchObject({
      status: 'none',
      primaryColor: '#f97316',
      secondaryColor: '#fbbf24',
      theme: 'modern',
      layout: 'grid',
      customCss: '',
    });
    const put = (body: unknown) =>
      server.fetch(`/api/projects/${p.id}/design`, {
        method: 'PUT',
        cookie: user.cookie,
        json: body,
      });
    const saved = await json<{ design: Design }>(
      await put({
        primaryColor: '#1D4ED8',
        secondaryColor: '#22c55e',
        theme: 'dark',
        layout: 'sidebar',
        customCss: 'h1 { color: red }',
      }),
    );
    expect(saved.design).toMatchObject({
      status: 'active',
      primaryColor: '#1d4ed8',
      theme: 'dark',
      layout: 'sidebar',
      customCss: 'h1 { color: red }',
    });
    const bad = await put({
      primaryColor: 'naranja',
      secondaryColor: '#22c55e',
      theme: 'dark',
      layout: 'grid',
    });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('Los colores deben tener el formato #rrggbb.');
    expect(
      (
        await put({
          primaryColor: '#000000',
          secondaryColor: '#22c55e',
          theme: 'neón',
          layout: 'grid',
        })
      ).status,
    ).toBe(400);
    expect((await get<{ design: Design }>(`/api/projects/${p.id}/design`)).design.theme).toBe(
      'dark',
    );
  });

  it('export: completed once the record exists, reused after, regenerated on request; the zip is a real Vite + React app', async () => {
    const p = await createProject(server, user, { name: 'Reservas Fisio', slug: 'reservas-fisio' });
    // A builder-generated concept lives in appData.
    await server.deps.db
      .updateTable('projects')
      .set({
        appData: JSON.stringify({
          features: ['Reserva de citas online', 'Plan de ejercicios en casa', 'Registro de dolor'],
          techStack: ['React', 'Node.js'],
          userStories: ['Como paciente quiero reservar una cita para no llamar por teléfono'],
          detailedSpec: '# Especificación de Reservas Fisio\n\nDetalle técnico.',
        }),
      })
      .where('id', '=', p.id)
      .execute();
    await server.fetch(`/api/projects/${p.id}/design`, {
      method: 'PUT',
      cookie: user.cookie,
      json: {
        primaryColor: '#123456',
        secondaryColor: '#abcdef',
        theme: 'classic',
        layout: 'grid',
        customCss: '',
      },
    });

    const first = await json<ExportResult>(
      await server.fetch(`/api/projects/${p.id}/export`, {
        method: 'POST',
        cookie: user.cookie,
        json: {},
      }),
    );
    expect(first.reused).toBe(false);
    const download = await server.fetch(first.exportUrl, { cookie: user.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(first.fileSize);

    const zip = await JSZip.loadAsync(bytes);
    const names = Object.keys(zip.files);
    expect(names).toContain('reservas-fisio/package.json');
    expect(names).toContain('reservas-fisio/index.html');
    expect(names).toContain('reservas-fisio/src/main.jsx');
    expect(
      names.filter((n) => n.startsWith('reservas-fisio/src/screens/') && n.endsWith('.jsx')),
    ).toHaveLength(3);
    const pkg = JSON.parse(await zip.file('reservas-fisio/package.json')!.async('string'));
    expect(pkg.scripts.dev).toBe('vite');
    expect(pkg.dependencies.react).toBeTruthy();
    expect(await zip.file('reservas-fisio/README.md')!.async('string')).toContain(
      '# Especificación de Reservas Fisio',
    );
    expect(await zip.file('reservas-fisio/src/styles.css')!.async('string')).toContain(
      '--primary: #123456',
    );
    expect(await zip.file('reservas-fisio/src/App.jsx')!.async('string')).toContain(
      '"Plan de ejercicios en casa"',
    );

    const row = await server.deps.db
      .selectFrom('codeExports')
      .selectAll()
      .where('projectId', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      exportType: 'zip',
      exportStatus: 'completed',
      fileSize: first.fileSize,
    });

    const again = await json<ExportResult>(
      await server.fetch(`/api/projects/${p.id}/export`, {
        method: 'POST',
        cookie: user.cookie,
        json: {},
      }),
    );
    expect(again).toMatchObject({
      reused: true,
      exportUrl: first.exportUrl,
      fileSize: first.fileSize,
    });
    const regen = await json<ExportResult>(
      await server.fetch(`/api/projects/${p.id}/export?regenerate=1`, {
        method: 'POST',
        cookie: user.cookie,
        json: {},
      }),
    );
    expect(regen.reused).toBe(false);
    expect(regen.exportUrl).not.toBe(first.exportUrl);

    const source = await get<SourceTree>(`/api/projects/${p.id}/source`);
    expect(source.exportUrl).toBe(regen.exportUrl);
    expect(source.files.map((f) => f.path)).toContain('reservas-fisio/package.json');
    expect(source.files.find((f) => f.path.endsWith('README.md'))?.content).toContain(
      'Detalle técnico.',
    );
  });

  it('source before any export answers a Spanish 404', async () => {
    const p = await createProject(server, user);
    const res = await server.fetch(`/api/projects/${p.id}/source`, { cookie: user.cookie });
    expect(res.status).toBe(404);
    expect(await errorMessage(res)).toBe(
      'Todavía no hay ninguna exportación. Genera una con «Exportar Código».',
    );
  });

  it('the specification view loads a builder project’s existing specification', async () => {
    const p = await createProject(server, user);
    expect(
      (await get<{ specification: unknown }>(`/api/projects/${p.id}/specification`)).specification,
    ).toBeNull();
    await server.deps.db
      .updateTable('projects')
      .set({ appData: JSON.stringify({ detailedSpec: '# Spec\n\n<script>x</script>hola' }) })
      .where('id', '=', p.id)
      .execute();
    const spec = await get<{ specification: { content: string; html: string; specType: string } }>(
      `/api/projects/${p.id}/specification`,
    );
    expect(spec.specification).toMatchObject({ specType: 'technical' });
    expect(spec.specification.html).toContain('<h1>Spec</h1>');
    expect(spec.specification.html).not.toContain('<script');
  });
});

describe('the specification card', () => {
  it('generates a specification through the AI layer, charging one message credit, then loads it', async () => {
    const author = await createUser(server);
    const p = await createProject(server, author, {
      name: 'Huerto Urbano',
      description: 'Reparto de parcelas en un huerto vecinal',
    });
    const res = await server.fetch(`/api/projects/${p.id}/specification`, {
      method: 'POST',
      cookie: author.cookie,
      json: {},
    });
    expect(res.status).toBe(201);
    const { specification } = await json<{
      specification: {
        title: string;
        content: string;
        html: string;
        specType: string;
        aiGenerated: boolean;
      };
    }>(res);
    expect(specification).toMatchObject({
      title: 'Especificación técnica de Huerto Urbano',
      specType: 'technical',
      aiGenerated: false,
    });
    expect(specification.content.length).toBeGreaterThan(200);
    expect(specification.html).toContain('<h');
    const ledger = await server.deps.db
      .selectFrom('creditLedgers')
      .select('messagesUsed')
      .where('userId', '=', author.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.messagesUsed)).toBe(1);
    const loaded = await get<{ specification: { content: string } }>(
      `/api/projects/${p.id}/specification`,
      author.cookie,
    );
    expect(loaded.specification.content).toBe(specification.content);
    const pub = await json<PublicProject>(
      await server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`),
    );
    expect(pub.specs).toHaveLength(1);
    expect(pub.specs[0]).toMatchObject({
      title: 'Especificación técnica de Huerto Urbano',
      specType: 'technical',
    });
  });

  it('stops at the Free plan’s daily cap of 5 messages with a Spanish message, storing nothing more', async () => {
    const author = await createUser(server);
    const p = await createProject(server, author);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.fetch(`/api/projects/${p.id}/specification`, {
        method: 'POST',
        cookie: author.cookie,
        json: {},
      });
      statuses.push(res.status);
      if (i === 5) expect(await errorMessage(res)).toMatch(/límite diario de 5 mensajes/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const specs = await server.deps.db
      .selectFrom('projectSpecifications')
      .select('id')
      .where('projectId', '=', p.id)
      .execute();
    expect(specs).toHaveLength(5);
  });
});

describe('tasks', () => {
  it('adds at the end, ignores nothing silently, toggles, reorders persistently and deletes', async () => {
    const p = await createProject(server, user);
    const add = (title: unknown) =>
      server.fetch(`/api/projects/${p.id}/tasks`, { cookie: user.cookie, json: { title } });
    const created = await json<{ task: Task }>(await add('  Cuarta tarea  '));
    expect(created.task).toMatchObject({ title: 'Cuarta tarea', position: 3, done: false });
    const empty = await add('   ');
    expect(empty.status).toBe(400);
    expect(await errorMessage(empty)).toBe('Escribe el título de la tarea.');

    const toggled = await server.fetch(`/api/projects/${p.id}/tasks/${created.task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { done: true },
    });
    expect((await json<{ task: Task }>(toggled)).task.done).toBe(true);
    const untoggled = await server.fetch(`/api/projects/${p.id}/tasks/${created.task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { done: false },
    });
    expect((await json<{ task: Task }>(untoggled)).task.done).toBe(false);

    const { tasks } = await get<{ tasks: Task[] }>(`/api/projects/${p.id}/tasks`);
    const reversed = tasks.map((t) => t.id).reverse();
    const order = await server.fetch(`/api/projects/${p.id}/tasks/order`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { taskIds: reversed },
    });
    expect(order.status).toBe(200);
    const after = await get<{ tasks: Task[] }>(`/api/projects/${p.id}/tasks`);
    expect(after.tasks.map((t) => t.id)).toEqual(reversed);
    expect(after.tasks.map((t) => t.position)).toEqual([0, 1, 2, 3]);

    for (const bad of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 'ajena'],
    ]) {
      const res = await server.fetch(`/api/projects/${p.id}/tasks/order`, {
        method: 'PUT',
        cookie: user.cookie,
        json: { taskIds: bad },
      });
      expect(res.status).toBe(400);
      expect(await errorMessage(res)).toBe(
        'El nuevo orden no coincide con las tareas del proyecto.',
      );
    }
    expect(
      (await get<{ tasks: Task[] }>(`/api/projects/${p.id}/tasks`)).tasks.map((t) => t.id),
    ).toEqual(reversed);

    expect(
      (
        await server.fetch(`/api/projects/${p.id}/tasks/${created.task.id}`, {
          method: 'DELETE',
          cookie: user.cookie,
        })
      ).status,
    ).toBe(204);
    const again = await server.fetch(`/api/projects/${p.id}/tasks/${created.task.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(again.status).toBe(404);
    expect(await errorMessage(again)).toBe('Tarea no encontrada');
  });

  it('a task id of another project is not found through this one', async () => {
    const a = await createProject(server, user);
    const b = await createProject(server, user);
    const { tasks } = await get<{ tasks: Task[] }>(`/api/projects/${b.id}/tasks`);
    const res = await server.fetch(`/api/projects/${a.id}/tasks/${tasks[0].id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { done: true },
    });
    expect(res.status).toBe(404);
    expect((await get<{ tasks: Task[] }>(`/api/projects/${b.id}/tasks`)).tasks[0].done).toBe(false);
  });
});

describe('notes and files', () => {
  it('saves notes and renders their Markdown inert', async () => {
    const p = await createProject(server, user);
    const res = await server.fetch(`/api/projects/${p.id}/notes`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { content: '## Ideas\n\n<script>alert(1)</script><img src=x onerror="alert(1)">' },
    });
    expect(res.status).toBe(200);
    const { note } = await json<{ note: { content: string; html: string } }>(res);
    expect(note.html).toContain('<h2>Ideas</h2>');
    expect(note.html).not.toMatch(/<script|onerror/i);
    const { notes } = await get<{ notes: { content: string }[] }>(`/api/projects/${p.id}/notes`);
    expect(notes).toHaveLength(1);
    expect(notes[0].content).toContain('## Ideas');
    const tooLong = await server.fetch(`/api/projects/${p.id}/notes`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { content: 'x'.repeat(50_001) },
    });
    expect(tooLong.status).toBe(400);
  });

  it('uploads allowed files checked against their bytes, stores them under projects/{id}/{random id}.{ext} and lists newest first', async () => {
    const p = await createProject(server, user);
    const upload = (name: string, bytes: Buffer) =>
      server.fetch(`/api/projects/${p.id}/files`, {
        method: 'POST',
        cookie: user.cookie,
        body: uploadForm(name, bytes),
      });
    const first = await upload('logo.png', PNG_BYTES);
    expect(first.status).toBe(201);
    const { file } = await json<{ file: ProjectFile }>(first);
    expect(file).toMatchObject({
      name: 'logo.png',
      size: PNG_BYTES.length,
      isImage: true,
      mimeType: 'image/png',
    });
    expect(file.publicUrl).toMatch(new RegExp(`^/files/projects/${p.id}/[\\w-]{22}\\.png$`));
    const served = await server.fetch(file.publicUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const pdf = await upload(
      'plano.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    );
    expect(pdf.status).toBe(201);
    const list = await get<{ files: ProjectFile[] }>(`/api/projects/${p.id}/files`);
    expect(list.files.map((f) => f.name)).toEqual(['plano.pdf', 'logo.png']);

    const fake = await upload('foto.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.status).toBe(422);
    expect(await errorMessage(fake)).toBe(
      'El contenido del archivo foto.png no corresponde a su extensión.',
    );
    const svg = await upload(
      'dibujo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svg.status).toBe(415);
    expect(await errorMessage(svg)).toBe('El tipo de archivo .svg no está soportado.');
    const swapped = await upload('logo.jpg', PNG_BYTES);
    expect(swapped.status).toBe(422);
    const big = await upload(
      'grande.zip',
      Buffer.concat([Buffer.from('504b030414000000', 'hex'), Buffer.alloc(25 * 1024 * 1024 + 10)]),
    );
    expect(big.status).toBe(413);
    expect(await errorMessage(big)).toBe(
      'El archivo grande.zip es demasiado grande. Tamaño máximo: 25MB.',
    );
    const none = await server.fetch(`/api/projects/${p.id}/files`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(none.status).toBe(400);
    expect((await get<{ files: ProjectFile[] }>(`/api/projects/${p.id}/files`)).files).toHaveLength(
      2,
    );
  });
});

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
      json: { content: 'Hola <script>alert(1)</script> **mundo**' },
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
    expect(body.tasks).toHaveLength(3);
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
    const first = await page();
    await server.fetch(`/api/projects/${p.id}/tasks/${first.tasks[0].id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { done: true },
    });
    expect((await page()).tasks[0].done).toBe(true);
    await server.fetch(`/api/projects/${p.id}/notes`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { content: 'Nota *nueva*' },
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
    // The starter tasks come from the concept's key features.
    expect(body.tasks.map((t) => t.title)).toEqual(
      generated.features.slice(0, 5).map((f) => `Implementar: ${f}`),
    );
    expect(body.notes[0].html).toContain(`<h1>${generated.name}</h1>`);

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

  it('serves a custom domain’s project page from its Host', async () => {
    const p = await createProject(server, user, { slug: 'con-dominio' });
    await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'custom', customDomain: 'mi-app.example.org' },
    });
    const port = Number(new URL(server.url).port);
    const hit = (host: string, path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on('error', reject);
        req.end();
      });
    expect(await hit('mi-app.example.org', '/')).toMatchObject({
      status: 302,
      location: '/p/con-dominio',
    });
    expect(await hit('mi-app.example.org', '/dashboard')).toMatchObject({
      status: 302,
      location: '/p/con-dominio',
    });
    expect((await hit('mi-app.example.org', '/p/con-dominio')).status).not.toBe(302);
    expect(
      (await hit('mi-app.example.org', '/api/functions/public-project-get/proyectos/con-dominio'))
        .status,
    ).toBe(200);
    expect((await hit('otro.example.org', '/')).status).not.toBe(302);
    expect((await server.fetch('/api/custom-domains/check?domain=mi-app.example.org')).status).toBe(
      200,
    );
    expect((await server.fetch('/api/custom-domains/check?domain=otro.example.org')).status).toBe(
      404,
    );

    // Unlaunching frees the domain at once (the host cache is cleared on change).
    await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'subdomain' },
    });
    expect((await hit('mi-app.example.org', '/')).status).not.toBe(302);
    await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'custom', customDomain: 'mi-app.example.org' },
    });
    expect((await hit('mi-app.example.org', '/')).status).toBe(302);
    await server.fetch(`/api/projects/${p.id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect((await hit('mi-app.example.org', '/')).status).not.toBe(302);
    expect((await server.fetch('/api/custom-domains/check?domain=mi-app.example.org')).status).toBe(
      404,
    );
  });
});
