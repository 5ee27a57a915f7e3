import { ChevronDown, Cpu, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { fill, messages } from '../../../../contracts/messages.ts';
import type { ProjectConcept } from '../../../../contracts/projects.ts';
import { DataModelView } from '../../../components/data-model-view.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
import { formatDate } from '../../../lib/format.ts';
import { categoryLabel, complexityLabel, engineLabel } from '../concept-labels.ts';
import { ConceptPreview } from './concept-preview.tsx';

const t = messages.concept;
const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium';

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-stone-900">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** The owner page's view of what the builder generated for this project. */
export function ConceptCard({ name, concept }: { name: string; concept: ProjectConcept }) {
  const titleId = useId();
  return (
    <Card
      role="region"
      className="overflow-hidden"
      aria-labelledby={titleId}
      data-testid="concept-card"
    >
      <div className="grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="border-b border-stone-200 bg-stone-50 p-4 sm:p-6 md:border-r md:border-b-0">
          <ConceptPreview
            src={concept.previewUrl}
            alt={fill(t.previewAlt, { name })}
            className="aspect-square w-full rounded-xl border border-stone-200 shadow-sm"
          />
        </div>
        <div className="min-w-0 space-y-5 p-5 sm:p-6">
          <header className="space-y-3">
            <h2 id={titleId} className="text-lg font-semibold text-stone-950">
              {t.cardTitle}
            </h2>
            <ul className="flex flex-wrap gap-2" aria-label="Datos del concepto">
              <li className={`${pill} bg-brand-100 text-brand-900`}>
                <span className="sr-only">{t.category}: </span>
                {categoryLabel(concept.category)}
              </li>
              <li className={`${pill} bg-stone-100 text-stone-800`}>
                {t.complexity}: {complexityLabel(concept.complexity)}
              </li>
              <li
                className={`${pill} ${concept.aiGenerated ? 'bg-violet-100 text-violet-900' : 'bg-stone-100 text-stone-800'}`}
              >
                {concept.aiGenerated ? (
                  <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
                ) : (
                  <Cpu className="h-3.5 w-3.5" aria-hidden="true" />
                )}
                {engineLabel(concept.aiGenerated)}
                {concept.generatedAt ? ` · ${formatDate(concept.generatedAt)}` : ''}
              </li>
            </ul>
          </header>
          {concept.prompt ? (
            <Block title={t.originalPrompt}>
              <blockquote className="rounded-lg border-l-4 border-brand-300 bg-brand-50 px-4 py-3 text-sm text-stone-800 italic">
                {concept.prompt}
              </blockquote>
            </Block>
          ) : null}
          {concept.features.length > 0 ? (
            <Block title={t.features}>
              <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
                {concept.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </Block>
          ) : null}
          {concept.techStack.length > 0 ? (
            <Block title={t.techStack}>
              <ul className="flex flex-wrap gap-1.5">
                {concept.techStack.map((s) => (
                  <li
                    key={s}
                    className="rounded-md border border-stone-200 bg-stone-50 px-2 py-0.5 text-xs text-stone-800"
                  >
                    {s}
                  </li>
                ))}
              </ul>
            </Block>
          ) : null}
        </div>
      </div>
      {concept.userStories.length > 0 ? (
        <div className="border-t border-stone-200 p-5 sm:p-6">
          <Block title={t.userStories}>
            <ol className="grid gap-2 text-sm text-stone-700 md:grid-cols-2">
              {concept.userStories.map((s) => (
                <li key={s} className="rounded-lg bg-stone-50 px-3 py-2">
                  {s}
                </li>
              ))}
            </ol>
          </Block>
        </div>
      ) : null}
      <div className="border-t border-stone-200 p-5 sm:p-6">
        <DataModelView
          model={concept.dataModel}
          level={3}
          className="md:grid-cols-2 xl:grid-cols-3"
        />
      </div>
      {concept.detailedSpecHtml ? (
        <details className="group border-t border-stone-200">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-5 py-4 text-sm font-semibold text-stone-900 hover:bg-stone-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            {t.showSpec}
            <ChevronDown
              className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-6 text-stone-800 sm:px-6">
            <SanitizedHtml html={concept.detailedSpecHtml} as="article" />
          </div>
        </details>
      ) : null}
    </Card>
  );
}
