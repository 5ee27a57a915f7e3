import { type FileValue, parseFileValue as parseKitFileValue } from '../kit/files.ts';
import type { PlanName } from './billing.ts';

// The `file` field type of a running app (issue 38 §5; docs/decisions/0233-app-files.md): the
// kit's (kit/files.ts), with what is the platform's own: where it keeps files and how large
// they may be per plan.

export {
  FILE_FIELD_ACCEPT,
  FILE_FIELD_EXTENSIONS,
  FILE_NAME_MAX,
  type FileKind,
  type FileValue,
  fileValueString,
  formatFileSize,
} from '../kit/files.ts';

/**
 * The largest file a `file` field takes, in MB, by the plan of the app's owner (whoever
 * uploads). Images keep their own 5 MB (APP_IMAGE_MAX_MB on the server).
 */
export const APP_FILE_MAX_MB: Record<PlanName, number> = {
  Free: 10,
  Starter: 25,
  Builder: 50,
  Pro: 100,
  Elite: 100,
};

/** Where the platform keeps an app's files: `/files/apps/{projectId}/{id}/{safe name}`. */
const PATH = /^\/files\/apps\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{16,64}\/[A-Za-z0-9._-]{1,100}$/;

/** A record's file value read back (kit/files.ts), or null when it is not one of this platform's. */
export const parseFileValue = (value: unknown): FileValue | null => parseKitFileValue(value, PATH);

/** The stored object's key of a file value's URL (`apps/{projectId}/{id}/{name}`). */
export const fileKeyOf = (file: FileValue) => file.url.slice('/files/'.length);
