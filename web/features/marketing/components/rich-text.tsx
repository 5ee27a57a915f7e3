import type { ReactNode } from 'react';
import { Link } from 'react-router';

// Long-form copy (articles, legal pages) is written as blocks with a tiny inline syntax:
// **negrita**, `código` and [texto](/ruta). It renders to React elements, never to raw HTML.

export type Block =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'callout'; title: string; text: string }
  | { type: 'table'; head: string[]; rows: string[][] };

const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)|`(.+?)`/g;

export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    if (m[1]) {
      out.push(
        <strong key={at} className="font-semibold text-stone-950">
          {m[1]}
        </strong>,
      );
    } else if (m[4]) {
      out.push(
        <code
          key={at}
          className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-[0.85em] text-stone-900"
        >
          {m[4]}
        </code>,
      );
    } else if (m[2] && m[3]) {
      const href = m[3];
      const cls =
        'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700';
      out.push(
        href.startsWith('/') ? (
          <Link key={at} to={href} className={cls}>
            {m[2]}
          </Link>
        ) : (
          <a
            key={at}
            href={href}
            className={cls}
            {...(href.startsWith('http') ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
          >
            {m[2]}
          </a>
        ),
      );
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Heading ids for the table of contents: lowercase, no accents, hyphenated. */
export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function RichText({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-5 text-base leading-7 text-stone-700">
      {blocks.map((b, i) => {
        const key = `${b.type}-${i}`;
        switch (b.type) {
          case 'h2':
            return (
              <h2
                key={key}
                id={headingId(b.text)}
                className="scroll-mt-24 pt-6 text-2xl font-bold tracking-tight text-stone-950"
              >
                {b.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={key} className="pt-2 text-lg font-semibold text-stone-950">
                {b.text}
              </h3>
            );
          case 'p':
            return <p key={key}>{renderInline(b.text)}</p>;
          case 'ul':
            return (
              <ul key={key} className="list-disc space-y-2 pl-6 marker:text-brand-600">
                {b.items.map((item) => (
                  <li key={item}>{renderInline(item)}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol
                key={key}
                className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700"
              >
                {b.items.map((item) => (
                  <li key={item}>{renderInline(item)}</li>
                ))}
              </ol>
            );
          case 'quote':
            return (
              <figure
                key={key}
                className="border-l-4 border-brand-500 bg-brand-50/60 py-3 pl-5 pr-3"
              >
                <blockquote className="text-lg italic text-stone-800">
                  {renderInline(b.text)}
                </blockquote>
                {b.cite ? (
                  <figcaption className="mt-2 text-sm text-stone-600">— {b.cite}</figcaption>
                ) : null}
              </figure>
            );
          case 'callout':
            return (
              <aside key={key} className="rounded-xl border border-brand-200 bg-brand-50 p-5">
                <p className="font-semibold text-stone-950">{b.title}</p>
                <p className="mt-1 text-stone-700">{renderInline(b.text)}</p>
              </aside>
            );
          case 'table':
            return (
              <div key={key}>
                {/* Phones get one card per row: a five-column table does not fit in 390 px. */}
                <ul className="space-y-3 sm:hidden">
                  {b.rows.map((row) => (
                    <li
                      key={row.join('|')}
                      className="rounded-xl border border-stone-200 bg-white p-4"
                    >
                      <dl className="space-y-2 text-sm">
                        {row.map((cell, j) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns of a static table
                          <div key={`${j}-${cell}`}>
                            <dt className="font-semibold text-stone-950">{b.head[j]}</dt>
                            <dd>{renderInline(cell)}</dd>
                          </div>
                        ))}
                      </dl>
                    </li>
                  ))}
                </ul>
                <div className="hidden overflow-x-auto rounded-xl border border-stone-200 sm:block">
                  <table className="w-full min-w-[520px] text-left text-sm">
                    <thead className="bg-stone-50 text-stone-950">
                      <tr>
                        {b.head.map((h) => (
                          <th key={h} scope="col" className="px-4 py-3 font-semibold">
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-stone-200">
                      {b.rows.map((row) => (
                        <tr key={row.join('|')}>
                          {row.map((cell, j) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns of a static table
                            <td key={`${j}-${cell}`} className="px-4 py-3 align-top">
                              {renderInline(cell)}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
