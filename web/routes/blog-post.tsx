import { Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CtaBand } from '../features/marketing/components/layout.tsx';
import { headingId, RichText } from '../features/marketing/components/rich-text.tsx';
import { findPost, formatPostDate, POSTS } from '../features/marketing/content/blog.ts';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';
import NotFoundPage from './not-found.tsx';

export default function BlogPostPage() {
  const { slug } = useParams();
  const post = findPost(slug);
  if (!post) return <NotFoundPage />;
  const toc = post.body.filter((b) => b.type === 'h2').map((b) => (b as { text: string }).text);
  const others = POSTS.filter((p) => p.slug !== post.slug);

  return (
    <>
      <header className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <nav aria-label="Ruta de navegación" className="text-sm">
            <Link to="/blog" className="font-medium text-stone-600 hover:text-stone-950">
              ← Blog
            </Link>
          </nav>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">
            {post.category}
          </p>
          <h1 className="mt-3 text-balance text-4xl font-extrabold tracking-tight text-stone-950 sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-stone-700">{post.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-600">
            <span>
              <span className="font-semibold text-stone-950">{post.author}</span> ·{' '}
              {post.authorRole}
            </span>
            <time dateTime={post.publishedAt}>{formatPostDate(post)}</time>
            <span className="inline-flex items-center gap-1">
              <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {post.readingMinutes} min de
              lectura
            </span>
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[14rem_1fr_14rem]">
        <nav aria-label="En este artículo" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold text-stone-950">En este artículo</p>
            <ul className="mt-3 space-y-2 border-l border-stone-200 text-sm">
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
            </ul>
          </div>
        </nav>
        <article className="min-w-0">
          <RichText blocks={post.body} />
        </article>
      </div>

      <div className="mx-auto max-w-3xl px-4 pb-8">
        <NewsletterForm
          title="¿Te ha sido útil?"
          text="Recibe una guía como esta cada mes, además de novedades de Forja y casos reales. Sin spam."
        />
        <nav aria-label="Más artículos" className="mt-12">
          <h2 className="text-lg font-bold text-stone-950">Sigue leyendo</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {others.map((p) => (
              <li key={p.slug}>
                <Link
                  to={`/blog/${p.slug}`}
                  className="block h-full rounded-xl border border-stone-200 p-5 hover:border-brand-300"
                >
                  <span className="text-sm font-semibold text-brand-700">{p.category}</span>
                  <span className="mt-1 block font-semibold text-stone-950">{p.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <CtaBand
        title="Pon en práctica lo que acabas de leer"
        text="Describe tu idea en Forja y obtén el concepto, las historias de usuario y la especificación técnica en dos minutos."
      />
    </>
  );
}
