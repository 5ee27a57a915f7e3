import { describe, expect, it } from 'vitest';
import {
  compileKeyword,
  fnv1a,
  foldText,
  matchPosition,
  normalizeText,
  stem,
  tokenize,
} from './normalize.ts';

describe('normalize', () => {
  it('folds accents and case', () => {
    expect(foldText('Aplicación MÉDICA Ñandú')).toBe('aplicacion medica nandu');
  });

  it.each([
    ['reservas', 'reserva'],
    ['profesores', 'profesor'],
    ['ciudades', 'ciudad'],
    ['luces', 'luz'],
    ['padres', 'padre'],
    ['clases', 'clase'],
    ['pagos', 'pago'],
    ['notificaciones', 'notificacion'],
    ['bus', 'bus'],
    ['analisis', 'analisis'],
  ])('stems %s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('tokenises and stems', () => {
    expect(tokenize('¡Citas médicas, YA!')).toEqual(['cita', 'medica', 'ya']);
  });

  it('computes FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });

  it('matches tokens, prefixes and phrases', () => {
    const text = normalizeText('Quiero reservar pistas de pádel y ver la lista de tareas');
    expect(matchPosition(compileKeyword('pista')!, text)).toBe(2);
    expect(matchPosition(compileKeyword('reserv*')!, text)).toBe(1);
    expect(matchPosition(compileKeyword('listas de tarea')!, text)).toBe(8);
    expect(matchPosition(compileKeyword('tarea de lista')!, text)).toBe(-1);
  });
});
