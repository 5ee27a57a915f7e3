import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readZipFiles, zipFiles } from './zip.ts';

// The export's zip writer and reader, checked against an independent implementation (JSZip).

const files: [string, string][] = [
  ['README.md', '# Préstamos del barrio\n\n'.repeat(200)],
  ['server/semilla.json', JSON.stringify({ préstamos: [{ año: 2026, ñandú: '¿sí?' }] })],
  ['.gitignore', 'node_modules\n'],
  ['web/src/páginas/inicio.tsx', 'export const Inicio = () => null;\n'.repeat(50)],
];

describe('export zip', () => {
  it('is read back by JSZip: names, contents, no folders, the fixed date', async () => {
    const zip = await JSZip.loadAsync(await zipFiles(files));
    const entries = Object.values(zip.files);
    expect(entries.map((e) => e.name)).toEqual(files.map(([p]) => p));
    expect(entries.some((e) => e.dir)).toBe(false);
    for (const [path, content] of files)
      expect(await zip.file(path)!.async('string')).toBe(content);
    expect(entries[0].date.getUTCFullYear()).toBe(2026);
  });

  it('deflates what shrinks and stores what does not', async () => {
    const bytes = await zipFiles([
      ['grande.txt', 'a'.repeat(10_000)],
      ['x', 'y'],
    ]);
    expect(bytes.length).toBeLessThan(400);
    expect(await readZipFiles(bytes)).toEqual([
      { path: 'grande.txt', size: 10_000, content: 'a'.repeat(10_000) },
      { path: 'x', size: 1, content: 'y' },
    ]);
  });

  it('gives the same bytes for the same files', async () => {
    expect((await zipFiles(files)).equals(await zipFiles(files))).toBe(true);
  });

  it('reads its own zips and JSZip’s (exports stored before), sorted by path', async () => {
    const expected = files
      .map(([path, content]) => ({ path, size: Buffer.byteLength(content), content }))
      .sort((a, b) => (a.path < b.path ? -1 : 1));
    expect(await readZipFiles(await zipFiles(files))).toEqual(expected);
    const old = new JSZip();
    for (const [path, content] of files) old.file(path, content);
    old.folder('vacía');
    const oldBytes = await old.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await readZipFiles(oldBytes)).toEqual(expected);
  });

  it('refuses a damaged zip instead of returning wrong text', async () => {
    const bytes = await zipFiles(files);
    await expect(readZipFiles(bytes.subarray(0, bytes.length - 30))).rejects.toThrow(/zip/);
    const flipped = Buffer.from(bytes);
    flipped[60] ^= 0xff;
    await expect(readZipFiles(flipped)).rejects.toThrow();
  });
});
