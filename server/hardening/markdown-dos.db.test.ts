import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, json } from '../modules/projects/test-helpers.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../test/server.ts';

// Issue 10, "Markdown denial of service": hostile notes are saved and must never turn the
// notes list or the public page into a 500; previews are rate-limited per account.
const HOSTILE_NOTES = [
  '>'.repeat(49_999) + 'a',
  '- '.repeat(20_000) + 'a',
  '_a'.repeat(24_999),
  '*a'.repeat(24_999),
  '[a]('.repeat(12_000),
];

describe('Markdown denial of service', () => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    owner = await createUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(HOSTILE_NOTES.map((n) => [n.slice(0, 12), n]))(
    'saves %s… and still serves the notes list and the public page',
    async (_label, note) => {
      const project = await createProject(server, owner);
      const saved = await server.fetch(`/api/projects/${project.id}/notes`, {
        method: 'PUT',
        cookie: owner.cookie,
        // Shown on the public page by the owner's choice (decision 0230).
        json: { content: note, isPublic: true },
      });
      expect(saved.status).toBe(200);
      const launched = await server.fetch(`/api/projects/${project.id}/launch`, {
        cookie: owner.cookie,
        json: {},
      });
      expect(launched.status).toBe(200);
      const list = await server.fetch(`/api/projects/${project.id}/notes`, {
        cookie: owner.cookie,
      });
      expect(list.status).toBe(200);
      const { notes } = await json<{ notes: { content: string; html: string }[] }>(list);
      expect(notes[0].content).toBe(note);
      expect(notes[0].html).toContain('a');
      expect(notes[0].html).not.toMatch(/<script/i);
      const page = await server.fetch(
        `/api/functions/public-project-get/proyectos/${project.slug}`,
      );
      expect(page.status).toBe(200);
      const body = await json<{ notes: { html: string }[] }>(page);
      expect(body.notes).toHaveLength(1);
    },
  );

  it('rate-limits previews per account with a Spanish 429', async () => {
    const user = await createUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const res = await server.fetch('/api/projects/markdown-preview', {
        cookie: user.cookie,
        json: { content: `# Nota ${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(
          /demasiad/i,
        );
      }
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another account is not throttled by the first one's previews.
    const other = await createUser(server);
    const res = await server.fetch('/api/projects/markdown-preview', {
      cookie: other.cookie,
      json: { content: '**hola**' },
    });
    expect(res.status).toBe(200);
    expect((await json<{ html: string }>(res)).html).toContain('<strong>hola</strong>');
  });

  it('rate-limits note saves per account like previews (issue 24)', async () => {
    const user = await createUser(server);
    const project = await createProject(server, user);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await server.fetch(`/api/projects/${project.id}/notes`, {
        method: 'PUT',
        cookie: user.cookie,
        json: { content: `www.a${'!'.repeat(2000)} ${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(
          /demasiad/i,
        );
      }
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The health check answers while and after the account saves.
    expect((await server.fetch('/api/health')).status).toBe(200);
  });
});
