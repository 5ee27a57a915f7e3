import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFile } from '../../../contracts/projects.ts';
import type { TestServer, TestUser } from '../../test/server.ts';
import {
  createProject,
  errorMessage,
  json,
  PNG_BYTES,
  startProjectsSuite,
  uploadForm,
} from './test-helpers.ts';

// A project's notes and files.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
afterAll(() => server.close());

const get = async <T>(path: string, cookie = user.cookie) =>
  json<T>(await server.fetch(path, { cookie }));

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
