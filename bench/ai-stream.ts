// Streaming concepts through Forja (issue 12), against the local OpenAI-compatible test server
// writing ~4-character tokens with a fixed delay. Interleaved rounds, medians, in one run:
// - raw: a bare fetch to the model server → ms to its first SSE chunk (the server's own first token);
// - sdk: the AI SDK called directly (streamText, same json_schema request) → ms to the first
//   partial object with a name, and to the complete answer;
// - forja: POST /api/builder/generate → ms to the first {"type":"partial"} line, and to the
//   "result" line (which also includes the streamed specification, the save and the preview).
// Goal: Forja's first partial ≤ 20 ms beyond the SDK's first partial.
// Run: node bench/ai-stream.ts   (TOKEN_DELAY_MS=10 ROUNDS=15 by default)
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { draftConcept } from '../server/lib/ai/normalize-concept.ts';
import { CONCEPT_SYSTEM, conceptPrompt } from '../server/lib/ai/prompts.ts';
import { parsePartialObject, responseFormatFor } from '../server/lib/ai/structured-output.ts';
import { startFakeProvider } from '../server/test/fake-openai-provider.ts';
import { FORJA_START, fmt, startProcess, stopProcess, tempDir, waitFor200 } from './lib.ts';

const PORT = 3917;
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN_DELAY_MS = Number(process.env.TOKEN_DELAY_MS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const IDEA = 'Una app de rutas de senderismo por niveles, con mapas sin conexión';

const provider = startFakeProvider({ tokenDelayMs: TOKEN_DELAY_MS });
const providerUrl = await provider.listen();
provider.reset('ollama');

const child = startProcess(FORJA_START, {
  PORT: String(PORT),
  DATA_DIR: tempDir('forja-bench-ai-'),
  PUBLIC_BASE_URL: BASE,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_GENERATE_PER_MINUTE: '100000',
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: providerUrl,
  AI_MODEL: 'modelo-local',
  AI_TIMEOUT_MS: '10000',
});
await waitFor200(`${BASE}/api/health`);

let accounts = 0;
let cookie = '';
let usesLeft = 0;
/** The Free plan allows 5 generations a day: a fresh account every 5. */
async function account(): Promise<string> {
  if (usesLeft > 0) {
    usesLeft -= 1;
    return cookie;
  }
  accounts += 1;
  const res = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({
      name: `Bench ${accounts}`,
      email: `bench-ai-${accounts}-${Date.now()}@example.com`,
      password: 'contraseña-bench-1',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  usesLeft = 4;
  return cookie;
}

async function viaForja(): Promise<{ progress: number; first: number; result: number }> {
  const c = await account();
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/builder/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie: c },
    body: JSON.stringify({ prompt: IDEA }),
  });
  if (!res.body) throw new Error(`generate failed: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let first = 0;
  let progress = 0;
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    if (!progress && buffer.includes('{"type":"progress"')) progress = performance.now() - t0;
    if (!first && buffer.includes('{"type":"partial"')) first = performance.now() - t0;
    if (buffer.includes('{"type":"result"')) {
      const result = performance.now() - t0;
      await reader.cancel().catch(() => {});
      return { progress, first, result };
    }
    if (buffer.includes('{"type":"error"')) throw new Error(buffer);
  }
  throw new Error('no result line');
}

const sdkModel = createOpenAICompatible({
  name: 'direct',
  baseURL: providerUrl,
  transformRequestBody: (body) => ({ ...body, response_format: responseFormatFor('json_schema') }),
}).chatModel('modelo-local');

async function viaSdk(): Promise<{ first: number; result: number }> {
  const t0 = performance.now();
  const result = streamText({
    model: sdkModel,
    system: CONCEPT_SYSTEM,
    prompt: conceptPrompt(IDEA),
    maxRetries: 0,
  });
  let first = 0;
  let text = '';
  for await (const delta of result.textStream) {
    text += delta;
    if (!first) {
      const raw = await parsePartialObject(text);
      if (raw && draftConcept(raw).name) first = performance.now() - t0;
    }
  }
  return { first, result: performance.now() - t0 };
}

async function viaRaw(): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${providerUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'modelo-local',
      stream: true,
      messages: [{ role: 'user', content: conceptPrompt(IDEA) }],
    }),
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  await reader.read();
  const first = performance.now() - t0;
  await reader.cancel();
  return first;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// Warm-up: module loading, JIT, the first database writes.
await viaForja();
await viaSdk();
await viaRaw();

const raw: number[] = [];
const sdk = { first: [] as number[], result: [] as number[] };
const forja = { progress: [] as number[], first: [] as number[], result: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  // Interleaved, alternating which goes first, so drift hits all three alike.
  const order = round % 2 ? ['forja', 'sdk', 'raw'] : ['raw', 'sdk', 'forja'];
  for (const which of order) {
    if (which === 'raw') raw.push(await viaRaw());
    if (which === 'sdk') {
      const r = await viaSdk();
      sdk.first.push(r.first);
      sdk.result.push(r.result);
    }
    if (which === 'forja') {
      const r = await viaForja();
      forja.progress.push(r.progress);
      forja.first.push(r.first);
      forja.result.push(r.result);
    }
  }
}

const ms = (n: number) => `${fmt(n)} ms`;
console.log(
  `Forja AI streaming benchmark (Node ${process.version}, ${ROUNDS} interleaved rounds, ${TOKEN_DELAY_MS} ms a token, medians)`,
);
console.log(`  model server's first token (raw fetch):     ${ms(median(raw))}`);
console.log(`  AI SDK direct, first partial with a name:   ${ms(median(sdk.first))}`);
console.log(
  `  Forja, first "progress" line (auth, credit): ${ms(median(forja.progress))} (the model call starts after it)`,
);
console.log(`  Forja, first "partial" line:                ${ms(median(forja.first))}`);
console.log(
  `  overhead to first partial vs AI SDK direct: ${ms(median(forja.first.map((f, i) => f - sdk.first[i])))} (goal ≤ 20 ms)`,
);
console.log(`  AI SDK direct, complete concept:            ${ms(median(sdk.result))}`);
console.log(
  `  Forja, "result" line (concept + spec + save): ${ms(median(forja.result))} (ratio ${fmt(median(forja.result) / median(sdk.result), 2)}×)`,
);
await stopProcess(child);
await provider.close();
