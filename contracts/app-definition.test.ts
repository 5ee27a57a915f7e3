import { describe, expect, it } from 'vitest';
import {
  appDefinitionInputSchema,
  canChange,
  canCreate,
  canRead,
  normalizeAppDefinition,
  pluralOf,
} from './app-definition.ts';

// The app definition contract (issue 20): what a client may leave out is derived, what
// cannot work is refused with a Spanish reason, and the rules table is the issue's.

const minimal = {
  entities: [
    {
      key: 'citas',
      label: 'Cita',
      rule: 'privada',
      fields: [
        { key: 'fecha', label: 'Fecha', type: 'datetime', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: true,
          options: ['Pendiente', 'Hecha'],
        },
        { key: 'mascota', label: 'Mascota', type: 'reference', required: false, ref: 'mascotas' },
      ],
    },
    {
      key: 'mascotas',
      label: 'Mascota',
      rule: 'publica',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
  ],
};

describe('app definition', () => {
  it('derives plurals, views and navigation from the minimum', () => {
    const def = normalizeAppDefinition(appDefinitionInputSchema.parse(minimal));
    expect(def.version).toBe(1);
    expect(def.navigation).toEqual(['citas', 'mascotas']);
    const [citas, mascotas] = def.entities;
    expect(citas.labelPlural).toBe('Citas');
    expect(citas.views.calendar).toEqual({ dateField: 'fecha' });
    expect(citas.views.board).toEqual({ statusField: 'estado' });
    expect(citas.views.list.filterFields).toEqual(['estado', 'mascota']);
    expect(mascotas.views.calendar).toBeNull();
    expect(mascotas.views.board).toBeNull();
    expect(mascotas.views.list.searchFields).toEqual(['nombre']);
  });

  it('keeps a given navigation order and completes it', () => {
    const def = normalizeAppDefinition(
      appDefinitionInputSchema.parse({ ...minimal, navigation: ['mascotas'] }),
    );
    expect(def.navigation).toEqual(['mascotas', 'citas']);
  });

  it('refuses what cannot work, in Spanish', () => {
    const broken = structuredClone(minimal);
    broken.entities[0].fields[2].ref = 'duenos';
    const a = appDefinitionInputSchema.safeParse(broken);
    expect(a.success).toBe(false);
    expect(a.error?.issues[0].message).toBe(
      'El campo «Mascota» de «Cita» apunta a una entidad que no existe.',
    );
    const twice = structuredClone(minimal);
    twice.entities[1].key = 'citas';
    expect(appDefinitionInputSchema.safeParse(twice).error?.issues[0].message).toBe(
      'Hay dos entidades con la clave «citas».',
    );
    const board = { ...structuredClone(minimal) };
    (board.entities[1] as Record<string, unknown>).views = { board: { statusField: 'nombre' } };
    expect(appDefinitionInputSchema.safeParse(board).error?.issues[0].message).toBe(
      'El tablero de «Mascota» necesita un campo de opciones.',
    );
  });

  it('makes Spanish plurals', () => {
    expect(['Cita', 'Préstamo', 'Lugar', 'Canción', 'Luz', 'Rubí', 'Socio'].map(pluralOf)).toEqual([
      'Citas',
      'Préstamos',
      'Lugares',
      'Canciones',
      'Luces',
      'Rubíes',
      'Socios',
    ]);
  });

  it('has the issue’s access rules', () => {
    expect(canRead('privada', 'visitor')).toBe(false);
    expect(canRead('catalogo', 'anonymous')).toBe(true);
    expect(canCreate('publica', 'visitor')).toBe(true);
    expect(canCreate('publica', 'anonymous')).toBe(false);
    expect(canCreate('catalogo', 'visitor')).toBe(false);
    expect(canChange('publica', 'visitor', true)).toBe(true);
    expect(canChange('publica', 'visitor', false)).toBe(false);
    expect(canChange('catalogo', 'visitor', true)).toBe(false);
    expect(canChange('privada', 'owner', false)).toBe(true);
  });
});
