import { useMemo } from 'react';
import type {
  AppEntity,
  AppRecord,
  RecordData,
  RecordRole,
} from '../../../../contracts/app-definition.ts';
import { parseFileValue } from '../../../../contracts/app-files.ts';
import {
  RecordForm as KitRecordForm,
  type RecordFormApp,
  type RecordFormLook,
} from '../../../../kit/screens/record-form.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { uploadAppFile, uploadAppImage, useRecords } from '../api.ts';

// The create/edit form of one entity: the app kit's (kit/screens/record-form.tsx, the same in
// every exported app, decision 0246) with this platform's API and controls.

const control =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100';

/** The platform's controls (web/components/ui), the app's colours on them (theme.ts). */
const LOOK: RecordFormLook = {
  input: `${control} h-10`,
  textarea: control,
  select: 'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900',
  checkbox: 'h-5 w-5',
  label: 'block text-sm font-medium text-stone-800',
  button: buttonClass('primary', 'md'),
  secondaryButton: buttonClass('outline', 'md'),
  smallButton: buttonClass('outline', 'sm'),
  fileBox:
    'flex flex-wrap items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900',
};

function appOf(projectId: string): RecordFormApp {
  return {
    readFile: parseFileValue,
    uploadImage: (file, onProgress) => uploadAppImage(projectId, file, onProgress),
    uploadFile: async (file, onProgress) =>
      (await uploadAppFile(projectId, file, onProgress)).value,
    useOptions: (target) =>
      useRecords(projectId, target?.key ?? '', { limit: '100' }, Boolean(target)).data,
    errorMessage,
  };
}

export function RecordForm({
  projectId,
  ...props
}: {
  projectId: string;
  entity: AppEntity;
  /** Who fills it in: a visitor's form has no field the team sets (decision 0270). */
  role: RecordRole;
  entities: AppEntity[];
  record?: AppRecord;
  initial?: Record<string, string>;
  pending: boolean;
  onSubmit: (data: RecordData) => Promise<string | null>;
  onCancel: () => void;
}) {
  const app = useMemo(() => appOf(projectId), [projectId]);
  return <KitRecordForm {...props} app={app} look={LOOK} />;
}
