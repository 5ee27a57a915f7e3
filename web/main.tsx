import './styles.css';
import { startOnInteraction } from './app/start-on-interaction.ts';
import { readConsent, saveConsentForm } from './lib/consent.ts';
import { claimLoadPageview } from './lib/load-pageview.ts';
import { countPublicView, showViewCount } from './lib/public-view.ts';
import { hasSignedInHint } from './lib/signed-in-hint.ts';

// This entry is kept tiny: the server sends complete HTML for public pages, and the app
// (React, the router, the page) starts on the visitor's first interaction, or after the first
// paint for someone signed in (docs/decisions/0110-server-rendered-pages.md,
// docs/decisions/0112-hydrate-on-interaction.md). What a page owes its owner whether or not
// the app starts — the visit and the pageview — is sent from here.

/**
 * The files of the app's start chunk, written into this entry by the build
 * (`appFilesPlugin` in vite.config.ts); the placeholder stays a string in development.
 */
const APP_FILES: unknown = '__FORJA_APP_FILES__';

// Once there is a choice the server renders no banner (it reads the cookie-consent cookie);
// a choice stored before the cookie existed, or a page a shared cache kept from before the
// choice, still hides it here (web/styles.css).
if (readConsent() !== null) document.documentElement.dataset.consentDecided = '';

// Every consent form (the banner, its preferences, the cookies page) is stored here, at once,
// whether or not the app has started: a choice is never held for the app, so following a link
// right after it cannot lose it. Registered before startOnInteraction's listener, which never
// sees these submits. Without scripts the same form posts to the server (contracts/forms.ts).
window.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-consent-form')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    saveConsentForm(form, event.submitter);
  },
  true,
);

// A form the server refused is rendered at the form's address (/formularios/…) with the page
// it came from; the address becomes that page's, so the app routes it, and a reload shows the
// page instead of posting again.
if (location.pathname.startsWith('/formularios/')) {
  try {
    const state = JSON.parse(document.getElementById('forja-state')?.textContent ?? '{}') as {
      path?: unknown;
    };
    if (typeof state.path === 'string' && state.path.startsWith('/'))
      history.replaceState(history.state, '', `${state.path}${location.hash}`);
  } catch {
    // no state: the page stays where it is
  }
}

/** Set once the app is asked to start: from then on the page's DOM is the app's. */
let appRequested = false;
const start = () => {
  appRequested = true;
  return import('./app/start.tsx').then((m) => m.startApp());
};

/**
 * Runs `fn` once the browser reports the first contentful paint (Paint Timing), so nothing
 * competes with the server's HTML for the network or the main thread before it is on screen;
 * a tab that never paints (hidden) or a browser without Paint Timing runs it a moment after
 * the load event instead.
 */
function afterFirstPaint(fn: () => void) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(fn, 0);
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no Paint Timing: the fallback below starts the app
  }
  const fallback = () => setTimeout(go, 1500);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

/**
 * The files the server says this page's own module needs beyond the app's start chunk
 * (`data-page-files` on #root, server/web-shell.ts).
 */
function pageFiles(): string[] {
  const listed = document.getElementById('root')?.dataset.pageFiles ?? '';
  return listed.split(' ').filter((file) => /^assets\/[\w.-]+\.js$/.test(file));
}

/**
 * Once the page has painted and loaded and the browser is idle, fetches the app's files and
 * the page's own into the HTTP cache without running them, so the first interaction does not
 * wait for the network. Not before the first paint: on a slow connection the prefetch would
 * compete with what is painted (an idle callback can come before the first frame).
 */
function prefetchApp() {
  if (!Array.isArray(APP_FILES)) return;
  const files = [...APP_FILES, ...pageFiles()];
  const idle = (fn: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(fn, { timeout: 3000 })
      : setTimeout(fn, 500);
  const go = () =>
    idle(() => {
      for (const file of files) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.crossOrigin = '';
        link.href = `/${file}`;
        document.head.append(link);
      }
    });
  afterFirstPaint(() => {
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
  });
}

if (document.getElementById('forja-state')) {
  // The server rendered this page: it is read, scrolled and followed without the app.
  const project = document.querySelector<HTMLElement>('[data-view-slug]');
  const logPageview = claimLoadPageview(project?.dataset.projectId ?? null);
  if (hasSignedInHint()) {
    afterFirstPaint(() => void start());
  } else {
    startOnInteraction(start);
    prefetchApp();
  }
  afterFirstPaint(() => {
    if (project?.dataset.viewSlug)
      void countPublicView(project.dataset.viewSlug).then((count) => {
        // A cached page's count is the one it was rendered with.
        if (count !== null && !appRequested) showViewCount(count);
      });
    logPageview();
  });
} else {
  // The shell of a signed-in screen: the app renders it.
  claimLoadPageview(null)();
  void start();
}
