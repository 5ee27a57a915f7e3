import type { AppEntity, AppField, RecordData } from '../../../contracts/app-definition.ts';
import { RECORD_MAX_BYTES } from '../../../contracts/app-definition.ts';
import { fileKeyOf, parseFileValue } from '../../../contracts/app-files.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { fill } from '../../../contracts/messages.ts';
import type { RecordRole } from '../../../kit/rules.ts';
import { validateData as checkData } from '../../../kit/values.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

// A record's data checked against its entity's fields: the app kit's one check
// (kit/values.ts), with the platform's uploads (`/files/apps/{projectId}/…`) and its 400.
// References are only collected here; the service checks that they point at records of this
// project, and that each file value is an object this app stored.

const t = appMessages.errors;

const invalid = (message: string) => badRequest(message, 'INVALID_RECORD');

export type Reference = { field: AppField; id: string };
/** A file value: the service checks that the app stored it and writes its stored size. */
export type FileRef = { field: AppField; key: string };

/**
 * The clean data of a create (`partial: false`: every required field present) or of a
 * PATCH (`partial: true`: only the given fields; a required one cannot be emptied).
 * Empty optional values are stored as null. What `role` may not set (a `teamOnly` field for
 * anyone but the owner and `equipo`, decision 0270) is left out: its default on a create,
 * its stored value on a PATCH.
 */
export function validateData(
  entity: AppEntity,
  data: Record<string, unknown>,
  opts: { partial: boolean; imagePrefix: string; role: RecordRole },
): { clean: RecordData; references: Reference[]; files: FileRef[] } {
  const { clean, references, files } = checkData(entity, data, {
    partial: opts.partial,
    role: opts.role,
    prefix: opts.imagePrefix,
    parseFile: (value) => {
      const file = parseFileValue(value);
      return file?.url.startsWith(opts.imagePrefix) ? file : null;
    },
    invalid,
  });
  return {
    clean,
    references,
    files: files.map(({ field, file }) => ({ field, key: fileKeyOf(file) })),
  };
}

/** A record's JSON within RECORD_MAX_BYTES, or 413 in Spanish. */
export function encodeData(data: RecordData): string {
  const json = JSON.stringify(data);
  if (Buffer.byteLength(json) > RECORD_MAX_BYTES)
    throw new AppError('RECORD_TOO_LARGE', {
      userMessage: fill(t.recordTooLarge, { kb: RECORD_MAX_BYTES / 1024 }),
      kind: 'PAYLOAD_TOO_LARGE',
    });
  return json;
}
