import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { LEGAL_UPDATED_AT } from '../content/legal.ts';
import { type Block, headingId, RichText } from './rich-text.tsx';

/** Privacy, terms and cookies share one layout: title, date, contents and the text. */
export function LegalPage({
  eyebrow,
  title,
  blocks,
  children,
}: {
  eyebrow: string;
  title: string;
  blocks: Block[];
  children?: ReactNode;
}) {
  const toc = blocks
    .filter((b): b is Extract<Block, { type: 'h2' }> => b.type === 'h2')
    .map((b) => b.text);
  return (
    <>
      <header className="border-b border-stone-200 bg-gradient-to-b from-stone-100 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-950 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-stone-600">
            Última actualización:{' '}
            <time dateTime={LEGAL_UPDATED_AT}>{formatDate(`${LEGAL_UPDATED_AT}T12:00:00`)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="Contenido de la página" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold text-stone-950">Contenido</p>
            <ol className="mt-3 space-y-2 border-l border-stone-200 text-sm">
              {toc.map((t) => (
                <li key={t}>
                  <a
                    href={`#${headingId(t)}`}
                    className="-ml-px block border-l border-transparent pl-3 text-stone-600 hover:border-brand-600 hover:text-stone-950"
                  >
                    {t}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="min-w-0 max-w-3xl">
          {children}
          <RichText blocks={blocks} />
        </div>
      </div>
    </>
  );
}
