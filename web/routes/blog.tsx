import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero, Section } from '../features/marketing/components/layout.tsx';
import { type BlogPost, formatPostDate, POSTS } from '../features/marketing/content/blog.ts';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
      <span className="font-semibold text-brand-700">{post.category}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishedAt}>{formatPostDate(post)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {post.readingMinutes} min de lectura
      </span>
    </p>
  );
}

export default function BlogPage() {
  const [featured, ...rest] = [...POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Guías para pasar de una idea a una app publicada"
        lead={
          <p>
            Producto, ingeniería, IA y cumplimiento normativo, escritos por el equipo que construye
            Forja y los proyectos de nuestros clientes.
          </p>
        }
      />
      <Section>
        <article className="group relative grid gap-8 rounded-3xl border border-stone-200 bg-gradient-to-br from-brand-50 to-white p-8 shadow-sm sm:p-10 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <PostMeta post={featured} />
            <h2 className="mt-4 text-balance text-3xl font-bold tracking-tight text-stone-950">
              <Link to={`/blog/${featured.slug}`} className="after:absolute after:inset-0">
                {featured.title}
              </Link>
            </h2>
            <p className="mt-4 text-lg leading-8 text-stone-700">{featured.description}</p>
          </div>
          <div className="flex items-end justify-between gap-4 lg:flex-col lg:items-end">
            <p className="text-sm text-stone-700">
              <span className="block font-semibold text-stone-950">{featured.author}</span>
              {featured.authorRole}
            </p>
            <span className="inline-flex items-center gap-1 font-semibold text-brand-700">
              Leer artículo{' '}
              <ArrowRight
                className="h-4 w-4 transition group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
          </div>
        </article>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {rest.map((p) => (
            <li key={p.slug}>
              <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md">
                <PostMeta post={p} />
                <h2 className="mt-3 text-xl font-bold tracking-tight text-stone-950">
                  <Link to={`/blog/${p.slug}`} className="after:absolute after:inset-0">
                    {p.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-stone-700">{p.description}</p>
                <p className="mt-5 text-sm text-stone-600">
                  Por <span className="font-medium text-stone-800">{p.author}</span>
                </p>
              </article>
            </li>
          ))}
        </ul>
        <NewsletterForm className="mt-12" title="Recibe el próximo artículo en tu correo" />
      </Section>
    </>
  );
}
