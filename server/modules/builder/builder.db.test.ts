import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERATION_STAGES,
  type GenerationLine,
  type Template,
  type UploadedFileRecord,
} from '../../../contracts/builder.ts';
import { conceptSchema } from '../../../contracts/concept.ts';
import type { Project } from '../../../contracts/projects.ts';
import { createOfflineAiClient } from '../../lib/ai/offline-client.ts';
import {
  cookieFrom,
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/server.ts';
import { generateProject } from './service.ts';

// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf000000030101007a0b9b3a0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function readLines(res: Response): Promise<GenerationLine[]> {
  const text = await res.text();
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GenerationLine);
}

function upload(server: TestServer, name: string, bytes: Buffer, cookie?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return server.fetch('/api/builder/uploads', { method: 'POST', body: form, cookie });
}

describe('builder', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
    });
    user = await createUser(server, { name: 'Irene Soler' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function generate(prompt: string, cookie = user.cookie, fileIds?: string[]) {
    const res = await server.fetch('/api/builder/generate', { json: { prompt, fileIds }, cookie });
    return { res, lines: res.status === 200 ? await readLines(res) : [] };
  }

  it('streams the five stages in order, then saves a valid, launched project', async () => {
    const { res, lines } = await generate(
      'Una app para que las academias de baile gestionen alumnos, horarios de clases y cobros mensuales',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    expect(lines.slice(0, 5)).toEqual(
      GENERATION_STAGES.map((s) => ({ type: 'progress', stage: s.stage, message: s.message })),
    );
    expect(lines).toHaveLength(6);
    const last = lines[5];
    expect(last.type).toBe('result');
    const project = (last as Extract<GenerationLine, { type: 'result' }>).project;

    // The saved concept satisfies the generated-object schema of docs/product-spec.md §3.
    const parsed = conceptSchema.safeParse({
      name: project.name,
      category: project.category,
      description: project.description,
      features: project.features,
      techStack: project.techStack,
      userStories: project.userStories,
      estimatedComplexity: project.complexity,
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(project.features.length).toBeGreaterThanOrEqual(4);
    expect(project.userStories.length).toBeGreaterThanOrEqual(3);
    expect(project.detailedSpec).toMatch(/^#/m);
    expect(project.aiGenerated).toBe(false);
    expect(project.status).toBe('generated');
    expect(project.launchUrl).toBe(`${server.config.publicBaseUrl}/proyectos/${project.slug}`);

    const row = await server.deps.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: user.id,
      status: 'active',
      isPublic: 1,
      isLaunched: 1,
      slug: project.slug,
      publicUrl: project.launchUrl,
      liveUrl: project.launchUrl,
    });
    const appData = JSON.parse(row.appData as string);
    expect(Object.keys(appData).sort()).toEqual([
      'aiGenerated',
      'complexity',
      'dataModel',
      'detailedSpec',
      'features',
      'generatedAt',
      'techStack',
      'uploadedFiles',
      'userStories',
    ]);
    const launches = await server.deps.db
      .selectFrom('launches')
      .selectAll()
      .where('projectId', '=', project.id)
      .execute();
    expect(launches).toHaveLength(1);
    expect(launches[0]).toMatchObject({
      launchStatus: 'active',
      launchUrl: `/proyectos/${project.slug}`,
      absoluteUrl: project.launchUrl,
    });

    // Starter content from the concept, saved with the project: one task per key feature
    // (the first five, positions 0..4) and a Markdown note summarising the concept.
    const tasks = await server.deps.db
      .selectFrom('projectTasks')
      .selectAll()
      .where('projectId', '=', project.id)
      .orderBy('position')
      .execute();
    expect(tasks.map((t) => [t.title, Number(t.position), Number(t.done), t.userId])).toEqual(
      project.features.slice(0, 5).map((f, i) => [`Implementar: ${f}`, i, 0, user.id]),
    );
    const notes = await server.deps.db
      .selectFrom('projectNotes')
      .selectAll()
      .where('projectId', '=', project.id)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0].userId).toBe(user.id);
    expect(notes[0].content.startsWith(`# ${project.name}\n\n${project.description}`)).toBe(true);
    expect(notes[0].content).toContain('- **Complejidad:** ');
    expect(notes[0].content).toContain(`- **Stack tecnológico:** ${project.techStack.join(' · ')}`);
    expect(notes[0].content).toContain('Generado con el motor offline');
    expect(notes[0].content).toContain('## Próximos pasos');
    // The owner page reads them through the projects API like any other project's.
    const viaApi = (await (
      await server.fetch(`/api/projects/${project.id}/tasks`, { cookie: user.cookie })
    ).json()) as { tasks: { position: number }[] };
    expect(viaApi.tasks.map((t) => t.position)).toEqual([0, 1, 2, 3, 4]);

    // The preview is a real stored image served from /files.
    expect(project.previewUrl).toBe(`/files/previews/${project.id}.svg`);
    const preview = await server.fetch(project.previewUrl as string);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/svg+xml');
    expect(await preview.text()).toContain('<svg');

    // One message credit; the offline preview is not an integration request.
    const ledger = await server.deps.db
      .selectFrom('creditLedgers')
      .select(['messagesUsed', 'integrationsUsed'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect([Number(ledger.messagesUsed), Number(ledger.integrationsUsed)]).toEqual([1, 0]);
  });

  it('leaves nothing half-saved when the save step fails: no project, launch, tasks, note or preview', async () => {
    const owner = await createUser(server);
    // A file id that cannot be attached makes the transaction fail after the project, its
    // launch and its starter content were written: everything must roll back together.
    const ghost = {
      id: 'archivo-inexistente',
      name: 'fantasma',
      originalName: 'fantasma.pdf',
      fileType: 'application/pdf',
      fileSize: 10,
      storageUrl: '/files/uploads/fantasma.pdf',
    };
    const before = {
      tasks: (await server.deps.db.selectFrom('projectTasks').select('id').execute()).length,
      notes: (await server.deps.db.selectFrom('projectNotes').select('id').execute()).length,
    };
    const stages: string[] = [];
    await expect(
      generateProject(
        server.deps,
        {
          userId: owner.id,
          prompt: 'Una app para gestionar las reservas de un camping con parcelas y bungalós',
          files: [ghost],
        },
        (line) => {
          if (line.type === 'progress') stages.push(line.stage);
        },
      ),
    ).rejects.toMatchObject({ code: 'FILE_NOT_ATTACHABLE' });
    expect(stages).toHaveLength(5);
    for (const table of ['projects', 'launches', 'projectTasks', 'projectNotes'] as const) {
      const rows = await server.deps.db
        .selectFrom(table)
        .select('id')
        .where('userId', '=', owner.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect((await server.deps.db.selectFrom('projectTasks').select('id').execute()).length).toBe(
      before.tasks,
    );
    expect((await server.deps.db.selectFrom('projectNotes').select('id').execute()).length).toBe(
      before.notes,
    );
    const previews = join(server.dataDir, 'storage', 'previews');
    const ids = new Set(
      (await server.deps.db.selectFrom('projects').select('id').execute()).map((p) => p.id),
    );
    const orphans = (existsSync(previews) ? readdirSync(previews) : []).filter(
      (f) => !ids.has(f.replace(/\.\w+$/, '')),
    );
    expect(orphans).toEqual([]);
  });

  it('gives the same idea a second, unique slug', async () => {
    const idea = 'Un gestor de reservas de pistas de pádel con pagos y ranking de jugadores';
    const a = (await generate(idea)).lines.at(-1) as Extract<GenerationLine, { type: 'result' }>;
    const b = (await generate(idea)).lines.at(-1) as Extract<GenerationLine, { type: 'result' }>;
    expect(a.project.name).toBe(b.project.name);
    expect(b.project.slug).toBe(`${a.project.slug}-2`);
  });

  it('answers 401 in Spanish when signed out, even with a blank prompt', async () => {
    for (const prompt of ['Una app de recetas', '']) {
      const res = await server.fetch('/api/builder/generate', { json: { prompt } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: {
          code: 'UNAUTHORIZED',
          message: 'El usuario debe estar autenticado para generar aplicaciones',
        },
      });
    }
  });

  it('answers 400 on a blank or missing prompt and saves nothing', async () => {
    const other = await createUser(server);
    for (const json of [{ prompt: '   ' }, {}, { prompt: 42 }]) {
      const res = await server.fetch('/api/builder/generate', { json, cookie: other.cookie });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/[a-záéíóúñ]/i);
    }
    const rows = await server.deps.db
      .selectFrom('projects')
      .select('id')
      .where('userId', '=', other.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('is deterministic on the offline engine', async () => {
    const ai = createOfflineAiClient();
    const prompt =
      'Quiero una app para gestionar el inventario de mi ferretería, con alertas de stock bajo y pedidos a proveedores';
    const a = await ai.generateConcept({ prompt });
    const b = await ai.generateConcept({ prompt });
    expect(a).toEqual(b);
    expect(a.aiGenerated).toBe(false);
    const specA = await ai.generateSpecification({
      name: a.concept.name,
      description: a.concept.description,
      concept: a.concept,
      prompt,
      maxTokens: 1000,
    });
    const specB = await ai.generateSpecification({
      name: a.concept.name,
      description: a.concept.description,
      concept: a.concept,
      prompt,
      maxTokens: 1000,
    });
    expect(specA.content).toBe(specB.content);
    const imgA = await ai.generateImage({ prompt, concept: a.concept });
    const imgB = await ai.generateImage({ prompt, concept: a.concept });
    expect(Buffer.from(imgA.bytes).equals(Buffer.from(imgB.bytes))).toBe(true);
    // A project known only by name and description still gets a specification.
    const fromSummary = await ai.generateSpecification({
      name: 'Huerto Vecinal',
      description: 'Reparto de parcelas y turnos de riego en un huerto comunitario',
      maxTokens: 2000,
    });
    expect(fromSummary.content).toContain('Huerto Vecinal');
  });

  it('lists the user’s projects newest first, and only theirs', async () => {
    // The builder's browser reads projects' own list (issue 13).
    const res = await server.fetch('/api/projects', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const { projects } = (await res.json()) as { projects: Project[] };
    expect(projects.length).toBeGreaterThanOrEqual(3);
    const stamps = projects.map((p) => p.updatedAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);

    const stranger = await createUser(server);
    const theirs = (await (
      await server.fetch('/api/projects', { cookie: stranger.cookie })
    ).json()) as { projects: Project[] };
    expect(theirs.projects).toEqual([]);
    expect((await server.fetch('/api/projects')).status).toBe(401);
  });

  it('deletes for the owner only; another user gets 404 like a missing project', async () => {
    const owner = await createUser(server);
    const { lines } = await generate(
      'Una app para organizar turnos de limpieza en un piso compartido',
      owner.cookie,
    );
    const project = (lines.at(-1) as Extract<GenerationLine, { type: 'result' }>).project;
    const stranger = await createUser(server);
    const denied = await server.fetch(`/api/projects/${project.id}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    expect(denied.status).toBe(404);
    const missing = await server.fetch('/api/projects/no-existe', {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(missing.status).toBe(404);
    expect(await denied.json()).toEqual(await missing.json());

    const ok = await server.fetch(`/api/projects/${project.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(ok.status).toBe(204);
    expect(
      await server.deps.db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', project.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await server.deps.db
        .selectFrom('launches')
        .select('id')
        .where('projectId', '=', project.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await server.fetch(project.previewUrl as string)).status).toBe(404);
  });

  it('lists at least twelve templates, featured first', async () => {
    const res = await server.fetch('/api/builder/templates');
    expect(res.status).toBe(200);
    const { templates } = (await res.json()) as { templates: Template[] };
    expect(templates.length).toBeGreaterThanOrEqual(12);
    const firstPlain = templates.findIndex((t) => !t.isFeatured);
    expect(firstPlain).toBeGreaterThan(0);
    expect(templates.slice(firstPlain).every((t) => !t.isFeatured)).toBe(true);
    expect(new Set(templates.map((t) => t.name)).size).toBe(templates.length);
  });

  describe('uploads', () => {
    it('stores an anonymous upload under uploads/{random id}-{name}, readable by a signed link', async () => {
      const res = await upload(server, 'Plano de la cocina ñ.png', PNG);
      expect(res.status).toBe(201);
      const { file } = (await res.json()) as { file: UploadedFileRecord };
      expect(file).toMatchObject({
        userId: 'anonymous',
        name: 'Plano de la cocina ñ',
        originalName: 'Plano de la cocina ñ.png',
        fileType: 'image/png',
        fileSize: PNG.length,
      });
      expect(file.storageUrl).toMatch(
        /^\/files\/uploads\/[\w-]{22}-Plano-de-la-cocina-n\.png\?expires=\d+&signature=[\w-]+$/,
      );
      const row = await server.deps.db
        .selectFrom('uploadedFiles')
        .selectAll()
        .where('id', '=', file.id)
        .executeTakeFirstOrThrow();
      expect(row.storageKey).toMatch(/^uploads\/[\w-]{22}-Plano-de-la-cocina-n\.png$/);
      const served = await server.fetch(file.storageUrl);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      // Without the signature nobody reads it.
      expect((await server.fetch(`/${row.storageUrl.slice(1)}`)).status).toBe(404);
    });

    it('refuses a file over 10 MB with the spec’s text, and stores nothing', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      const before = await server.deps.db.selectFrom('uploadedFiles').select('id').execute();
      const res = await upload(server, 'memoria.pdf', big, user.cookie);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: {
          code: 'FILE_TOO_LARGE',
          message: 'El archivo memoria.pdf es demasiado grande. Tamaño máximo: 10MB.',
        },
      });
      const after = await server.deps.db.selectFrom('uploadedFiles').select('id').execute();
      expect(after.length).toBe(before.length);
    });

    it('accepts a file of exactly 10 MB', async () => {
      const exact = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
      const res = await upload(server, 'exacto.pdf', exact, user.cookie);
      expect(res.status).toBe(201);
    });

    it('refuses an unsupported extension with the spec’s text', async () => {
      for (const [name, ext] of [
        ['notas.txt', '.txt'],
        ['dibujo.svg', '.svg'],
        ['pagina.html', '.html'],
      ]) {
        const res = await upload(server, name, Buffer.from('<svg></svg>'));
        expect(res.status).toBe(415);
        expect(await res.json()).toEqual({
          error: {
            code: 'FILE_TYPE_UNSUPPORTED',
            message: `El tipo de archivo ${ext} no está soportado.`,
          },
        });
      }
    });

    it('refuses bytes that do not match the extension', async () => {
      for (const [name, bytes] of [
        ['foto.png', PDF],
        ['documento.pdf', PNG],
        ['archivo.zip', Buffer.from('<html><script>alert(1)</script></html>')],
      ] as const) {
        const res = await upload(server, name, bytes);
        expect(res.status).toBe(415);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('FILE_CONTENT_MISMATCH');
        expect(body.error.message).toBe(
          `El contenido del archivo ${name} no corresponde a su extensión.`,
        );
      }
    });

    it('attaches own and this browser’s anonymous uploads, and refuses anyone else’s', async () => {
      const anon = await upload(server, 'boceto.png', PNG);
      const anonCookie = cookieFrom(anon);
      expect(anonCookie).toMatch(/forja_anon_uploads=/);
      const anonFile = ((await anon.json()) as { file: UploadedFileRecord }).file;
      const owner = await createUser(server);
      const own = (
        (await (await upload(server, 'requisitos.pdf', PDF, owner.cookie)).json()) as {
          file: UploadedFileRecord;
        }
      ).file;

      // Another signed-in user cannot attach either file, even knowing the ids.
      const stranger = await createUser(server);
      for (const id of [anonFile.id, own.id]) {
        const res = await server.fetch('/api/builder/generate', {
          json: { prompt: 'Una app de notas', fileIds: [id] },
          cookie: stranger.cookie,
        });
        expect(res.status).toBe(400);
      }

      const { res, lines } = await generate(
        'Una app para reformas de cocinas con presupuestos y planos',
        `${owner.cookie}; ${anonCookie}`,
        [anonFile.id, own.id],
      );
      expect(res.status).toBe(200);
      const project = (lines.at(-1) as Extract<GenerationLine, { type: 'result' }>).project;
      expect(project.uploadedFiles.map((f) => f.originalName)).toEqual([
        'boceto.png',
        'requisitos.pdf',
      ]);
      expect(project.detailedSpec).toContain('boceto.png');
      const rows = await server.deps.db
        .selectFrom('uploadedFiles')
        .select(['id', 'projectId'])
        .where('id', 'in', [anonFile.id, own.id])
        .execute();
      expect(rows.every((r) => r.projectId === project.id)).toBe(true);

      // An attached file cannot be attached a second time.
      const again = await server.fetch('/api/builder/generate', {
        json: { prompt: 'Otra app', fileIds: [own.id] },
        cookie: owner.cookie,
      });
      expect(again.status).toBe(400);
    });

    it('refuses a request without a file', async () => {
      const form = new FormData();
      form.append('nota', 'hola');
      const res = await server.fetch('/api/builder/uploads', { method: 'POST', body: form });
      expect(res.status).toBe(400);
      const json = await server.fetch('/api/builder/uploads', { json: { a: 1 } });
      expect(json.status).toBe(415);
    });
  });
});

describe('builder limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '2',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('rate-limits generations per user, not per address', async () => {
    const a = await createUser(server);
    const b = await createUser(server);
    const post = (cookie: string) =>
      server.fetch('/api/builder/generate', {
        json: { prompt: 'Una app de recetas de cocina' },
        cookie,
      });
    expect((await post(a.cookie)).status).toBe(200);
    expect((await post(a.cookie)).status).toBe(200);
    const limited = await post(a.cookie);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await post(b.cookie)).status).toBe(200);
  });

  it('rejects an over-quota generation before streaming, and saves nothing', async () => {
    const c = await createUser(server);
    // Free plan: 5 messages a day (docs/product-spec.md §9). Use them up without the rate limit in the way.
    await server.deps.db
      .insertInto('dailyUsage')
      .values({ userId: c.id, day: new Date().toISOString().slice(0, 10), messagesUsed: 5 })
      .execute();
    const res = await server.fetch('/api/builder/generate', {
      json: { prompt: 'Una app de reservas' },
      cookie: c.cookie,
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'DAILY_MESSAGE_CAP_REACHED',
    );
    expect(
      await server.deps.db.selectFrom('projects').select('id').where('userId', '=', c.id).execute(),
    ).toEqual([]);
  });
});
