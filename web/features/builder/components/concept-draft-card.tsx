import { Loader2 } from 'lucide-react';
import type { ConceptDraft } from '../../../../contracts/builder.ts';
import {
  CATEGORY_LABELS,
  COMPLEXITY_LABELS,
  type Complexity,
  type ConceptCategory,
} from '../../../../contracts/concept.ts';
import { messages } from '../../../../contracts/messages.ts';

// The result card while a model writes the concept (issue 12): each field appears as the
// NDJSON stream's partial lines bring it, in the layout of the final card, so the saved
// project replaces it without a jump.

function Placeholder({ className }: { className: string }) {
  return <span className={`block animate-pulse rounded bg-stone-200 ${className}`} />;
}

export function ConceptDraftCard({ draft }: { draft: ConceptDraft }) {
  const category = draft.category
    ? (CATEGORY_LABELS[draft.category as ConceptCategory] ?? draft.category)
    : null;
  const complexity = draft.estimatedComplexity
    ? (COMPLEXITY_LABELS[draft.estimatedComplexity as Complexity] ?? null)
    : null;
  return (
    <article
      aria-busy="true"
      aria-label={messages.aiModels.writingConcept}
      className="overflow-hidden rounded-2xl border border-brand-200 bg-white shadow-sm"
      data-testid="draft-card"
    >
      <div className="grid gap-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex min-h-40 flex-col items-center justify-center gap-3 border-b border-stone-200 bg-stone-100 p-6 text-center text-sm text-stone-700 md:border-r md:border-b-0">
          <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden="true" />
          <p role="status">{messages.aiModels.writingConcept}</p>
        </div>
        <div className="space-y-5 p-5 sm:p-6">
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
              {category ? (
                <span className="rounded-full bg-brand-100 px-2.5 py-1 text-brand-900">
                  {category}
                </span>
              ) : (
                <Placeholder className="h-6 w-24 rounded-full" />
              )}
              {complexity ? (
                <span className="rounded-full bg-stone-100 px-2.5 py-1 text-stone-800">
                  Complejidad: {complexity}
                </span>
              ) : null}
            </div>
            <h3
              className="min-h-8 text-2xl font-bold tracking-tight text-stone-950"
              data-testid="draft-name"
            >
              {draft.name ?? <Placeholder className="h-8 w-48" />}
            </h3>
            {draft.description ? (
              <p className="text-stone-700">{draft.description}</p>
            ) : (
              <div className="space-y-2">
                <Placeholder className="h-4 w-full" />
                <Placeholder className="h-4 w-2/3" />
              </div>
            )}
          </header>

          <section aria-label="Funcionalidades clave">
            <h4 className="text-sm font-semibold text-stone-900">Funcionalidades clave</h4>
            {draft.features ? (
              <ul
                className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700"
                data-testid="draft-features"
              >
                {draft.features.map((f, i) => (
                  // The last item grows while the model writes it: its position is its identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={i}>{f}</li>
                ))}
              </ul>
            ) : (
              <div className="mt-2 space-y-2">
                <Placeholder className="h-4 w-3/4" />
                <Placeholder className="h-4 w-1/2" />
              </div>
            )}
          </section>

          {draft.techStack ? (
            <section aria-label="Stack tecnológico">
              <h4 className="text-sm font-semibold text-stone-900">Stack tecnológico</h4>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {draft.techStack.map((t, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: the last item is still being written
                    key={i}
                    className="rounded-md border border-stone-200 bg-stone-50 px-2 py-0.5 text-xs text-stone-800"
                  >
                    {t}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {draft.userStories ? (
            <section aria-label="Historias de usuario">
              <h4 className="text-sm font-semibold text-stone-900">Historias de usuario</h4>
              <ol className="mt-2 space-y-1.5 text-sm text-stone-700">
                {draft.userStories.slice(0, 3).map((s, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the last item is still being written
                  <li key={i} className="rounded-lg bg-stone-50 px-3 py-2">
                    {s}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
