import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
