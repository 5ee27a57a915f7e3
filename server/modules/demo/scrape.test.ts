import { describe, expect, it } from 'vitest';
import { parsePageMetadata } from './scrape.ts';

describe('parsePageMetadata', () => {
  it('reads the title, the description and the first 5 distinct http(s) links, resolved against the page', () => {
    const html = `<html><head><title> Página de prueba </title><meta name="description" content="Una descripción con acentos: canción"></head>
      <body><a href="/uno">1</a><a href="https://otro.example/dos#x">2</a><a href="mailto:a@b.c">m</a>
      <a href="/uno">1 otra vez</a><a href="tres">3</a><a href="http://cuatro.example/">4</a>
      <a href="/cinco">5</a><a href="/seis">6</a></body></html>`;
    const meta = parsePageMetadata(html, 'http://sitio.example/');
    expect(meta.title).toBe('Página de prueba');
    expect(meta.description).toBe('Una descripción con acentos: canción');
    expect(meta.links).toEqual([
      'http://sitio.example/uno',
      'https://otro.example/dos',
      'http://sitio.example/tres',
      'http://cuatro.example/',
      'http://sitio.example/cinco',
    ]);
  });
});
