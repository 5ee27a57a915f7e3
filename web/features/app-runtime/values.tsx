import type { ReactNode } from 'react';
import type { AppField, RecordData } from '../../../contracts/app-definition.ts';
import { parseFileValue } from '../../../contracts/app-files.ts';
import { formatValue as formatKitValue } from '../../../kit/format.ts';
import { FieldValue as KitFieldValue } from '../../../kit/screens/value.tsx';

// A record's values as a person reads them: the app kit's screen (kit/screens/value.tsx, the
// same in every exported app, decision 0246) with this platform's files (`/files/apps/…`).

export function formatValue(field: AppField, value: RecordData[string] | undefined): string {
  return formatKitValue(field, value, parseFileValue);
}

export function FieldValue(props: {
  field: AppField;
  value: RecordData[string] | undefined;
  /** What names the record a reference points at. */
  reference?: ReactNode;
  /** Inside a list's card (itself a button): text only, no player or link. */
  compact?: boolean;
}) {
  return <KitFieldValue {...props} readFile={parseFileValue} />;
}
