import './styles.css';
import { readConsent } from './features/consent/consent.ts';

// This entry is kept tiny: the server sends complete HTML for public pages, so the app
// (React, the router, the page) is fetched once the page has loaded instead of before its
// first paint (docs/decisions/0110-server-rendered-pages.md).

// The server-rendered cookie banner shows only while no choice is stored (web/styles.css).
if (readConsent() === null) document.documentElement.dataset.consentPending = '';

const start = () => import('./app/start.tsx').then((m) => m.startApp());
// After the next paint: the frame the browser renders once rAF callbacks have run.
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (!document.getElementById('forja-state')) void start();
else if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
