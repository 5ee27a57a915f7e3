import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NoteStreamLine } from '../../../contracts/demo.ts';
import { FAKE_NOTE, startFakeProvider, tokenize } from '../../test/fake-openai-provider.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';

// The demo's AI notes with a model (issue 12): true token streaming, each model chunk a
// delta line as it arrives. SQLite and PostgreSQL.

async function readLines(res: Response): Promise<NoteStreamLine[]> {
  return (await res.text())
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as NoteStreamLine);
}

describe('demo AI notes streamed from a model', () => {
  const provider = startFakeProvider();
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: await provider.listen(),
      AI_MODEL: 'modelo-local',
      AI_TIMEOUT_MS: '1000',
    });
  });
  beforeEach(async () => {
    provider.reset();
    user = await createUser(server);
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const note = () =>
    server.fetch('/api/demo/notes', {
      json: { text: 'Reunión del equipo: repasar el calendario de lanzamientos del trimestre.' },
      cookie: user.cookie,
    });

  it('sends each token as the model writes it, then saves the note', async () => {
    provider.state.mode = 'ollama';
    provider.state.tokenDelayMs = 5;
    const res = await note();
    expect(res.status).toBe(200);
    const lines = await readLines(res);
    expect(lines[0]).toEqual({ type: 'start', credits: 4 });
    const deltas = lines.filter((l) => l.type === 'delta');
    // One line per model chunk: the model's own pace, not a replay after the fact.
    expect(deltas.map((d) => d.text)).toEqual(tokenize(FAKE_NOTE));
    const done = lines.at(-1) as Extract<NoteStreamLine, { type: 'done' }>;
    expect(done).toMatchObject({ type: 'done', credits: 4, aiGenerated: true });
    expect(done.note.aiOutput).toBe(FAKE_NOTE);
    expect(provider.state.bodies[0]).toMatchObject({ stream: true, max_tokens: 300 });
  });

  it('gives the credit back with a Spanish error when the model fails', async () => {
    provider.state.mode = 'error-500';
    const lines = await readLines(await note());
    expect(lines.at(-1)).toEqual({
      type: 'error',
      message: 'El servicio de IA no está disponible en este momento.',
      credits: 5,
    });
    const notes = await server.deps.db
      .selectFrom('demoNotes')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(notes).toEqual([]);
  });
});
