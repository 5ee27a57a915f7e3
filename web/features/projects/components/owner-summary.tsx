import { Check, Copy, ExternalLink, Share2, WandSparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fill, messages } from '../../../../contracts/messages.ts';
import { type ProjectDetail, publicPath } from '../../../../contracts/projects.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ProjectBadges } from './status-badges.tsx';

const o = messages.ownerPage;

/** The project's public address: its stored URL, else this site's `/proyectos/{slug}`. */
export function projectUrl(project: Pick<ProjectDetail, 'publicUrl' | 'slug'>): string {
  return project.publicUrl ?? `${window.location.origin}${publicPath(project.slug)}`;
}

/**
 * The owner page's first screen (issue 41): the project's state, its three main actions (open
 * the running app, ask for a change, share) and the public address, whole, with a copy button.
 */
export function OwnerSummary({ project }: { project: ProjectDetail }) {
  const url = projectUrl(project);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(messages.projects.urlCopied);
    } catch {
      toast.error(o.copyFailed);
    }
  };
  const share = async () => {
    // The phone's own share sheet where there is one; elsewhere the link is copied.
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: fill(o.shareTitle, { name: project.name }), url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    await copy();
  };

  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid="owner-summary">
      <ProjectBadges project={project} />
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        {project.isPublic ? (
          <a
            href={`${publicPath(project.slug)}/app`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> {o.openApp}
          </a>
        ) : (
          <Button disabled title={o.appPrivate} className="w-full sm:w-auto">
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> {o.openApp}
          </Button>
        )}
        <div className="grid grid-cols-2 gap-2 sm:contents">
          <a
            href="#cambios"
            className={buttonClass('outline', 'md', 'w-full whitespace-nowrap px-3 sm:w-auto')}
          >
            <WandSparkles className="h-4 w-4" aria-hidden="true" /> {o.askChange}
          </a>
          <Button
            variant="outline"
            onClick={share}
            disabled={!project.isPublic}
            className="w-full whitespace-nowrap px-3 sm:w-auto"
          >
            <Share2 className="h-4 w-4" aria-hidden="true" /> {o.share}
          </Button>
        </div>
      </div>
      {project.isPublic ? null : <p className="text-sm text-stone-700">{o.appPrivate}</p>}
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-3">
        <p className="text-xs font-medium text-stone-700">{o.publicUrl}</p>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 flex-1 font-mono text-sm break-all text-brand-800 underline-offset-2 hover:underline"
            data-testid="public-url"
          >
            {url}
          </a>
          <Button variant="outline" size="sm" onClick={copy} className="self-start sm:self-auto">
            {copied ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied ? o.linkCopied : o.copyLink}
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {copied ? o.linkCopied : ''}
        </p>
      </div>
    </Card>
  );
}

const SECTIONS = [
  ['concepto', o.sections.concept],
  ['app', o.sections.app],
  ['datos', o.sections.data],
  ['diseno', o.sections.design],
  ['tareas', o.sections.work],
  ['exportar', o.sections.export],
  ['analitica', o.sections.analytics],
] as const;

export type OwnerSectionId = (typeof SECTIONS)[number][0];

/** The section whose top has passed under the bar (the first one before any has). */
function useCurrentSection(ids: readonly string[], bar: React.RefObject<HTMLElement | null>) {
  const [current, setCurrent] = useState<string>(ids[0]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = (bar.current?.getBoundingClientRect().bottom ?? 0) + 32;
      let found = ids[0];
      // At the end of the page the last sections cannot reach the bar: the last one in
      // sight is the one being read.
      const atEnd =
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= (atEnd ? window.innerHeight - 80 : line)) found = id;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids, bar]);
  return current;
}

/**
 * The sticky bar under the site header that jumps to each part of the owner page; the part
 * on screen is marked (`aria-current`) and kept in sight when the bar scrolls sideways.
 */
export function SectionNav({ hasConcept }: { hasConcept: boolean }) {
  const bar = useRef<HTMLElement>(null);
  const sections = hasConcept ? SECTIONS : SECTIONS.filter(([id]) => id !== 'concepto');
  const [ids] = useState(() => sections.map(([id]) => id));
  const current = useCurrentSection(ids, bar);
  useEffect(() => {
    const link = bar.current?.querySelector<HTMLElement>(`a[href="#${current}"]`);
    const list = link?.closest('ul');
    if (!link || !list) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [current]);
  return (
    <nav
      ref={bar}
      aria-label={o.sectionNav}
      className="sticky top-16 z-30 -mx-4 border-y border-stone-200 bg-white/95 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
    >
      <ul className="flex gap-1 overflow-x-auto px-2 py-1.5 [scrollbar-width:none]">
        {sections.map(([id, label]) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              aria-current={current === id ? 'location' : undefined}
              className="inline-flex h-9 items-center rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100 aria-[current=location]:bg-brand-50 aria-[current=location]:text-brand-900"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
