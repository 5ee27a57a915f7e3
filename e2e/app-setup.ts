import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
// The set-up the specs of the running app share: the widths they run at, where the QA
// screenshots go, an owner signed up with a project made from its idea, and a running app made
// from a definition over the API (rules, team, records around a record, CSV import,
// suggestions, examples, the message allowance, files).
import type { Browser, Page } from '@playwright/test';
import type { E2EUser } from './fixtures.ts';
import { expect } from './fixtures.ts';

/** The widths the app specs run at: a desktop (1280×800) and a phone (390×844). */
export const DEVICES = [
  ['escritorio', 1280],
  ['movil', 390],
] as const;

/** The folder of the QA screenshots (`QA_SHOTS_DIR`, /work/qa-shots by default), made if missing. */
export function qaShots(): string {
  const dir = process.env.QA_SHOTS_DIR ?? '/work/qa-shots';
  mkdirSync(dir, { recursive: true });
  return dir;
}

type NewProject = { name: string; slug: string; description?: string };

/** A project of the owner signed in on `page`, made from its idea over the API (a 201 is expected). */
export async function newProject(
  page: Page,
  origin: string,
  data: NewProject,
): Promise<{ id: string; slug: string }> {
  const created = await page.request.post('/api/projects', { data, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { project: { id: string; slug: string } }).project;
}

/**
 * An owner who has just signed up, at a device's width, with one project made from its idea:
 * the page is at the width (844 high on a phone, 800 on a desktop), `owner` is signed in on it.
 */
export async function ownerProject(
  page: Page,
  login: (name?: string) => Promise<E2EUser>,
  baseURL: string | undefined,
  opts: NewProject & { owner: string; width: number },
): Promise<{ origin: string; project: { id: string; slug: string } }> {
  const origin = new URL(baseURL ?? '').origin;
  await page.setViewportSize({ width: opts.width, height: opts.width < 500 ? 844 : 800 });
  await login(opts.owner);
  const { name, slug, description } = opts;
  return { origin, project: await newProject(page, origin, { name, slug, description }) };
}

/**
 * A running app made from a definition over the API, as the owner signed in on `page`: the
 * project, its definition, and none of the examples the engine seeds (unless `keepExamples`).
 */
export async function ownerApp(
  page: Page,
  origin: string,
  // The definition as the specs write it; the server validates it (a 200 is expected).
  opts: NewProject & { definition: object; keepExamples?: boolean },
): Promise<{ id: string; slug: string }> {
  const { name, slug, description } = opts;
  const project = await newProject(page, origin, { name, slug, description });
  const put = await page.request.put(`/api/apps/${project.id}/definition`, {
    data: { definition: opts.definition },
    headers: { origin },
  });
  expect(put.status()).toBe(200);
  if (!opts.keepExamples)
    await page.request.delete(`/api/apps/${project.id}/examples`, { headers: { origin } });
  return project;
}

/**
 * A page in a browser context of its own (another person: no cookies shared), with consent
 * stored, at the width of a desktop (1280) or a phone (390).
 */
export async function freshPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 500 ? 844 : 800 },
  });
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
  });
  return context.newPage();
}

/**
 * A real PNG of w×h pixels, each painted by `paint(x, y)` as [r, g, b]: what a person uploads
 * as a photo in the running app's specs.
 */
export function pngImage(w: number, h: number, paint: (x: number, y: number) => number[]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) raw.set(paint(x, y), y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
