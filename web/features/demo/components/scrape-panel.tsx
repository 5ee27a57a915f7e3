import { Globe, Link2, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDemoScrapes, useScrape } from '../api.ts';
import { DemoPanel, fieldClass } from '../theme.tsx';

export function ScrapePanel() {
  const scrapes = useDemoScrapes();
  const scrape = useScrape();
  const [url, setUrl] = useState('');
  const latest = scrape.data?.scrape ?? scrapes.data?.scrapes[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product-spec.md §5: an empty URL is ignored.
    if (!url.trim()) return;
    scrape.mutate(url.trim());
  };

  return (
    <DemoPanel
      title="Análisis de URL"
      icon={<Globe className="h-5 w-5 text-brand-600" aria-hidden="true" />}
    >
      <form onSubmit={onSubmit} className="space-y-2">
        <label htmlFor="scrape-url" className="block text-sm font-medium">
          Dirección del sitio
        </label>
        <div className="flex gap-2">
          <input
            id="scrape-url"
            type="text"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://ejemplo.com"
            className={`${fieldClass} h-10 min-w-0 flex-1`}
          />
          <Button type="submit" disabled={scrape.isPending || !url.trim()}>
            {scrape.isPending ? (
              <Spinner className="h-4 w-4 text-white" label="Analizando…" />
            ) : (
              <Search className="h-4 w-4" aria-hidden="true" />
            )}
            Analizar
          </Button>
        </div>
        <p className="text-xs text-(--d-muted)">
          Cada análisis usa 1 crédito de integración de tu plan.
        </p>
      </form>
      {latest ? (
        <article
          className="space-y-2 rounded-xl border border-(--d-border) p-3"
          data-testid="scrape-result"
        >
          <p className="truncate text-xs text-(--d-muted)">{latest.url}</p>
          <h3 className="font-semibold">{latest.title ?? 'Sin título'}</h3>
          <p className="text-sm text-(--d-muted)">{latest.description ?? 'Sin descripción.'}</p>
          {latest.links.length > 0 ? (
            <ul className="space-y-1">
              {latest.links.map((link) => (
                <li key={link} className="flex items-center gap-1.5 text-sm">
                  <Link2 className="h-3.5 w-3.5 shrink-0 text-(--d-muted)" aria-hidden="true" />
                  <a
                    href={link}
                    target="_blank"
                    rel="noreferrer noopener nofollow"
                    className="truncate underline underline-offset-2"
                  >
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-(--d-muted)">La página no tiene enlaces.</p>
          )}
        </article>
      ) : null}
    </DemoPanel>
  );
}
