import type { AppDefinition, AppField, RecordData } from '../../../contracts/app-definition.ts';
import { newId } from '../../lib/ids.ts';
import type { NewRecordRow } from './records.repo.ts';

// A new app's example records (issue 20): three per entity, in Spanish, fitting each field's
// type, with references pointing at the target entity's examples. Marked `isExample`, so the
// owner removes them all in one click. Deterministic but for ids and today's date.

export const EXAMPLES_PER_ENTITY = 3;

const PEOPLE = ['Lucía García', 'Marcos Pérez', 'Elena Ruiz'];
const EMAILS = ['lucia.garcia@ejemplo.com', 'marcos.perez@ejemplo.com', 'elena.ruiz@ejemplo.com'];
const PHONES = ['+34 600 123 401', '+34 600 123 402', '+34 600 123 403'];
const NOTES = [
  'Registro de ejemplo: edítalo o bórralo cuando quieras.',
  'Otro ejemplo para ver cómo se muestra la información.',
  'Un tercer ejemplo; los ejemplos se quitan todos de una vez.',
];
const PERSON_WORDS =
  /cliente|usuari|soci|persona|miembro|alumn|profesor|veterinari|paciente|emplead|contacto|autor|due|vecin|jugador|voluntari|invitad|propietari|responsable/i;
const ORDINALS = ['primer', 'segundo', 'tercer'];

function dayOffset(days: number, time?: string): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  const day = d.toISOString().slice(0, 10);
  return time ? `${day}T${time}` : day;
}

function exampleValue(
  entityLabel: string,
  field: AppField,
  i: number,
  refIds: (key: string) => string[],
): string | number | boolean | null {
  const personish = PERSON_WORDS.test(entityLabel);
  switch (field.type) {
    case 'text':
      if (personish && /nombre/i.test(field.label)) return PEOPLE[i];
      if (/nombre|t[ií]tulo|asunto/i.test(field.label)) return `${entityLabel} de ejemplo ${i + 1}`;
      return `${field.label} (${ORDINALS[i]} ejemplo)`;
    case 'longtext':
      return NOTES[i];
    case 'email':
      return EMAILS[i];
    case 'phone':
      return PHONES[i];
    case 'url':
      return `https://ejemplo.com/${i + 1}`;
    case 'number':
      return [3, 12, 7][i];
    case 'money':
      return [19.9, 45, 120][i];
    case 'rating':
      return [5, 4, 3][i];
    case 'boolean':
      return i !== 1;
    case 'date':
      return dayOffset(i * 3 + 1);
    case 'datetime':
      return dayOffset(i * 3 + 1, ['10:00', '17:30', '12:15'][i]);
    case 'choice': {
      const options = field.options ?? [];
      return options.length ? options[i % options.length] : null;
    }
    case 'reference': {
      const ids = refIds(field.ref ?? '');
      return ids.length ? ids[i % ids.length] : null;
    }
    case 'image':
    case 'file':
      return null;
  }
}

/** The example rows of a definition, authored by the owner. */
export function exampleRecords(
  definition: AppDefinition,
  opts: { projectId: string; ownerId: string; at: Date },
): NewRecordRow[] {
  const seeded = definition.entities.filter(
    (e) => !e.fields.some((f) => (f.type === 'image' || f.type === 'file') && f.required),
  );
  const ids = new Map(
    seeded.map((e) => [e.key, Array.from({ length: EXAMPLES_PER_ENTITY }, () => newId())]),
  );
  const refIds = (key: string) => ids.get(key) ?? [];
  const rows: NewRecordRow[] = [];
  seeded.forEach((entity, entityIndex) => {
    refIds(entity.key).forEach((id, i) => {
      const data: RecordData = {};
      for (const field of entity.fields) {
        const value = exampleValue(entity.label, field, i, refIds);
        if (value === null && field.required) return;
        if (value !== null) data[field.key] = value;
      }
      // Distinct, ordered times: the first example is the newest in the list.
      const at = new Date(opts.at.getTime() - (entityIndex * 10 + i) * 1000).toISOString();
      rows.push({
        id,
        projectId: opts.projectId,
        entityKey: entity.key,
        data: JSON.stringify(data),
        authorId: opts.ownerId,
        isExample: 1,
        createdAt: at,
        updatedAt: at,
      });
    });
  });
  return rows;
}
