import type { AppPattern } from '../types.ts';

// The fallback: an idea that fits no pattern gets a small sensible app about its main thing and
// a record of it (what happened to it, when, and a note), never entities made of its words.
export default {
  id: 'registro-general',
  label: 'Registro de algo',
  main: 'cosa',
  cues: [],
  entities: [
    {
      id: 'cosa',
      label: 'Elemento',
      labelPlural: 'Elementos',
      gender: 'm',
      slot: 'thing',
      core: true,
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        {
          key: 'tipo',
          label: 'Tipo',
          type: 'choice',
          options: ['General', 'Importante', 'Otro'],
        },
        { key: 'foto', label: 'Foto', type: 'image' },
        { key: 'notas', label: 'Notas', type: 'longtext' },
      ],
      totals: [{ from: 'registro', label: 'Registros' }],
    },
    {
      id: 'registro',
      label: 'Registro',
      labelPlural: 'Registros',
      gender: 'm',
      slot: 'record',
      names: ['registro', 'entrada', 'anotación', 'apunte', 'seguimiento'],
      core: true,
      rule: 'privada',
      details: true,
      fields: [
        { key: 'fecha', label: 'Fecha', type: 'date', required: true },
        { key: 'elemento', label: 'Elemento', type: 'reference', ref: 'cosa', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          options: ['Pendiente', 'En curso', 'Hecho'],
        },
        { key: 'notas', label: 'Notas', type: 'longtext' },
      ],
      calendar: 'fecha',
      board: 'estado',
    },
  ],
  purpose: 'llevar {los cosa} y apuntar en cada {registro} qué pasó y cuándo',
  features: [
    'Ficha de cada {cosa} con su foto y sus notas',
    '{Registro.pl} con fecha y estado para cada {cosa}',
    'Calendario de {los registro}',
    'Tablero de {los registro} por estado',
  ],
  stories: [
    'Como responsable, quiero dar de alta cada {cosa} para tenerl{o:cosa} a mano',
    'Como responsable, quiero apuntar {un registro} con su fecha para saber qué pasó',
    'Como responsable, quiero ver {los registro} en un calendario para organizarme',
  ],
  examples: [],
  counterExamples: [],
} satisfies AppPattern;
