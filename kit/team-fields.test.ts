import { describe, expect, it } from 'vitest';
import type { AppEntity, AppField } from './definition.ts';
import { listOnly } from './entities.fixture.ts';
import { setsField, writableFields } from './rules.ts';
import {
  enviadoPorVisitante,
  estadoDelEquipo,
  inscripcionesDelTaller,
  monitorDelEquipo,
  pagadaDelEquipo,
} from './team-fields.fixture.ts';
import { teamFieldDefault, validateData } from './values.ts';

// Decision 0270: the fields the team sets (`teamOnly`), decided here for the platform and every
// export: who sets them, what a new record gets when a visitor sends it, and that a visitor's
// value is left out, never refused.

const estado = estadoDelEquipo;
const pagada = pagadaDelEquipo;
const monitor = monitorDelEquipo();
const nombre: AppField = { key: 'nombre', label: 'Nombre', type: 'text', required: true };

const entity: AppEntity = {
  ...inscripcionesDelTaller(),
  labelPlural: 'Inscripciones',
  views: listOnly,
  removedFields: [],
};

const check = {
  prefix: '/files/apps/x/',
  parseFile: () => null,
  invalid: (message: string) => new Error(message),
};
const sent = { nombre: 'Ana', ...enviadoPorVisitante };

describe('fields the team sets', () => {
  it('the owner and equipo set them; visitors, those without an account and lector do not', () => {
    expect(setsField(estado, 'owner')).toBe(true);
    expect(setsField(estado, 'equipo')).toBe(true);
    for (const role of ['visitor', 'anonymous', 'lector'] as const)
      expect(setsField(estado, role)).toBe(false);
    // Counter-example: a field without the flag is everyone's who writes.
    expect(setsField(nombre, 'anonymous')).toBe(true);
    expect(writableFields(entity, 'visitor').map((f) => f.key)).toEqual(['nombre']);
    expect(writableFields(entity, 'equipo')).toEqual(entity.fields);
  });

  it('defaults: a required choice its first option, yes/no false, the rest nothing', () => {
    expect(teamFieldDefault(estado)).toBe('Pendiente');
    expect(teamFieldDefault({ ...estado, required: false })).toBeUndefined();
    expect(teamFieldDefault(pagada)).toBe(false);
    expect(teamFieldDefault(monitor)).toBeUndefined();
  });

  it('a visitor’s values are left out: defaults on a create, nothing on a change, never an error', () => {
    for (const role of ['visitor', 'anonymous', 'lector'] as const) {
      expect(validateData(entity, sent, { ...check, partial: false, role }).clean).toEqual({
        nombre: 'Ana',
        estado: 'Pendiente',
        pagada: false,
      });
      expect(validateData(entity, sent, { ...check, partial: true, role }).clean).toEqual({
        nombre: 'Ana',
      });
      const odd = { nombre: 'Ana', estado: 'Regalada', pagada: 'sí', monitor: 7 };
      expect(() => validateData(entity, odd, { ...check, partial: false, role })).not.toThrow();
    }
  });

  it('the owner and equipo set them, checked as before', () => {
    for (const role of ['owner', 'equipo'] as const) {
      expect(validateData(entity, sent, { ...check, partial: false, role }).clean).toEqual(sent);
      expect(() =>
        validateData(entity, { nombre: 'Ana' }, { ...check, partial: false, role }),
      ).toThrow(/Estado/);
      expect(() =>
        validateData(entity, { ...sent, estado: 'Regalada' }, { ...check, partial: true, role }),
      ).toThrow();
    }
  });
});
