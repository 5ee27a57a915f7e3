import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contracts/messages.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from './test-helpers.ts';

// The public project page as the server sends it (issue 9): complete HTML in the project's
// design, the unavailable card with 403/404, hostile content inert, ETag/304 caching and
// view counting by a beacon. Needs the built web app (`npm run build`), as `npm test` does.

let server: TestServer;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server);
});
afterAll(async () => {
  await server.close();
});

const origin = () => server.origin;
const put = (path: string, json: unknown) =>
  server.fetch(path, { method: 'PUT', cookie: owner.cookie, json });
const patchProject = (id: string, json: unknown) =>
  server.fetch(`/api/projects/${id}`, { method: 'PATCH', cookie: owner.cookie, json });

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await server.fetch(path, { headers });
  const html = await res.text();
  return { res, html, $: cheerio.load(html) };
}

/** Every element of the server HTML, with its attributes, for the "inert" checks. */
function expectInert($: cheerio.CheerioAPI) {
  // Scripts: only the app's module and the JSON state, which is never executed.
  $('script').each((_i, el) => {
    const type = $(el).attr('type');
    expect(['module', 'application/json']).toContain(type);
    if (type === 'module') expect($(el).attr('src')).toMatch(/^\/assets\//);
  });
  $('*').each((_i, el) => {
    for (const [name, value] of Object.entries(
      (el as unknown as { attribs: Record<string, string> }).attribs ?? {},
    )) {
      expect(name).not.toMatch(/^on/i);
      expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  });
  expect($('iframe, object, embed, svg[onload]').length).toBe(0);
  $('style').each((_i, el) => {
    const css = $(el).html() ?? '';
    expect(css).not.toMatch(/@import|<\/?script|url\(\s*['"]?(https?:)?\/\//i);
  });
}

describe('public project page (server-rendered HTML)', () => {
  it('arrives complete, in the project’s design, with the data the browser hydrates from', async () => {
    const p = await createProject(server, owner, {
      name: 'Huerto Vecinal',
      description: 'Reserva parcelas y turnos de riego con tus vecinos.',
    });
    await put(`/api/projects/${p.id}/design`, {
      primaryColor: '#15803d',
      secondaryColor: '#0e7490',
      theme: 'dark',
      layout: 'dashboard',
      customCss: 'h2 { letter-spacing: 0.02em; }',
    });
    await put(`/api/projects/${p.id}/notes`, {
      content: '## Riegos\n\n**Lunes** y jueves.',
      isPublic: true,
    });
    // A task the owner wrote shows; the starter ones stay the owner's (decision 0230).
    await server.fetch(`/api/projects/${p.id}/tasks`, {
      cookie: owner.cookie,
      json: { title: 'Comprar semillas de tomate' },
    });

    for (const path of [`/proyectos/${p.slug}`, `/p/${p.slug}`]) {
      const { res, $ } = await page(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const main = $('main#contenido');
      expect(main.find('h1').text()).toBe('Huerto Vecinal');
      expect(main.text()).toContain('Reserva parcelas y turnos de riego con tus vecinos.');
      expect(main.text()).toContain('Comprar semillas de tomate');
      expect(main.text()).not.toContain('Definir el alcance del proyecto');
      expect(main.find('h2:contains("Riegos")').length).toBe(1);
      expect(main.find('strong').text()).toContain('Lunes');
      const themed = main.find('[data-theme="dark"][data-layout="dashboard"]');
      expect(themed.length).toBe(1);
      expect(themed.attr('style')).toContain('--pp-primary:#15803d');
      expect(themed.attr('style')).toContain('--pp-secondary:#0e7490');
      expect(main.find('style').html()).toMatch(/\.forja-proyecto[^{]*h2\s*\{\s*letter-spacing/);
      // The browser's query cache, so hydration needs no request.
      const state = JSON.parse($('#forja-state').text());
      expect(state.status).toBe(200);
      expect(state.queries.queries[0].queryKey).toEqual(['public-project', p.slug]);
      expect($('title').text()).toBe('Huerto Vecinal · Forja');
      expect($('meta[property="og:image"]').attr('content')).toMatch(
        new RegExp(`/og/proyectos/${p.slug}\\.png\\?v=`),
      );
    }
  });

  it('answers a private project with 403 and the unavailable card, a missing one with 404', async () => {
    const p = await createProject(server, owner, { name: 'Secreto' });
    await patchProject(p.id, { isPublic: false });
    const priv = await page(`/proyectos/${p.slug}`);
    expect(priv.res.status).toBe(403);
    expect(priv.res.headers.get('cache-control')).toBe('no-cache');
    expect(priv.$('main h1').text()).toBe('Proyecto no disponible');
    expect(priv.$('main').text()).not.toContain('Secreto');
    expect(priv.html).not.toContain('Definir el alcance del proyecto');
    expect(JSON.parse(priv.$('#forja-state').text()).status).toBe(403);

    const missing = await page('/proyectos/no-existe-nada');
    expect(missing.res.status).toBe(404);
    expect(missing.$('main h1').text()).toBe('Proyecto no encontrado');
  });

  it('keeps hostile names, descriptions, Markdown and CSS inert in the HTML', async () => {
    const hostileName = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const p = await createProject(server, owner, {
      name: hostileName,
      description: '"><svg onload=alert(3)> </title><script>alert(4)</script> $& $1 $`',
    });
    await put(`/api/projects/${p.id}/notes`, {
      content:
        '<script>alert(5)</script>\n\n<img src=x onerror="alert(6)">\n\n[clic](javascript:alert(7))\n\n<iframe src="https://evil.example"></iframe>\n\n</script><!--',
      isPublic: true,
    });
    await put(`/api/projects/${p.id}/design`, {
      primaryColor: '#15803d',
      secondaryColor: '#0e7490',
      theme: 'modern',
      layout: 'grid',
      customCss:
        'p { color: red } </style><script>alert(8)</script><style> @import url("https://evil.example/x.css"); h2 { background: url(https://evil.example/t.png) }',
    });
    const { res, html, $ } = await page(`/proyectos/${p.slug}`);
    expect(res.status).toBe(200);
    expectInert($);
    expect(html).not.toMatch(/<script>alert|alert\([1-8]\)<\/script>/);
    // The text is shown as text, exactly.
    expect($('main h1').text()).toBe(hostileName);
    expect($('title').text()).toBe(`${hostileName} · Forja`);
    expect($('main').text()).toContain('$& $1 $`');
    // The JSON state cannot end its element early, and still reads back exactly.
    const raw = html.slice(html.indexOf('id="forja-state">'));
    expect(raw.slice(0, raw.indexOf('</script>'))).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse($('#forja-state').text()).queries.queries[0].state.data.project.name).toBe(
      hostileName,
    );
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, and changes its ETag with the project', async () => {
    const p = await createProject(server, owner, { name: 'Con caché' });
    const first = await page(`/proyectos/${p.slug}`);
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.res.headers.get('cache-control')).toMatch(
      /public.*s-maxage=\d+.*stale-while-revalidate=\d+/,
    );
    const lastModified = first.res.headers.get('last-modified')!;
    expect(Date.parse(lastModified)).not.toBeNaN();

    const again = await server.fetch(`/proyectos/${p.slug}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const byDate = await server.fetch(`/proyectos/${p.slug}`, {
      headers: { 'if-modified-since': lastModified },
    });
    expect(byDate.status).toBe(304);
    const other = await server.fetch(`/proyectos/${p.slug}`, {
      headers: { 'if-none-match': 'W/"otra"' },
    });
    expect(other.status).toBe(200);

    // A change to the project is a new version: new ETag, new content, no 304 for the old.
    await new Promise((r) => setTimeout(r, 5));
    await patchProject(p.id, { name: 'Con caché renovada' });
    const changed = await server.fetch(`/proyectos/${p.slug}`, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('Con caché renovada');
  });

  it('counts a server-rendered visit by its beacon, never by serving the HTML, and never the owner’s', async () => {
    const p = await createProject(server, owner, { name: 'Contador' });
    const count = async () =>
      (
        (await (await server.fetch(`/api/projects/${p.id}`, { cookie: owner.cookie })).json()) as {
          project: { viewCount: number };
        }
      ).project.viewCount;
    await page(`/proyectos/${p.slug}`);
    await page(`/proyectos/${p.slug}`);
    expect(await count()).toBe(0);

    const beacon = (cookie?: string) =>
      server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}/views`, {
        method: 'POST',
        cookie,
      });
    const visit = await beacon();
    expect(visit.status).toBe(200);
    expect(await visit.json()).toEqual({ viewCount: 1 });
    expect(await (await beacon(owner.cookie)).json()).toEqual({ viewCount: 1 });
    const together = await Promise.all(Array.from({ length: 5 }, () => beacon()));
    expect(await count()).toBe(6);
    // Visits in the same instant each see the count they made, as the page shows it.
    const seen = await Promise.all(
      together.map(async (r) => ((await r.json()) as { viewCount: number }).viewCount),
    );
    expect(seen.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);

    // A foreign page cannot count visits (state-changing request from another origin).
    const foreign = await server.fetch(
      `/api/functions/public-project-get/proyectos/${p.slug}/views`,
      {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(foreign.status).toBe(403);
    await patchProject(p.id, { isPublic: false });
    expect((await beacon()).status).toBe(403);
    expect(
      (
        await server.fetch('/api/functions/public-project-get/proyectos/nada/views', {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
    expect(origin()).toBeTruthy();
  });

  it('draws a PNG Open Graph card of 1200×630 for public projects and marketing pages', async () => {
    const p = await createProject(server, owner, { name: 'Tarjeta <b>OG</b>' });
    for (const path of [`/og/proyectos/${p.slug}.png`, '/og/sitio.png?ruta=%2Fpricing']) {
      const res = await server.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1200);
      expect(png.readUInt32BE(20)).toBe(630);
      const etag = res.headers.get('etag')!;
      expect((await server.fetch(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
    await patchProject(p.id, { isPublic: false });
    expect((await server.fetch(`/og/proyectos/${p.slug}.png`)).status).toBe(403);
    expect((await server.fetch('/og/proyectos/no-existe.png')).status).toBe(404);
  });
});

describe('marketing pages (server-rendered HTML)', () => {
  it('renders /, /pricing and /demo with their content, an og:image and shared caching', async () => {
    for (const [path, text] of [
      ['/', 'Empieza a crear'],
      // The plans come from the API, rendered in on the server.
      ['/pricing', 'Suscribirse a Starter'],
      ['/demo', 'Demo en vivo'],
    ] as const) {
      const { res, $ } = await page(path, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect($('main#contenido h1').length).toBeGreaterThan(0);
      expect($('main#contenido').text()).toContain(text);
      expect($('meta[property="og:image"]').attr('content')).toContain('/og/sitio.png?ruta=');
      expect(res.headers.get('etag')).toBeTruthy();
      expect(
        (await server.fetch(path, { headers: { 'if-none-match': res.headers.get('etag')! } }))
          .status,
      ).toBe(304);
    }
    // What the query string changes is rendered, not taken from the plain page's cache.
    const plain = await page('/pricing');
    const returned = await page('/pricing?success=true');
    expect(plain.$('main [role="status"]').length).toBe(0);
    expect(returned.$('main [role="status"]').text()).toContain(
      messages.subscriptionReturn.success,
    );
    expect(returned.res.headers.get('etag')).not.toBe(plain.res.headers.get('etag'));

    const missing = await page('/no-hay-tal-pagina');
    expect(missing.res.status).toBe(404);
    expect(missing.$('main h1').text()).toBe('Página no encontrada');
    // Signed-in screens keep the bare shell.
    const dashboard = await page('/dashboard');
    expect(dashboard.$('#root').children().length).toBe(0);
    expect(dashboard.res.headers.get('etag')).toBeNull();
  });

  it("names the files of each page's own module, for the entry to prefetch, and nothing it already has", async () => {
    const project = await createProject(server, owner, { name: 'Taller de Bicis' });
    const lists = new Map<string, string[]>();
    for (const [path, module] of [
      ['/', 'home'],
      ['/pricing', 'pricing'],
      [`/proyectos/${project.slug}`, 'public-project'],
      ['/no-hay-tal-pagina', 'not-found'],
    ] as const) {
      const { $ } = await page(path);
      const files = ($('#root').attr('data-page-files') ?? '').split(' ');
      const entry = $('script[type="module"]').attr('src')!;
      expect(files[0], path).toMatch(new RegExp(`^assets/${module}-[\\w-]+\\.js$`));
      for (const file of files) {
        expect(file, path).toMatch(/^assets\/[\w.-]+\.js$/);
        // The entry and the app's start chunk are prefetched by the entry itself.
        expect(`/${file}`, path).not.toBe(entry);
        expect(file, path).not.toMatch(/^assets\/start-/);
      }
      lists.set(path, files);
    }
    expect(lists.get('/')).not.toEqual(lists.get('/pricing'));
    for (const file of lists.get('/pricing')!) {
      const res = await server.fetch(`/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toMatch(/javascript/);
      // Read to the end: an unread chunk keeps its socket busy and app.close() waits for it.
      await res.arrayBuffer();
    }
  });
});
