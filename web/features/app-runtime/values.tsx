import type { AppField, RecordData } from '../../../contracts/app-definition.ts';
import { parseFileValue } from '../../../contracts/app-files.ts';
import { formatValue as formatKitValue } from '../../../kit/format.ts';

// A record's value as text, as a person reads it: the app kit's rule per type (kit/format.ts)
// with this platform's files (`/files/apps/…`). On screen, values are the kit's
// (kit/screens/value.tsx, decision 0246).

export function formatValue(field: AppField, value: RecordData[string] | undefined): string {
  return formatKitValue(field, value, parseFileValue);
}
