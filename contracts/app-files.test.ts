import { describe, expect, it } from 'vitest';
import { fileKeyOf, fileValueString, formatFileSize, parseFileValue } from './app-files.ts';

// The one shape a record keeps a file in (docs/decisions/0233-app-files.md).

const url = '/files/apps/p1/AbCdEfGhIjKlMnOpQrStUv/Acta-de-la-reunion.pdf';

describe('file values', () => {
  it('round-trip with the name as uploaded (accents kept) and the size', () => {
    const value = fileValueString({ url, name: 'Acta de la reunión.pdf', size: 4044 });
    expect(parseFileValue(value)).toEqual({
      url,
      name: 'Acta de la reunión.pdf',
      size: 4044,
      ext: 'pdf',
      kind: 'pdf',
    });
    expect(fileKeyOf(parseFileValue(value)!)).toBe(
      'apps/p1/AbCdEfGhIjKlMnOpQrStUv/Acta-de-la-reunion.pdf',
    );
  });

  it('read only this shape: an image, an outside URL, a climbing path or a strange extension is none', () => {
    for (const value of [
      null,
      42,
      '/files/apps/p1/AbCdEfGhIjKlMnOpQrStUv.png',
      'https://ejemplo.com/a.pdf?bytes=1&name=a.pdf',
      `/files/apps/p1/AbCdEfGhIjKlMnOpQrStUv/../x.pdf?bytes=1`,
      '/files/apps/p1/AbCdEfGhIjKlMnOpQrStUv/pagina.html?bytes=1&name=a',
      `${url}?bytes=-1&name=a`,
      `${url}?bytes=uno&name=a`,
    ])
      expect(parseFileValue(value)).toBeNull();
    // No name: the stored one.
    expect(parseFileValue(`${url}?bytes=3`)?.name).toBe('Acta-de-la-reunion.pdf');
  });

  it('show sizes in Spanish, in powers of 1024 like the limits', () => {
    expect(formatFileSize(142)).toBe('142 bytes');
    expect(formatFileSize(4044)).toBe('3,9 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
