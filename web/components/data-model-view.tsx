import { Globe, Inbox, Library, Link2, Lock, UserRound } from 'lucide-react';
import { useId } from 'react';
import {
  type AccessRule,
  type DataField,
  type DataModel,
  FIELD_TYPE_LABELS,
} from '../../contracts/data-model.ts';
import { messages } from '../../contracts/messages.ts';
import { cn } from '../lib/cn.ts';

// "Modelo de datos" (issue 19): the entities a concept's app keeps, as the builder's result
// card and the project's owner page show them. One component for both places.

const t = messages.concept;

const RULE_STYLE: Record<AccessRule, { className: string; Icon: typeof Globe }> = {
  publica: { className: 'bg-sky-100 text-sky-900', Icon: Globe },
  catalogo: { className: 'bg-amber-100 text-amber-900', Icon: Library },
  privada: { className: 'bg-stone-100 text-stone-800', Icon: Lock },
  formulario: { className: 'bg-emerald-100 text-emerald-900', Icon: Inbox },
  propia: { className: 'bg-violet-100 text-violet-900', Icon: UserRound },
  vinculada: { className: 'bg-rose-100 text-rose-900', Icon: Link2 },
};

function FieldType({ field, labels }: { field: DataField; labels: Map<string, string> }) {
  if (field.type === 'reference' && field.ref) {
    return (
      <>
        <span aria-hidden="true">→ </span>
        <span className="sr-only">{t.dataModelReferenceTo} </span>
        <span className="font-medium text-stone-800">{labels.get(field.ref) ?? field.ref}</span>
      </>
    );
  }
  return (
    <>
      {FIELD_TYPE_LABELS[field.type]}
      {field.type === 'choice' && field.options ? `: ${field.options.join(', ')}` : ''}
    </>
  );
}

/**
 * Each entity with its access rule and its fields (Spanish type names, required marks,
 * choice options, references by the target's label). `level` is the section heading's level;
 * entity names are one level below it.
 */
export function DataModelView({
  model,
  level,
  className,
}: {
  model: DataModel;
  level: 3 | 4;
  className?: string;
}) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  const EntityHeading = level === 3 ? 'h4' : 'h5';
  const labels = new Map(model.entities.map((e) => [e.key, e.label]));
  return (
    <section aria-labelledby={headingId} data-testid="data-model">
      <Heading id={headingId} className="text-sm font-semibold text-stone-900">
        {t.dataModel}
      </Heading>
      <p className="mt-1 text-sm text-stone-600">
        {t.dataModelIntro}{' '}
        {/* Each required field says so to a screen reader; the legend is for the eye. */}
        <span aria-hidden="true" className="whitespace-nowrap">
          <span className="font-semibold text-brand-800">*</span> {t.dataModelRequiredLegend}
        </span>
      </p>
      <ul className={cn('mt-3 grid items-start gap-3', className)}>
        {model.entities.map((entity) => {
          const rule = RULE_STYLE[entity.rule];
          return (
            <li key={entity.key} className="min-w-0 rounded-xl border border-stone-200 bg-white">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 bg-stone-50 px-3 py-2">
                <EntityHeading className="min-w-0 font-semibold break-words text-stone-950">
                  {entity.label}
                </EntityHeading>
                <span
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
                    rule.className,
                  )}
                >
                  <rule.Icon className="h-3.5 w-3.5" aria-hidden="true" />
                  <span className="sr-only">{t.dataModelAccess}: </span>
                  {t.accessRules[entity.rule]}
                </span>
              </div>
              <dl className="divide-y divide-stone-100 px-3 text-sm">
                {entity.fields.map((field) => (
                  <div
                    key={field.key}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5"
                  >
                    <dt className="min-w-0 break-words text-stone-900">
                      {field.label}
                      {field.required ? (
                        <>
                          <span aria-hidden="true" className="ml-0.5 font-semibold text-brand-800">
                            *
                          </span>
                          <span className="sr-only"> ({t.dataModelRequired})</span>
                        </>
                      ) : null}
                    </dt>
                    <dd className="min-w-0 text-right break-words text-stone-600">
                      <FieldType field={field} labels={labels} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
