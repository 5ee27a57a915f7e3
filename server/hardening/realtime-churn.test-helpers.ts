import { expect } from 'vitest';
import { FRAME_FLOOD_CLOSE_CODE } from '../../contracts/realtime.ts';
import { createUser, type TestServer } from '../test/server.ts';
import { openSocket, type TestSocket } from '../test/ws-client.ts';

// Issue 24, "Presence amplification": 10,000 subscribe/unsubscribe pairs from one socket made
// the server send 300,000 presence frames (190 MB) to 15 sockets. Shared by the SQLite and the
// Redis (two instances) suites: `watchers` sockets sit in the room, possibly on `other`.

const PAIRS = 10_000;
const WATCHERS = 5;

export async function churnFromOneSocket(server: TestServer, other: TestServer = server) {
  const watchers: TestSocket[] = [];
  for (let i = 0; i < WATCHERS; i++) {
    const user = await createUser(server, { name: `Vigía ${i}` });
    const socket = await openSocket(`${other.url}/api/realtime`, {
      cookie: user.cookie,
      origin: other.origin,
    });
    socket.send('subscribe', { channel: 'demo-room' });
    await socket.next('subscribed');
    watchers.push(socket);
  }
  const attackerUser = await createUser(server, { name: 'Ráfaga' });
  const attacker = await openSocket(`${server.url}/api/realtime`, {
    cookie: attackerUser.cookie,
    origin: server.origin,
  });
  let closeCode = 0;
  attacker.onClose((code) => {
    closeCode = code;
  });
  const before = watchers.map((w) => w.frames.length);
  for (let i = 0; i < PAIRS && closeCode === 0; i++) {
    attacker.send('subscribe', { channel: 'demo-room' });
    attacker.send('unsubscribe', { channel: 'demo-room' });
    // The health check answers during the flood.
    if (i % 2_000 === 0) expect((await server.fetch('/api/health')).status).toBe(200);
  }
  // A watcher's own frame round-trips after the flood: everything before it was handled.
  for (const w of watchers) {
    w.send('ping');
    await w.next('pong', undefined, 15_000);
  }
  // Then one more, after any coalesced presence list had its interval to go out.
  await new Promise((r) => setTimeout(r, 600));
  expect((await server.fetch('/api/health')).status).toBe(200);

  const received = watchers.map((w, i) => w.frames.length - before[i]);
  const presence = watchers.map(
    (w, i) => w.frames.slice(before[i]).filter((f) => f.type === 'presence').length,
  );
  // The flood was cut: the attacker's socket was closed for it, and its frames were mostly dropped.
  expect(closeCode).toBe(FRAME_FLOOD_CLOSE_CODE);
  const attackerErrors = attacker.frames.filter((f) => f.type === 'error').length;
  const attackerSubscribed = attacker.frames.filter((f) => f.type === 'subscribed').length;
  // At most the burst of frames was handled (30 pairs), so few presence changes happened.
  expect(attackerSubscribed).toBeLessThanOrEqual(40);
  expect(attackerErrors).toBeLessThanOrEqual(3);
  for (const count of presence) expect(count).toBeLessThanOrEqual(40);
  for (const count of received) expect(count).toBeLessThanOrEqual(45);
  for (const w of watchers) await w.close();
  return { received, presence, attackerSubscribed };
}
