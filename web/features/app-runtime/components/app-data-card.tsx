import { ArrowDown, ArrowUp, Database, Download, ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ACCESS_RULES,
  type AccessRule,
  type AppDefinition,
  type AppEntityInput,
  FIELD_TYPES,
  type FieldType,
} from '../../../../contracts/app-definition.ts';
import { appMessages } from '../../../../contracts/app-messages.ts';
import { FIELD_TYPE_LABELS, keyFromLabel } from '../../../../contracts/data-model.ts';
import { fill } from '../../../../contracts/messages.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { PanelCard } from '../../../components/ui/panel-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  csvHref,
  useAppDefinition,
  useAppSummary,
  useConfirmFieldRemoval,
  useRemoveExamples,
  useSaveDefinition,
} from '../api.ts';
import { CsvImportButton } from './csv-import.tsx';
import { TotalsEditor, validTotals } from './totals-editor.tsx';

// "Datos de la app" (issue 20): the owner shapes the running app's sections (entities) and
// fields, sets each section's rule, sees a preview and the counts, downloads each section as
// CSV, removes the examples, and confirms the removal of fields whose values are kept hidden.

const o = appMessages.owner;
type Draft = AppEntityInput[];

const move = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

function uniqueKey(label: string, taken: string[], fallback: string): string {
  const base = keyFromLabel(label, fallback);
  let key = base;
  for (let i = 2; taken.includes(key); i++) key = `${base.slice(0, 36)}_${i}`;
  return key;
}

function toDraft(definition: AppDefinition): Draft {
  const byKey = new Map(definition.entities.map((e) => [e.key, e]));
  return definition.navigation
    .map((k) => byKey.get(k))
    .filter((e) => e !== undefined)
    .map((e) => ({
      key: e.key,
      label: e.label,
      labelPlural: e.labelPlural,
      rule: e.rule,
      ...(e.anonymous !== undefined && { anonymous: e.anonymous }),
      ...(e.linkField !== undefined && { linkField: e.linkField }),
      ...(e.accountField !== undefined && { accountField: e.accountField }),
      ...(e.notify !== undefined && { notify: e.notify }),
      ...(e.totals !== undefined && { totals: e.totals }),
      fields: e.fields.map((f) => ({ ...f })),
      views: { list: e.views.list, calendar: null, board: null },
    }));
}

/** What is sent: the views are derived again from the fields on the server. */
function toInput(draft: Draft) {
  return {
    entities: draft.map(({ views: _views, ...e }) => ({
      ...e,
      labelPlural: e.labelPlural || undefined,
      totals: validTotals(e, draft),
    })),
    navigation: draft.map((e) => e.key),
  };
}

const select =
  'h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 focus:border-brand-500 focus:outline-none';

export function AppDataCard({ projectId, appHref }: { projectId: string; appHref: string }) {
  const definition = useAppDefinition(projectId);
  const summary = useAppSummary(projectId);
  const save = useSaveDefinition(projectId);
  const confirmRemoval = useConfirmFieldRemoval(projectId);
  const removeExamples = useRemoveExamples(projectId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(0);

  useEffect(() => {
    if (definition.data) setDraft(toDraft(definition.data));
  }, [definition.data]);

  if (definition.isPending || !draft)
    return (
      <PanelCard icon={Database} title={o.title}>
        <Spinner />
      </PanelCard>
    );
  if (definition.isError)
    return (
      <PanelCard icon={Database} title={o.title}>
        <p role="alert">{errorMessage(definition.error)}</p>
      </PanelCard>
    );

  const update = (i: number, patch: Partial<AppEntityInput>) =>
    setDraft(draft.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const updateField = (i: number, k: number, patch: Record<string, unknown>) =>
    update(i, {
      fields: draft[i].fields.map((f, j) => (j === k ? ({ ...f, ...patch } as typeof f) : f)),
    });
  const examples = summary.data?.entities.reduce((n, e) => n + e.examples, 0) ?? 0;
  const stored = definition.data;
  const entityIndex = Math.min(open, draft.length - 1);
  const entity = draft[entityIndex];

  return (
    <PanelCard
      icon={Database}
      title={o.title}
      badge={
        <a href={appHref} target="_blank" rel="noreferrer" className={buttonClass('outline', 'sm')}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> {o.openApp}
        </a>
      }
    >
      <p className="text-sm text-stone-600">{o.description}</p>
      {summary.data ? (
        <p className="text-sm text-stone-700" data-testid="app-quota">
          {o.quota}: {formatNumber(summary.data.quota.used)} /{' '}
          {formatNumber(summary.data.quota.limit)} ({summary.data.quota.plan})
        </p>
      ) : null}
      <div className="flex flex-wrap gap-1">
        <div className="flex flex-wrap gap-1" role="tablist" aria-label={o.entities}>
          {draft.map((e, i) => (
            <button
              key={e.key}
              type="button"
              role="tab"
              aria-selected={i === entityIndex}
              onClick={() => setOpen(i)}
              className={
                i === entityIndex
                  ? 'rounded-lg bg-stone-900 px-3 py-1.5 text-sm font-medium text-white'
                  : 'rounded-lg border border-stone-300 px-3 py-1.5 text-sm text-stone-800 hover:bg-stone-100'
              }
            >
              {e.labelPlural || e.label}{' '}
              <span className="opacity-70">
                ({summary.data?.entities.find((x) => x.key === e.key)?.count ?? 0})
              </span>
            </button>
          ))}
        </div>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            const label = `${o.entity} ${draft.length + 1}`;
            setDraft([
              ...draft,
              {
                key: uniqueKey(
                  label,
                  draft.map((e) => e.key),
                  'seccion',
                ),
                label,
                labelPlural: `${o.entities} ${draft.length + 1}`,
                rule: 'publica',
                fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
              },
            ]);
            setOpen(draft.length);
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {o.addEntity}
        </Button>
      </div>
      {entity ? (
        <div
          className="space-y-3 rounded-xl border border-stone-200 p-3"
          data-testid="entity-editor"
        >
          <div className="grid gap-2 sm:grid-cols-3">
            <div className="text-xs font-medium text-stone-700">
              {o.rename}
              <Input
                aria-label={o.rename}
                value={entity.label}
                onChange={(e) => update(entityIndex, { label: e.target.value })}
                className="mt-1 h-9"
              />
            </div>
            <div className="text-xs font-medium text-stone-700">
              {o.plural}
              <Input
                aria-label={o.plural}
                value={entity.labelPlural ?? ''}
                onChange={(e) => update(entityIndex, { labelPlural: e.target.value })}
                className="mt-1 h-9"
              />
            </div>
            <div>
              <label className="block text-xs font-medium text-stone-700">
                {o.rule}
                <select
                  className={`${select} mt-1 w-full`}
                  value={entity.rule}
                  onChange={(e) =>
                    // The settings of the rule left behind no longer apply.
                    update(entityIndex, {
                      rule: e.target.value as AccessRule,
                      anonymous: undefined,
                      linkField: undefined,
                    })
                  }
                >
                  {ACCESS_RULES.map((rule) => (
                    <option key={rule} value={rule}>
                      {appMessages.rules[rule]}
                    </option>
                  ))}
                </select>
              </label>
              {/* The whole explanation, which a phone's select cuts. */}
              <p className="mt-1 text-xs text-stone-600" data-testid="rule-hint">
                {appMessages.rules[entity.rule]}
              </p>
            </div>
          </div>
          {entity.rule === 'formulario' ? (
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={entity.anonymous === true}
                onChange={(e) =>
                  update(entityIndex, { anonymous: e.target.checked ? true : undefined })
                }
              />
              {o.anonymous}
            </label>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2">
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={entity.notify?.onCreate === true}
                onChange={(e) =>
                  update(entityIndex, {
                    notify: {
                      onCreate: e.target.checked,
                      onChangeOf: entity.notify?.onChangeOf ?? null,
                    },
                  })
                }
              />
              {o.notifyOnCreate}
            </label>
            <label className="text-xs font-medium text-stone-700">
              {/* A vinculada record's mail reaches the person it is about (decision 0250). */}
              {entity.rule === 'vinculada' ? o.notifyOnChangeLinked : o.notifyOnChange}
              <select
                className={`${select} mt-1 w-full`}
                value={entity.notify?.onChangeOf ?? ''}
                onChange={(e) =>
                  update(entityIndex, {
                    notify: {
                      onCreate: entity.notify?.onCreate === true,
                      onChangeOf: e.target.value || null,
                    },
                  })
                }
              >
                <option value="">{o.notifyNever}</option>
                {entity.fields
                  .filter((f) => f.type === 'choice')
                  .map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.label}
                    </option>
                  ))}
              </select>
            </label>
          </div>
          <TotalsEditor
            entity={entity}
            draft={draft}
            onChange={(totals) => update(entityIndex, { totals })}
          />
          {entity.rule === 'vinculada' ? (
            <label className="block text-xs font-medium text-stone-700">
              {o.linkField}
              <select
                className={`${select} mt-1 w-full`}
                value={entity.linkField ?? ''}
                onChange={(e) => {
                  const linkField = e.target.value || undefined;
                  const ref = entity.fields.find((f) => f.key === linkField)?.ref;
                  // The person it points at names its account by its first email field.
                  setDraft(
                    draft.map((x, j) => {
                      if (j === entityIndex) return { ...x, linkField };
                      if (x.key !== ref || x.accountField) return x;
                      const email = x.fields.find((f) => f.type === 'email');
                      return email ? { ...x, accountField: email.key } : x;
                    }),
                  );
                }}
              >
                <option value="">{o.chooseLinkField}</option>
                {entity.fields
                  .filter((f) => f.type === 'reference')
                  .map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.label}
                    </option>
                  ))}
              </select>
            </label>
          ) : null}
          {entity.fields.some((f) => f.type === 'email') &&
          (entity.accountField !== undefined ||
            draft.some(
              (x) =>
                x.rule === 'vinculada' &&
                x.fields.some((f) => f.key === x.linkField && f.ref === entity.key),
            )) ? (
            <label className="block text-xs font-medium text-stone-700">
              {o.accountField}
              <select
                className={`${select} mt-1 w-full`}
                value={entity.accountField ?? ''}
                onChange={(e) => update(entityIndex, { accountField: e.target.value || undefined })}
              >
                <option value="">{o.noAccountField}</option>
                {entity.fields
                  .filter((f) => f.type === 'email')
                  .map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.label}
                    </option>
                  ))}
              </select>
            </label>
          ) : null}
          <div className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(move(draft, entityIndex, entityIndex - 1));
                setOpen(entityIndex - 1);
              }}
              disabled={entityIndex === 0}
            >
              <ArrowUp className="h-4 w-4" aria-hidden="true" /> {o.moveUp}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(move(draft, entityIndex, entityIndex + 1));
                setOpen(entityIndex + 1);
              }}
              disabled={entityIndex === draft.length - 1}
            >
              <ArrowDown className="h-4 w-4" aria-hidden="true" /> {o.moveDown}
            </Button>
            <a className={buttonClass('outline', 'sm')} href={csvHref(projectId, entity.key)}>
              <Download className="h-4 w-4" aria-hidden="true" /> {o.downloadCsv}
            </a>
            {stored?.entities.some((e) => e.key === entity.key) ? (
              <CsvImportButton
                projectId={projectId}
                entity={stored.entities.find((e) => e.key === entity.key) ?? stored.entities[0]}
              />
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              disabled={draft.length === 1}
              onClick={() => {
                setDraft(draft.filter((_, j) => j !== entityIndex));
                setOpen(0);
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" /> {o.remove}
            </Button>
          </div>
          <ul className="space-y-2">
            {entity.fields.map((field, k) => (
              <li
                key={field.key}
                className="grid gap-2 rounded-lg bg-stone-50 p-2 sm:grid-cols-[1fr_9rem_auto]"
              >
                <Input
                  aria-label={`${o.rename}: ${field.label}`}
                  value={field.label}
                  onChange={(e) => updateField(entityIndex, k, { label: e.target.value })}
                  className="h-9"
                />
                <select
                  aria-label={`${o.fieldType}: ${field.label}`}
                  className={select}
                  value={field.type}
                  onChange={(e) => {
                    const type = e.target.value as FieldType;
                    updateField(entityIndex, k, {
                      type,
                      options: type === 'choice' ? (field.options ?? ['Sí', 'No']) : undefined,
                      ref:
                        type === 'reference'
                          ? (field.ref ??
                            draft.find((x) => x.key !== entity.key)?.key ??
                            entity.key)
                          : undefined,
                    });
                  }}
                >
                  {FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {FIELD_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
                <div className="flex items-center gap-1">
                  <label className="flex items-center gap-1 text-xs text-stone-700">
                    <input
                      type="checkbox"
                      checked={field.required}
                      onChange={(e) => updateField(entityIndex, k, { required: e.target.checked })}
                    />
                    {o.required}
                  </label>
                  <label
                    className="flex items-center gap-1 text-xs text-stone-700"
                    title={o.teamOnlyHint}
                  >
                    <input
                      type="checkbox"
                      checked={field.teamOnly === true}
                      onChange={(e) =>
                        updateField(entityIndex, k, {
                          teamOnly: e.target.checked ? true : undefined,
                        })
                      }
                    />
                    {o.teamOnly}
                  </label>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${o.moveUp}: ${field.label}`}
                    onClick={() => update(entityIndex, { fields: move(entity.fields, k, k - 1) })}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${o.moveDown}: ${field.label}`}
                    onClick={() => update(entityIndex, { fields: move(entity.fields, k, k + 1) })}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${o.remove}: ${field.label}`}
                    disabled={entity.fields.length === 1}
                    onClick={() =>
                      update(entityIndex, { fields: entity.fields.filter((_, j) => j !== k) })
                    }
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                {field.type === 'choice' ? (
                  <Input
                    aria-label={`${o.options}: ${field.label}`}
                    placeholder={o.options}
                    defaultValue={(field.options ?? []).join(', ')}
                    onBlur={(e) =>
                      updateField(entityIndex, k, {
                        options: e.target.value
                          .split(',')
                          .map((s) => s.trim())
                          .filter(Boolean),
                      })
                    }
                    className="h-9 sm:col-span-3"
                  />
                ) : null}
                {field.type === 'reference' ? (
                  <label className="text-xs text-stone-700 sm:col-span-3">
                    {o.reference}{' '}
                    <select
                      className={select}
                      value={field.ref ?? ''}
                      onChange={(e) => updateField(entityIndex, k, { ref: e.target.value })}
                    >
                      {draft.map((x) => (
                        <option key={x.key} value={x.key}>
                          {x.labelPlural || x.label}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              const label = `Campo ${entity.fields.length + 1}`;
              update(entityIndex, {
                fields: [
                  ...entity.fields,
                  {
                    key: uniqueKey(
                      label,
                      entity.fields.map((f) => f.key),
                      'campo',
                    ),
                    label,
                    type: 'text',
                    required: false,
                  },
                ],
              });
            }}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> {o.addField}
          </Button>
          {(stored?.entities.find((e) => e.key === entity.key)?.removedFields ?? []).length ? (
            <div className="rounded-lg border border-amber-200 bg-amber-50 p-2 text-sm">
              <p className="font-medium text-amber-900">{o.removedFields}</p>
              <ul className="mt-1 space-y-1">
                {stored?.entities
                  .find((e) => e.key === entity.key)
                  ?.removedFields.map((removed) => (
                    <li key={removed.key} className="flex items-center justify-between gap-2">
                      <span>{removed.label}</span>
                      <ConfirmDialog
                        trigger={
                          <Button size="sm" variant="outline">
                            {o.confirmRemoval}
                          </Button>
                        }
                        title={o.confirmRemoval}
                        description={`«${removed.label}»`}
                        confirmLabel={o.confirmRemoval}
                        onConfirm={() =>
                          confirmRemoval.mutate(
                            { entityKey: entity.key, fieldKey: removed.key },
                            {
                              onSuccess: () => showToast('success', o.removalConfirmed),
                              onError: (err) => showToast('error', errorMessage(err)),
                            },
                          )
                        }
                      />
                    </li>
                  ))}
              </ul>
            </div>
          ) : null}
          <div className="rounded-lg border border-dashed border-stone-300 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              {o.preview}
            </p>
            <p className="mt-1 font-semibold text-stone-900">
              {entity.labelPlural || entity.label}
            </p>
            <p className="text-xs text-stone-600">{appMessages.rules[entity.rule]}</p>
            <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
              {entity.fields.map((f) => (
                <li key={f.key} className="rounded border border-stone-200 bg-white px-2 py-1">
                  {f.label}
                  {f.required ? ' *' : ''}{' '}
                  <span className="text-xs text-stone-500">({FIELD_TYPE_LABELS[f.type]})</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {error ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={save.isPending}
          onClick={async () => {
            setError(null);
            // Labels are what the owner edits; keys of new items follow their labels.
            try {
              await save.mutateAsync({ ...toInput(draft), team: definition.data?.team });
              showToast('success', o.saved);
            } catch (err) {
              setError(errorMessage(err));
            }
          }}
        >
          {o.save}
        </Button>
        {examples > 0 ? (
          <Button
            variant="outline"
            disabled={removeExamples.isPending}
            onClick={() =>
              removeExamples.mutate(undefined, {
                onSuccess: (n) => showToast('success', fill(o.examplesRemoved, { count: n })),
                onError: (err) => showToast('error', errorMessage(err)),
              })
            }
            data-testid="remove-examples"
          >
            {o.removeExamples} ({examples})
          </Button>
        ) : null}
      </div>
    </PanelCard>
  );
}
