import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { parseNumber } from '../csv.ts';
import {
  type AppEntity,
  type AppField,
  FIELD_MAX_LENGTH,
  ownValue,
  type RecordData,
} from '../definition.ts';
import { FILE_FIELD_ACCEPT, formatFileSize } from '../files.ts';
import { type RecordRole, writableFields } from '../rules.ts';
import { appMessages, fill } from '../texts.ts';
import { namedBy, recordName } from '../titles.ts';
import type { ReadFile } from './value.tsx';

// The create/edit form of one entity, the same in the platform's running app and in every
// exported app (docs/decisions/0246-kit-screens.md): a control per field type, required fields
// checked before sending, uploads with their progress, the server's Spanish message shown when
// it refuses. What is each app's comes in as props: its API (`app`) and its look (`look`).
// It shows the fields its writer sets (kit/rules.ts `writableFields`): a visitor's form has no
// field the team sets (`teamOnly`, decision 0270); the owner's and `equipo`'s have every one.

const r = appMessages.runtime;
type Values = Record<string, string | boolean>;
type Progress = (fraction: number) => void;

/** What the form needs from the app that shows it. */
export type RecordFormApp = {
  /** A file value of this app read back (where its uploads live). */
  readFile: ReadFile;
  /**
   * Uploads an image; resolves to its URL, which the record keeps, and for a visitor without
   * an account the token that shows it until the form is sent (decision 0249).
   */
  uploadImage: (file: File, onProgress: Progress) => Promise<{ url: string; uploadToken?: string }>;
  /** Uploads a file for a `file` field; resolves to the value the record keeps. */
  uploadFile: (file: File, onProgress: Progress) => Promise<string>;
  /**
   * A hook: the records a reference to `target` may point at (the first 100), with the titles
   * their names point at when their server sends them (`refTitles`, kit/titles.ts `recordName`).
   */
  useOptions: (
    target: AppEntity | undefined,
  ) => { id: string; data: RecordData; refTitles?: Record<string, string> }[] | undefined;
  /** An error (a refused upload) as the person reads it, in Spanish. */
  errorMessage: (error: unknown) => string;
};

/** The class names of each app's controls: its own buttons and fields. */
export type RecordFormLook = {
  input: string;
  textarea: string;
  select: string;
  checkbox: string;
  label: string;
  button: string;
  secondaryButton: string;
  smallButton: string;
  /** The box of a chosen file (its name, size and «Quitar»). */
  fileBox: string;
};

const muted = { color: 'var(--app-muted)' };
const dd = (n: number) => String(n).padStart(2, '0');

/**
 * A datetime as <input type="datetime-local"> shows it: the app keeps local times as they were
 * typed (`2026-05-04T10:30`); one written with its zone (`…Z`) is shown in local time.
 */
function localDateTime(value: string): string {
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(value)) return value.slice(0, 16);
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${dd(d.getMonth() + 1)}-${dd(d.getDate())}T${dd(d.getHours())}:${dd(d.getMinutes())}`;
}

function initialValues(entity: AppEntity, record?: { data: RecordData }): Values {
  const values: Values = {};
  for (const field of entity.fields) {
    const v = record ? ownValue(record.data, field.key) : undefined;
    if (field.type === 'boolean') values[field.key] = v === true;
    else if (v === null || v === undefined) values[field.key] = '';
    else if (field.type === 'datetime') values[field.key] = localDateTime(String(v));
    // Amounts and numbers as a Spanish speaker writes them: «18,5».
    else if (field.type === 'number' || field.type === 'money')
      values[field.key] = String(v).replace('.', ',');
    else values[field.key] = String(v);
  }
  return values;
}

/** The values with each field's type; empty is null. An edit sends only what changed. */
export function formData(
  entity: AppEntity,
  values: Values,
  original?: { data: RecordData },
): RecordData {
  const data: RecordData = {};
  for (const field of entity.fields) {
    const v = values[field.key];
    let out: RecordData[string];
    if (field.type === 'boolean') out = v === true;
    else if (v === '' || v === undefined) out = null;
    else if (field.type === 'rating') out = Number(v);
    // «18,50», «1.250,00 €», «18.5»: read as the CSV import reads them (decision 0292). What is
    // no number goes as typed, for the server to refuse in Spanish; never a silent empty.
    else if (field.type === 'number' || field.type === 'money')
      out = parseNumber(String(v)) ?? String(v);
    else out = String(v);
    if (original && (ownValue(original.data, field.key) ?? null) === out) continue;
    if (!original && out === null) continue;
    data[field.key] = out;
  }
  return data;
}

type ControlProps = {
  field: AppField;
  entities: AppEntity[];
  app: RecordFormApp;
  look: RecordFormLook;
  id: string;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  describedBy?: string;
};

function ReferenceSelect({
  target,
  app,
  look,
  id,
  value,
  onChange,
}: {
  target: AppEntity | undefined;
  app: RecordFormApp;
  look: RecordFormLook;
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const options = app.useOptions(target);
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={look.select}
    >
      <option value="">{r.choose}</option>
      {target
        ? (options ?? []).map((rec) => (
            <option key={rec.id} value={rec.id}>
              {/* Named as its card is: «Jorge Pérez · Orbea Alma», not its entry date. */}
              {recordName(target, rec, namedBy(rec.refTitles))}
            </option>
          ))
        : null}
      {/* The chosen record before the options arrive (or beyond the first 100). */}
      {value && !(options ?? []).some((rec) => rec.id === value) ? (
        <option value={value}>…</option>
      ) : null}
    </select>
  );
}

/** Uploads one file at a time, with its progress and the app's Spanish error. */
function useUpload(
  upload: (file: File, onProgress: Progress) => Promise<string>,
  app: RecordFormApp,
) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (input: HTMLInputElement, done: (value: string) => void) => {
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      done(await upload(file, setProgress));
    } catch (err) {
      setError(app.errorMessage(err));
    } finally {
      setProgress(null);
      input.value = '';
    }
  };
  const status = (
    <>
      {progress !== null ? (
        <p className="text-xs">
          {/* An app whose uploads tell no progress says only that it is uploading. */}
          {progress > 0 ? `${r.uploading} ${Math.round(progress * 100)} %` : r.uploading}
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  return { start, status };
}

function ImageInput({ field, app, look, id, value, onChange }: ControlProps) {
  const url = typeof value === 'string' ? value : '';
  // Without an account, the image just uploaded shows with its token until the form is sent.
  const [uploadToken, setUploadToken] = useState<string | null>(null);
  const upload = async (file: File, onProgress: Progress) => {
    const uploaded = await app.uploadImage(file, onProgress);
    setUploadToken(uploaded.uploadToken ?? null);
    return uploaded.url;
  };
  const { start, status } = useUpload(upload, app);
  return (
    <div className="space-y-2">
      {url ? (
        <div className="flex items-center gap-3">
          <img
            src={uploadToken ? `${url}?upload=${encodeURIComponent(uploadToken)}` : url}
            alt={field.label}
            className="h-20 w-20 rounded-lg object-cover"
          />
          <button type="button" className={look.smallButton} onClick={() => onChange('')}>
            {r.removeImage}
          </button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        // The browser's own control speaks its own language: a Spanish button opens it instead.
        className="peer sr-only"
        onChange={(e) => start(e.target, onChange)}
      />
      <label
        htmlFor={id}
        className={`${look.smallButton} w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-(--app-primary) peer-focus-visible:ring-offset-2`}
      >
        {url ? r.changeImage : r.uploadImage}
      </label>
      {status}
    </div>
  );
}

/** A file field: pick one file, see its name and size, «Quitar» it. */
function FileInput({ app, look, id, value, onChange, describedBy }: ControlProps) {
  const file = app.readFile(value);
  const hintId = `${id}-pista`;
  const { start, status } = useUpload(app.uploadFile, app);
  return (
    <div className="space-y-2">
      {file ? (
        <div className={look.fileBox} data-testid="file-chosen">
          <span className="min-w-0 flex-1 break-all">
            {file.name}{' '}
            <span className="whitespace-nowrap" style={muted}>
              ({formatFileSize(file.size)})
            </span>
          </span>
          <button type="button" className={look.smallButton} onClick={() => onChange('')}>
            {r.removeFile}
          </button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept={FILE_FIELD_ACCEPT}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        // The browser's own control speaks its own language: a Spanish button opens it instead.
        className="peer sr-only"
        onChange={(e) => start(e.target, onChange)}
      />
      <label
        htmlFor={id}
        className={`${look.smallButton} w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-(--app-primary) peer-focus-visible:ring-offset-2`}
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="h-4 w-4"
          aria-hidden="true"
        >
          <path d="M12 3v12" />
          <path d="m17 8-5-5-5 5" />
          <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
        </svg>{' '}
        {r.uploadFile}
      </label>
      <p id={hintId} className="text-xs" style={muted}>
        {r.fileHint}
      </p>
      {status}
    </div>
  );
}

// Numbers and amounts are text with a decimal keypad: a number input drops the Spanish decimal
// comma in some browsers («18,50» saved as 1850, found by a hand test).
const INPUT_TYPES: Partial<Record<AppField['type'], string>> = {
  date: 'date',
  datetime: 'datetime-local',
  email: 'email',
  url: 'url',
  phone: 'tel',
};

function Control(props: ControlProps) {
  const { field, look, id, value, onChange, describedBy } = props;
  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': describedBy ? true : undefined,
    name: field.key,
  };
  switch (field.type) {
    case 'longtext':
      return (
        <textarea
          {...common}
          rows={4}
          maxLength={FIELD_MAX_LENGTH.longtext}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={look.textarea}
        />
      );
    case 'boolean':
      return (
        <input
          {...common}
          type="checkbox"
          className={look.checkbox}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'choice':
    case 'rating':
      return (
        <select
          {...common}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={look.select}
        >
          <option value="">{r.choose}</option>
          {field.type === 'choice'
            ? (field.options ?? []).map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))
            : [1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={String(n)}>
                  {'★'.repeat(n)}
                </option>
              ))}
        </select>
      );
    case 'reference':
      return (
        <ReferenceSelect
          target={props.entities.find((e) => e.key === field.ref)}
          app={props.app}
          look={look}
          id={id}
          value={text}
          onChange={onChange}
        />
      );
    case 'image':
      return <ImageInput {...props} />;
    case 'file':
      return <FileInput {...props} />;
    default:
      return (
        <input
          {...common}
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={field.type === 'number' || field.type === 'money' ? 'decimal' : undefined}
          maxLength={FIELD_MAX_LENGTH[field.type]}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={look.input}
        />
      );
  }
}

/** A labelled control with its error, wired for screen readers. */
function Field({
  label,
  error,
  look,
  id,
  children,
}: {
  label: string;
  error: string | undefined;
  look: RecordFormLook;
  id: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function RecordForm({
  entity: fullEntity,
  role,
  entities,
  record,
  initial,
  pending,
  onSubmit,
  onCancel,
  app,
  look,
  idPrefix,
}: {
  entity: AppEntity;
  /** Who fills it in: the fields they may not set (`teamOnly`) are not shown nor sent. */
  role: RecordRole;
  entities: AppEntity[];
  /** The record being edited; none for a new one. */
  record?: { data: RecordData };
  /** A new record's values given beforehand (the reference of a related list's «Añadir»). */
  initial?: Record<string, string>;
  pending: boolean;
  /** Sends the values; resolves to the server's Spanish refusal, or null when saved. */
  onSubmit: (data: RecordData) => Promise<string | null>;
  onCancel: () => void;
  app: RecordFormApp;
  look: RecordFormLook;
  /** Each control's id is this plus its field's key (one of React's own by default). */
  idPrefix?: string;
}) {
  const ownId = useId();
  const prefix = idPrefix ?? `${ownId}-`;
  // The entity as its writer fills it in: without the fields the team sets, for a visitor.
  const entity: AppEntity = { ...fullEntity, fields: writableFields(fullEntity, role) };
  // Every field's value, shown or not: a form whose writer is known later still starts right.
  const [values, setValues] = useState<Values>(() => ({
    ...initialValues(fullEntity, record),
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
    setFormError(await onSubmit(formData(entity, values, record)));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="record-form">
      {entity.fields.map((field) => (
        <Field
          key={field.key}
          id={`${prefix}${field.key}`}
          label={field.required ? `${field.label} *` : field.label}
          error={ownValue(errors, field.key)}
          look={look}
        >
          {(describedBy) => (
            <Control
              field={field}
              entities={entities}
              app={app}
              look={look}
              id={`${prefix}${field.key}`}
              describedBy={describedBy}
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
        <button type="submit" disabled={pending} className={look.button}>
          {pending ? r.saving : r.save}
        </button>
        <button type="button" className={look.secondaryButton} onClick={onCancel}>
          {r.cancel}
        </button>
      </div>
    </form>
  );
}
