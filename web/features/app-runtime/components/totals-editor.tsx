import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { AppEntityInput, EntityTotal } from '../../../../contracts/app-definition.ts';
import { appMessages } from '../../../../contracts/app-messages.ts';
import { TOTALS_MAX, totalProblem } from '../../../../contracts/data-model.ts';
import { fill } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';

// The totals of a section in "Datos de la app" (issue 38 §4; decision 0237): what each record's
// detail counts or adds up of the records that point at it. Edited in the card's draft and
// saved with the rest; one the draft no longer supports is left out when saving.

const o = appMessages.owner;
const select =
  'h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 focus:border-brand-500 focus:outline-none';

/** The draft's totals that still hold (a field or section removed in the draft drops them). */
export function validTotals(entity: AppEntityInput, draft: AppEntityInput[]) {
  const totals = (entity.totals ?? []).filter((t) => totalProblem(entity, t, draft) === null);
  return totals.length > 0 ? totals : undefined;
}

export function TotalsEditor({
  entity,
  draft,
  onChange,
}: {
  entity: AppEntityInput;
  draft: AppEntityInput[];
  onChange: (totals: EntityTotal[] | undefined) => void;
}) {
  // Every (section, reference) that points at this section.
  const sources = draft.flatMap((from) =>
    from.fields
      .filter((f) => f.type === 'reference' && f.ref === entity.key)
      .map((via) => ({ from, via })),
  );
  const [source, setSource] = useState('');
  const [field, setField] = useState('');
  const [label, setLabel] = useState('');
  const labelId = useId();
  const totals = entity.totals ?? [];
  const chosen = sources.find((s) => `${s.from.key}.${s.via.key}` === source) ?? sources[0];
  const numbers = chosen?.from.fields.filter((f) => f.type === 'number' || f.type === 'money');
  const labelOf = (key: string) => draft.find((x) => x.key === key);
  const name = label.trim();
  const add = () => {
    if (!chosen || !name) return;
    const total: EntityTotal = {
      from: chosen.from.key,
      via: chosen.via.key,
      ...(field && { field }),
      label: name,
    };
    onChange([...totals, total]);
    setLabel('');
    setField('');
  };
  return (
    <fieldset
      className="space-y-2 rounded-lg border border-stone-200 p-3"
      data-testid="totals-editor"
    >
      <legend className="px-1 text-xs font-semibold text-stone-700">{o.totals}</legend>
      {totals.length > 0 ? (
        <ul className="space-y-1 text-sm text-stone-800">
          {totals.map((t) => {
            const from = labelOf(t.from);
            const summed = from?.fields.find((f) => f.key === t.field);
            const minusFrom = t.minus ? labelOf(t.minus.from) : undefined;
            const subtracted = minusFrom?.fields.find((f) => f.key === t.minus?.field);
            return (
              <li key={t.label} className="flex items-center justify-between gap-2">
                <span>
                  <strong>{t.label}</strong>:{' '}
                  {summed && subtracted
                    ? fill(o.totalBalanceOf, {
                        field: summed.label,
                        entities: from?.labelPlural ?? '',
                        minus: subtracted.label,
                        minusEntities: minusFrom?.labelPlural ?? '',
                      })
                    : summed
                      ? fill(o.totalSumOf, {
                          field: summed.label,
                          entities: from?.labelPlural ?? '',
                        })
                      : fill(o.totalCountOf, { entities: from?.labelPlural ?? t.from })}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={fill(o.removeTotal, { label: t.label })}
                  onClick={() => {
                    const rest = totals.filter((x) => x.label !== t.label);
                    onChange(rest.length > 0 ? rest : undefined);
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {sources.length === 0 ? (
        <p className="text-xs text-stone-600">{o.noTotalSource}</p>
      ) : totals.length < TOTALS_MAX ? (
        <div className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <label className="text-xs font-medium text-stone-700">
            {o.totalFrom}
            <select
              className={`${select} mt-1 w-full`}
              value={chosen ? `${chosen.from.key}.${chosen.via.key}` : ''}
              onChange={(e) => {
                setSource(e.target.value);
                setField('');
              }}
            >
              {sources.map((s) => (
                <option key={`${s.from.key}.${s.via.key}`} value={`${s.from.key}.${s.via.key}`}>
                  {fill(o.totalSource, {
                    entities: s.from.labelPlural ?? s.from.label,
                    field: s.via.label,
                  })}
                </option>
              ))}
            </select>
          </label>
          <label className="text-xs font-medium text-stone-700">
            {o.totalWhat}
            <select
              className={`${select} mt-1 w-full`}
              value={field}
              onChange={(e) => setField(e.target.value)}
            >
              <option value="">{o.totalCount}</option>
              {(numbers ?? []).map((f) => (
                <option key={f.key} value={f.key}>
                  {fill(o.totalSum, { field: f.label })}
                </option>
              ))}
            </select>
          </label>
          <div className="text-xs font-medium text-stone-700">
            <label htmlFor={labelId}>{o.totalLabel}</label>
            <Input
              id={labelId}
              className="mt-1"
              value={label}
              maxLength={60}
              onChange={(e) => setLabel(e.target.value)}
            />
          </div>
          <Button
            size="sm"
            variant="outline"
            onClick={add}
            disabled={!name || totals.some((t) => t.label === name)}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> {o.addTotal}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
