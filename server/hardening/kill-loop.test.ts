import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/http.ts';

// Issue 10, "keep the attacks": the real server process is killed with SIGKILL mid-write,
// over and over. Every write the server acknowledged (2xx) must still be there after the
// restart, and no temporary file may be left in DATA_DIR. SQLite, the default engine.

const CYCLES = Number(process.env.KILL_CYCLES ?? 30);
const WRITERS = 4;

function tempFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(tmp|temp)$|~$/.test(entry.name))
      found.push(join(entry.parentPath, entry.name));
  }
  return found;
}

describe('kill -9 loop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forja-kill-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write over ${CYCLES} SIGKILL cycles`, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const headers = (cookie?: string): Record<string, string> => ({
      'content-type': 'application/json',
      origin: base,
      ...(cookie ? { cookie } : {}),
    });

    async function start() {
      child = spawn(process.execPath, ['server/index.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_BASE_URL: base,
          LOG_LEVEL: 'silent',
          RATE_LIMIT_AUTH_PER_MINUTE: '100000',
          DATABASE_URL: '',
          REDIS_URL: '',
        },
        stdio: 'ignore',
      });
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('server did not start');
    }
    async function kill() {
      const c = child;
      if (!c) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
      child = undefined;
    }

    await start();
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({
        name: 'Kill',
        email: 'kill@example.com',
        password: 'kill-loop-clave-1',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers: headers(cookie),
      body: JSON.stringify({ name: 'Resistente', slug: 'resistente' }),
    });
    expect(created.status).toBe(201);
    const projectId = ((await created.json()) as { project: { id: string } }).project.id;

    const acknowledged = new Set<string>();
    let lastNote = { version: -1, content: '' };
    let noteVersion = 0;
    let attempts = 0;
    let lost: string[] = [];

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      if (cycle > 0) await start();
      let stop = false;
      const writer = async (w: number) => {
        for (let n = 0; !stop; n++) {
          const title = `c${cycle}-w${w}-n${n}`;
          attempts += 1;
          try {
            if (w === 0) {
              const version = ++noteVersion;
              const content = `versión ${version}`;
              const res = await fetch(`${base}/api/projects/${projectId}/notes`, {
                method: 'PUT',
                headers: headers(cookie),
                body: JSON.stringify({ content }),
              });
              if (res.ok && version > lastNote.version) lastNote = { version, content };
              continue;
            }
            const res = await fetch(`${base}/api/projects/${projectId}/tasks`, {
              method: 'POST',
              headers: headers(cookie),
              body: JSON.stringify({ title }),
            });
            if (res.status === 201) acknowledged.add(title);
          } catch {
            return; // the process died under this request: not acknowledged
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 700));
      await kill();
      stop = true;
      await Promise.all(writers);
    }

    await start();
    const tasks = (await (
      await fetch(`${base}/api/projects/${projectId}/tasks`, { headers: headers(cookie) })
    ).json()) as { tasks: { title: string }[] };
    const stored = new Set(tasks.tasks.map((t) => t.title));
    lost = [...acknowledged].filter((t) => !stored.has(t));
    const notes = (await (
      await fetch(`${base}/api/projects/${projectId}/notes`, { headers: headers(cookie) })
    ).json()) as { notes: { content: string }[] };
    const noteNow = Number(notes.notes[0]?.content.replace('versión ', '') ?? -1);
    await kill();

    console.log(
      `kill -9 loop: ${CYCLES} cycles, ${attempts} writes attempted, ${acknowledged.size} task writes and note v${lastNote.version} acknowledged, ${lost.length} lost, ${tempFiles(dataDir).length} temp files`,
    );
    expect(acknowledged.size).toBeGreaterThan(CYCLES);
    expect(lost).toEqual([]);
    // The note holds the last acknowledged version or a later one that was written but
    // whose reply the kill cut off.
    expect(noteNow).toBeGreaterThanOrEqual(lastNote.version);
    expect(tempFiles(dataDir)).toEqual([]);
  }, 600_000);
});
