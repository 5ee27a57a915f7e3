import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, CASE_PAGES, SERVICE_PAGES } from './marketing.ts';
import { FALLBACK_DESCRIPTION, matchPage, PAGES, pageTitle } from './routes.ts';

describe('the page registry', () => {
  it('matches literal paths and :params, ignoring a trailing slash', () => {
    expect(matchPage('/pricing')?.page.pattern).toBe('/pricing');
    expect(matchPage('/pricing/')?.page.pattern).toBe('/pricing');
    expect(matchPage('/proyecto/nuevo')?.page.pattern).toBe('/proyecto/nuevo');
    expect(matchPage('/proyecto/mi-app')).toEqual({
      page: expect.objectContaining({ pattern: '/proyecto/:slug', access: 'auth' }),
      params: { slug: 'mi-app' },
    });
    expect(matchPage('/nada')).toBeNull();
  });

  it('gives every service, case and article its own page, and no page to an unknown slug', () => {
    for (const [base, list] of [
      ['/servicios', SERVICE_PAGES],
      ['/casos', CASE_PAGES],
      ['/blog', BLOG_POSTS],
    ] as const) {
      for (const entry of list) {
        const match = matchPage(`${base}/${entry.slug}`);
        expect(match?.page).toEqual({
          pattern: `${base}/${entry.slug}`,
          title: entry.title,
          description: entry.description,
          access: 'public',
        });
      }
      expect(matchPage(`${base}/no-existe`)).toBeNull();
    }
  });

  it('keeps the server rendering to public pages', () => {
    expect(matchPage('/create')?.page.access).toBe('session');
    expect(matchPage('/demo/app')?.page.access).toBe('demo-auth');
    expect(matchPage('/p/mi-app')?.page.access).toBe('public');
    expect(FALLBACK_DESCRIPTION).toBe(PAGES['/'].description);
    expect(pageTitle('Precios')).toBe('Precios · Forja');
    expect(pageTitle(PAGES['/'].title)).toBe(PAGES['/'].title);
  });
});
