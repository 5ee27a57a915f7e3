import { describe, expect, it } from 'vitest';
import { foldLetters, isValidSlug, normalizeManualSlug, slugFromName } from './slug.ts';

// Issue 19: Spanish letters stay readable in a slug — accents folded, ñ → n — both when the
// slug comes from a name (the builder, the new-project form) and when it is typed.

describe('slugs keep Spanish letters readable', () => {
  it.each([
    ['Mascotafácil', 'mascotafacil'],
    ['Año Nuevo', 'ano-nuevo'],
    ['Pequeñín Cañón', 'pequenin-canon'],
    ['ÁRBOL ÉXITO ÍNDICE ÓPERA ÚTIL', 'arbol-exito-indice-opera-util'],
    ['Pingüino', 'pinguino'],
    ['Hola, ¿qué tal?', 'hola-que-tal'],
    ['Straße & Æon', 'strasse-aeon'],
    ['Cafè à la française', 'cafe-a-la-francaise'],
    ['🍞 Panadería 🥐', 'panaderia'],
  ])('slugFromName(%j) is %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each([
    ['acentuación', 'acentuacion'],
    ['Niño-Feliz', 'nino-feliz'],
    ['con espacios', 'conespacios'],
    ['a_b.c/d', 'abcd'],
  ])('normalizeManualSlug(%j) is %j', (input, slug) => {
    expect(normalizeManualSlug(input)).toBe(slug);
  });

  it('folds letters without touching others', () => {
    expect(foldLetters('Ñandú, Çà, ß')).toBe('nandu, ca, ss');
    expect(foldLetters('abc-123')).toBe('abc-123');
  });
});
