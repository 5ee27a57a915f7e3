import '@fontsource-variable/inter';
import './styles.css';

// This entry is kept tiny: the server sends complete HTML for public pages, so the app
// (React, the router, the page) is fetched after the first paint instead of before it
// (docs/decisions/0110-server-rendered-pages.md).
const start = () => import('./app/start.tsx').then((m) => m.startApp());
if (document.getElementById('forja-state')) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
