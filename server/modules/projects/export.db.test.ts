import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDefinition } from '../../../contracts/app-definition.ts';
import type { ExportResult, SourceTree } from '../../../contracts/projects.ts';
import type { TestServer, TestUser } from '../../test/server.ts';
import { createProject, errorMessage, json, startProjectsSuite } from './test-helpers.ts';

// The code export: its record, the zip and the source tree.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
afterAll(() => server.close());

const get = async <T>(path: string, cookie = user.cookie) =>
  json<T>(await server.fetch(path, { cookie }));

describe('state transitions', () => {
  it('export: completed once the record exists, reused for the same state, regenerated on request; the zip is the running app as a full-stack project', async () => {
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
    for (const name of [
      'package.json',
      'README.md',
      'forja.app.json',
      'docs/especificacion.md',
      'server/esquema.ts',
      'server/migraciones.ts',
      'web/main.tsx',
      'tests/api.test.ts',
      'Dockerfile',
    ])
      expect(names).toContain(name);
    expect(names.some((n) => n.endsWith('/'))).toBe(false);
    const pkg = JSON.parse(await zip.file('package.json')!.async('string'));
    expect(pkg.scripts.test).toBe('vitest run && playwright test');
    expect(pkg.dependencies.fastify).toMatch(/^\d+\.\d+\.\d+$/);
    const readme = await zip.file('README.md')!.async('string');
    expect(readme).toMatch(/^# Reservas Fisio\n[\s\S]*npm install && npm start[\s\S]*npm test/);
    expect(await zip.file('docs/especificacion.md')!.async('string')).toContain(
      '# Especificación de Reservas Fisio',
    );
    expect(await zip.file('web/estilos.css')!.async('string')).toContain(
      '--color-primario: #123456',
    );
    // forja.app.json is the definition the running app serves, every rule as it is (the export
    // applies them with the app kit it carries, decision 0239), mail settings included.
    const served = await get<{ definition: AppDefinition }>(`/api/apps/${p.id}/definition`);
    expect(JSON.parse(await zip.file('forja.app.json')!.async('string'))).toEqual({
      definition: served.definition,
    });
    // No seed data unless asked for.
    expect(names).not.toContain('server/semilla.json');

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
    // The same project state gives the same bytes.
    const regenBytes = Buffer.from(
      await (await server.fetch(regen.exportUrl, { cookie: user.cookie })).arrayBuffer(),
    );
    expect(regenBytes.equals(bytes)).toBe(true);

    const source = await get<SourceTree>(`/api/projects/${p.id}/source`);
    expect(source.exportUrl).toBe(regen.exportUrl);
    expect(source.files.map((f) => f.path)).toContain('package.json');
    expect(source.files.find((f) => f.path === 'docs/especificacion.md')?.content).toContain(
      'Detalle técnico.',
    );
  });

  it('export is reused only for the same state and options; includeData=1 brings the records', async () => {
    const p = await createProject(server, user, { name: 'Préstamos', slug: 'prestamos-vecinos' });
    const post = async (query = '') =>
      json<ExportResult>(
        await server.fetch(`/api/projects/${p.id}/export${query}`, {
          method: 'POST',
          cookie: user.cookie,
          json: {},
        }),
      );
    const plain = await post();
    expect(plain.reused).toBe(false);
    expect((await post()).reused).toBe(true);

    const { definition } = await get<{ definition: AppDefinition }>(`/api/apps/${p.id}/definition`);
    const entity = definition.entities[0];
    const records = await get<{ records: { id: string }[] }>(
      `/api/apps/${p.id}/records/${entity.key}?limit=100`,
    );
    const withData = await post('?includeData=1');
    expect(withData.reused).toBe(false);
    expect(withData.exportUrl).not.toBe(plain.exportUrl);
    expect((await post('?includeData=1')).reused).toBe(true);
    const zip = await JSZip.loadAsync(
      Buffer.from(
        await (await server.fetch(withData.exportUrl, { cookie: user.cookie })).arrayBuffer(),
      ),
    );
    const seed = JSON.parse(await zip.file('server/semilla.json')!.async('string')) as Record<
      string,
      { id: string }[]
    >;
    expect(seed[entity.key].map((r) => r.id).sort()).toEqual(
      records.records.map((r) => r.id).sort(),
    );
    expect(await zip.file('README.md')!.async('string')).toContain('server/semilla.json');

    // A change to the project's state makes a new export.
    await server.fetch(`/api/projects/${p.id}/design`, {
      method: 'PUT',
      cookie: user.cookie,
      json: {
        primaryColor: '#aa3300',
        secondaryColor: '#abcdef',
        theme: 'dark',
        layout: 'sidebar',
        customCss: '',
      },
    });
    const changed = await post();
    expect(changed.reused).toBe(false);
    expect(changed.exportUrl).not.toBe(plain.exportUrl);
  });

  it("includeData=1 carries the records' images: in the zip, under the exported app's own upload URLs", async () => {
    const p = await createProject(server, user, { name: 'Fotos del huerto', slug: 'fotos-huerto' });
    const definition = {
      entities: [
        {
          key: 'plantas',
          label: 'Planta',
          rule: 'privada',
          fields: [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            { key: 'foto', label: 'Foto', type: 'image', required: false },
          ],
        },
      ],
    };
    const put = await server.fetch(`/api/apps/${p.id}/definition`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { definition },
    });
    expect(put.status).toBe(200);
    // A real PNG (1×1) with a tag after IEND, so each upload's bytes differ.
    const png = (tag: string) =>
      Buffer.concat([
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
        Buffer.from(tag),
      ]);
    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'tomate.png');
      const res = await server.fetch(`/api/apps/${p.id}/uploads`, {
        method: 'POST',
        cookie: user.cookie,
        body: form,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { url: string }).url;
    };
    const [a, b] = [png('tomate'), png('pimiento')];
    const [urlA, urlB] = [await upload(a), await upload(b)];
    const create = (data: Record<string, unknown>) =>
      server.fetch(`/api/apps/${p.id}/records/plantas`, {
        method: 'POST',
        cookie: user.cookie,
        json: { data },
      });
    for (const data of [
      { nombre: 'Tomate', foto: urlA },
      { nombre: 'Tomate cherry', foto: urlA },
      { nombre: 'Pimiento', foto: urlB },
      { nombre: 'Sin foto', foto: null },
    ])
      expect((await create(data)).status).toBe(201);

    const exported = await json<ExportResult>(
      await server.fetch(`/api/projects/${p.id}/export?includeData=1`, {
        method: 'POST',
        cookie: user.cookie,
        json: {},
      }),
    );
    const zip = await JSZip.loadAsync(
      Buffer.from(
        await (await server.fetch(exported.exportUrl, { cookie: user.cookie })).arrayBuffer(),
      ),
    );
    const seed = JSON.parse(await zip.file('server/semilla.json')!.async('string')) as Record<
      string,
      { data: { nombre: string; foto: string | null } }[]
    >;
    const byName = new Map(seed.plantas.map((r) => [r.data.nombre, r.data.foto]));
    expect(byName.get('Sin foto')).toBeNull();
    // The same stored image is carried once; each URL is the exported app's and its file is in the zip.
    expect(byName.get('Tomate')).toBe(byName.get('Tomate cherry'));
    const images = zip.file(/^server\/semilla-imagenes\//);
    expect(images).toHaveLength(2);
    for (const [nombre, bytes] of [
      ['Tomate', a],
      ['Pimiento', b],
    ] as const) {
      const url = byName.get(nombre);
      expect(url).toMatch(/^\/api\/subidas\/[a-f0-9]{32}\.png$/);
      const file = zip.file(`server/semilla-imagenes/${url!.slice('/api/subidas/'.length)}`);
      expect(Buffer.from(await file!.async('uint8array')).equals(bytes)).toBe(true);
    }
    expect(await zip.file('README.md')!.async('string')).toContain('sus 2 imágenes');
    // "Ver Código Fuente" shows the source, not the images.
    const source = await get<SourceTree>(`/api/projects/${p.id}/source`);
    expect(source.files.some((f) => f.path.startsWith('server/semilla-imagenes/'))).toBe(false);
    expect(source.files.some((f) => f.path === 'server/semilla.json')).toBe(true);
  });

  it('an entity whose path the exported server keeps for itself gets a Spanish 400, not a broken zip', async () => {
    const p = await createProject(server, user, { name: 'Rutas en bici', slug: 'rutas-en-bici' });
    const { definition } = await get<{ definition: AppDefinition }>(`/api/apps/${p.id}/definition`);
    const entities = [
      // The app as the engine made it, whatever its rules and links, plus the clashing list.
      ...definition.entities,
      {
        key: 'subidas',
        label: 'Subidas',
        rule: 'catalogo',
        fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
      },
    ];
    const put = await server.fetch(`/api/apps/${p.id}/definition`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { definition: { entities } },
    });
    expect(put.status).toBe(200);
    const res = await server.fetch(`/api/projects/${p.id}/export`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toContain('la lista «Subidas» usa la ruta «/api/subidas»');
  });

  it('source before any export answers a Spanish 404', async () => {
    const p = await createProject(server, user);
    const res = await server.fetch(`/api/projects/${p.id}/source`, { cookie: user.cookie });
    expect(res.status).toBe(404);
    expect(await errorMessage(res)).toBe(
      'Todavía no hay ninguna exportación. Genera una con «Exportar Código».',
    );
  });
});
