import './styles.css';
import { readConsent } from './lib/consent.ts';

// This entry is kept tiny: the server sends complete HTML for public pages, so the app
// (React, the router, the page) is fetched once the page has loaded instead of before its
// first paint (docs/decisions/0110-server-rendered-pages.md).

// The server-rendered cookie banner shows only while no choice is stored (web/styles.css).
if (readConsent() === null) document.documentElement.dataset.consentPending = '';

const start = () => import('./app/start.tsx').then((m) => m.startApp());

/**
 * Runs `fn` once the browser reports the first contentful paint (Paint Timing), so the app is
 * fetched only after the server's HTML is on screen; a tab that never paints (hidden) or a
 * browser without Paint Timing starts a moment after the load event instead.
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

if (document.getElementById('forja-state')) afterFirstPaint(() => void start());
else void start();
