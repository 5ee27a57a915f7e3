import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type {
  AppEntity,
  AppField,
  AppRecord,
  RecordData,
} from '../../../../contracts/app-definition.ts';
import { FIELD_MAX_LENGTH, ownValue } from '../../../../contracts/app-definition.ts';
import {
  FILE_FIELD_ACCEPT,
  formatFileSize,
  parseFileValue,
} from '../../../../contracts/app-files.ts';
import { appMessages } from '../../../../contracts/app-messages.ts';
import { fill } from '../../../../contracts/messages.ts';
import { recordTitle } from '../../../../kit/titles.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { uploadAppFile, uploadAppImage, useRecords } from '../api.ts';

// The create/edit form of one entity: a control per field type, required fields checked
// before sending, the server's Spanish message shown when it refuses.

const r = appMessages.runtime;
type Values = Record<string, string | boolean>;

function initialValues(entity: AppEntity, record?: AppRecord): Values {
  const values: Values = {};
  for (const field of entity.fields) {
    const v = record ? ownValue(record.data, field.key) : undefined;
    if (field.type === 'boolean') values[field.key] = v === true;
    else if (v === null || v === undefined) values[field.key] = '';
    else if (field.type === 'datetime') values[field.key] = String(v).slice(0, 16);
    else values[field.key] = String(v);
  }
  return values;
}

function toData(entity: AppEntity, values: Values, original?: AppRecord): RecordData {
  const data: RecordData = {};
  for (const field of entity.fields) {
    const v = values[field.key];
    let out: RecordData[string];
    if (field.type === 'boolean') out = v === true;
    else if (v === '' || v === undefined) out = null;
    else if (field.type === 'number' || field.type === 'money' || field.type === 'rating')
      out = Number(String(v).replace(',', '.'));
    else out = String(v);
    // An edit sends only what changed.
    if (original && (ownValue(original.data, field.key) ?? null) === out) continue;
    if (!original && out === null) continue;
    data[field.key] = out;
  }
  return data;
}

function ReferenceSelect({
  projectId,
  target,
  ...props
}: {
  projectId: string;
  target: AppEntity | undefined;
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const options = useRecords(projectId, target?.key ?? '', { limit: '100' }, Boolean(target));
  return (
    <select
      id={props.id}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900"
    >
      <option value="">{r.choose}</option>
      {target
        ? (options.data ?? []).map((rec) => (
            <option key={rec.id} value={rec.id}>
              {recordTitle(target, rec)}
            </option>
          ))
        : null}
    </select>
  );
}

function ImageInput({
  projectId,
  id,
  value,
  onChange,
}: {
  projectId: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadToken, setUploadToken] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      {value ? (
        <div className="flex items-center gap-3">
          <img
            src={uploadToken ? `${value}?upload=${encodeURIComponent(uploadToken)}` : value}
            alt=""
            className="h-20 w-20 rounded-lg object-cover"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange('')}>
            {r.removeImage}
          </Button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="block w-full text-sm"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setError(null);
          setProgress(0);
          try {
            const uploaded = await uploadAppImage(projectId, file, setProgress);
            setUploadToken(uploaded.uploadToken ?? null);
            onChange(uploaded.url);
          } catch (err) {
            setError(errorMessage(err));
          } finally {
            setProgress(null);
            e.target.value = '';
          }
        }}
      />
      {progress !== null ? (
        <p className="text-xs">
          {r.uploading} {Math.round(progress * 100)} %
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A file field: pick one file, see its name and size, «Quitar» it. */
function FileInput({
  projectId,
  id,
  value,
  onChange,
  describedBy,
}: {
  projectId: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = parseFileValue(value);
  const hintId = `${id}-pista`;
  return (
    <div className="space-y-2">
      {file ? (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
          data-testid="file-chosen"
        >
          <span className="min-w-0 flex-1 break-all">
            {file.name}{' '}
            <span className="whitespace-nowrap text-stone-600">({formatFileSize(file.size)})</span>
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange('')}>
            {r.removeFile}
          </Button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept={FILE_FIELD_ACCEPT}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        // The browser's own control speaks its own language: a Spanish button opens it instead.
        className="peer sr-only"
        onChange={async (e) => {
          const chosen = e.target.files?.[0];
          if (!chosen) return;
          setError(null);
          setProgress(0);
          try {
            const uploaded = await uploadAppFile(projectId, chosen, setProgress);
            onChange(uploaded.value);
          } catch (err) {
            setError(errorMessage(err));
          } finally {
            setProgress(null);
            e.target.value = '';
          }
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass(
          'outline',
          'sm',
          'w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
        )}
      >
        <Upload className="h-4 w-4" aria-hidden="true" /> {r.uploadFile}
      </label>
      <p id={hintId} className="text-xs text-stone-600">
        {r.fileHint}
      </p>
      {progress !== null ? (
        <p className="text-xs">
          {r.uploading} {Math.round(progress * 100)} %
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Control({
  field,
  projectId,
  entities,
  id,
  value,
  onChange,
  describedBy,
}: {
  field: AppField;
  projectId: string;
  entities: AppEntity[];
  id: string;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  describedBy?: string;
}) {
  const text = typeof value === 'string' ? value : '';
  const common = { id, 'aria-describedby': describedBy, name: field.key };
  switch (field.type) {
    case 'longtext':
      return (
        <Textarea
          {...common}
          rows={4}
          maxLength={FIELD_MAX_LENGTH.longtext}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'boolean':
      return (
        <input
          {...common}
          type="checkbox"
          className="h-5 w-5"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'choice':
      return (
        <select
          {...common}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900"
        >
          <option value="">{r.choose}</option>
          {(field.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case 'rating':
      return (
        <select
          {...common}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900"
        >
          <option value="">{r.choose}</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={String(n)}>
              {'★'.repeat(n)}
            </option>
          ))}
        </select>
      );
    case 'reference':
      return (
        <ReferenceSelect
          projectId={projectId}
          target={entities.find((e) => e.key === field.ref)}
          id={id}
          value={text}
          onChange={onChange}
        />
      );
    case 'image':
      return <ImageInput projectId={projectId} id={id} value={text} onChange={onChange} />;
    case 'file':
      return (
        <FileInput
          projectId={projectId}
          id={id}
          value={text}
          onChange={onChange}
          describedBy={describedBy}
        />
      );
    default: {
      const type =
        field.type === 'number' || field.type === 'money'
          ? 'number'
          : field.type === 'date'
            ? 'date'
            : field.type === 'datetime'
              ? 'datetime-local'
              : field.type === 'email'
                ? 'email'
                : field.type === 'url'
                  ? 'url'
                  : field.type === 'phone'
                    ? 'tel'
                    : 'text';
      return (
        <Input
          {...common}
          type={type}
          step={field.type === 'money' ? '0.01' : field.type === 'number' ? 'any' : undefined}
          maxLength={FIELD_MAX_LENGTH[field.type]}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
}

export function RecordForm({
  projectId,
  entity,
  entities,
  record,
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  projectId: string;
  entity: AppEntity;
  entities: AppEntity[];
  record?: AppRecord;
  /** A new record's values given beforehand (the reference of a related list's «Añadir»). */
  initial?: Record<string, string>;
  pending: boolean;
  onSubmit: (data: RecordData) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => ({
    ...initialValues(entity, record),
    ...(record ? {} : initial),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const field of entity.fields) {
      const v = values[field.key];
      if (field.required && field.type !== 'boolean' && (v === '' || v === undefined))
        next[field.key] = fill(appMessages.errors.required, { field: field.label });
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    setFormError(await onSubmit(toData(entity, values, record)));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="record-form">
      {entity.fields.map((field) => (
        <Field
          key={field.key}
          label={field.required ? `${field.label} *` : field.label}
          error={ownValue(errors, field.key)}
        >
          {(p) => (
            <Control
              field={field}
              projectId={projectId}
              entities={entities}
              id={p.id}
              describedBy={p['aria-describedby']}
              value={values[field.key] ?? ''}
              onChange={(v) => setValues((old) => ({ ...old, [field.key]: v }))}
            />
          )}
        </Field>
      ))}
      {formError ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? r.saving : r.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {r.cancel}
        </Button>
      </div>
    </form>
  );
}
