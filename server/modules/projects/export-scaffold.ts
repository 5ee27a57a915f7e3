import JSZip from 'jszip';
import type { Design } from '../../../contracts/projects.ts';

// The "Exportar Código" zip: a runnable Vite + React app of the concept. One screen per
// feature, the design's colours as CSS variables, and the specification as README.md.
// Everything user-written is embedded through JSON.stringify, so a name or feature can
// never break out of the generated source.

export type ScaffoldInput = {
  name: string;
  slug: string;
  description: string | null;
  features: string[];
  techStack: string[];
  userStories: string[];
  specification: string;
  design: Pick<Design, 'primaryColor' | 'secondaryColor' | 'theme' | 'layout'>;
};

/** PascalCase component name from a feature title, unique within the app. */
function componentNames(features: string[]): string[] {
  const used = new Set<string>();
  return features.map((feature, i) => {
    const base =
      feature
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-zA-Z0-9 ]+/g, ' ')
        .split(' ')
        .filter(Boolean)
        .slice(0, 4)
        .map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase())
        .join('') || `Pantalla${i + 1}`;
    let name = /^[0-9]/.test(base) ? `Pantalla${base}` : base;
    let n = 2;
    while (used.has(name)) name = `${base}${n++}`;
    used.add(name);
    return name;
  });
}

const THEME_CSS: Record<string, string> = {
  modern:
    '--bg: #fafaf9; --fg: #1c1917; --card: #ffffff; --radius: 16px; --font: system-ui, sans-serif;',
  minimal:
    '--bg: #ffffff; --fg: #111827; --card: #ffffff; --radius: 4px; --font: system-ui, sans-serif;',
  classic: '--bg: #f8f5ef; --fg: #292524; --card: #fffdf8; --radius: 6px; --font: Georgia, serif;',
  dark: '--bg: #0c0a09; --fg: #f5f5f4; --card: #1c1917; --radius: 12px; --font: system-ui, sans-serif;',
};

export function scaffoldFiles(input: ScaffoldInput): Record<string, string> {
  const features = input.features.length > 0 ? input.features : ['Inicio'];
  const names = componentNames(features);
  const files: Record<string, string> = {};
  const pkgName = input.slug.replace(/[^a-z0-9-]/g, '').slice(0, 60) || 'app';

  files['package.json'] = `${JSON.stringify(
    {
      name: pkgName,
      private: true,
      version: '0.1.0',
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
      dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      devDependencies: { '@vitejs/plugin-react': '^5.0.0', vite: '^7.0.0' },
    },
    null,
    2,
  )}\n`;
  files['vite.config.js'] =
    `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n`;
  files['index.html'] = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${input.name.replace(/[<>&"]/g, '')}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`;
  files['src/main.jsx'] = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.jsx';
import './styles.css';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;
  const imports = names.map((n) => `import ${n} from './screens/${n}.jsx';`).join('\n');
  const screens = names
    .map(
      (n, i) =>
        `  { id: ${JSON.stringify(n)}, title: ${JSON.stringify(features[i])}, Component: ${n} },`,
    )
    .join('\n');
  files['src/App.jsx'] = `import { useState } from 'react';
${imports}

const APP_NAME = ${JSON.stringify(input.name)};
const DESCRIPTION = ${JSON.stringify(input.description ?? '')};
const SCREENS = [
${screens}
];

export default function App() {
  const [current, setCurrent] = useState(SCREENS[0].id);
  const screen = SCREENS.find((s) => s.id === current) ?? SCREENS[0];
  return (
    <div className="app layout-${input.design.layout}">
      <header className="app-header">
        <h1>{APP_NAME}</h1>
        {DESCRIPTION ? <p>{DESCRIPTION}</p> : null}
      </header>
      <nav className="app-nav" aria-label="Pantallas">
        {SCREENS.map((s) => (
          <button key={s.id} type="button" aria-current={s.id === current ? 'page' : undefined} onClick={() => setCurrent(s.id)}>
            {s.title}
          </button>
        ))}
      </nav>
      <main className="app-main">
        <screen.Component />
      </main>
    </div>
  );
}
`;
  names.forEach((n, i) => {
    const stories = input.userStories.slice(i * 2, i * 2 + 2);
    files[`src/screens/${n}.jsx`] = `// Pantalla: ${features[i].replace(/\n/g, ' ')}
const TITLE = ${JSON.stringify(features[i])};
const STORIES = ${JSON.stringify(stories)};

export default function ${n}() {
  return (
    <section className="screen">
      <h2>{TITLE}</h2>
      {STORIES.length > 0 ? (
        <ul>
          {STORIES.map((story) => (
            <li key={story}>{story}</li>
          ))}
        </ul>
      ) : (
        <p>Empieza a construir esta pantalla aquí.</p>
      )}
    </section>
  );
}
`;
  });
  files['src/styles.css'] = `:root {
  --primary: ${input.design.primaryColor};
  --secondary: ${input.design.secondaryColor};
  ${THEME_CSS[input.design.theme] ?? THEME_CSS.modern}
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font-family: var(--font); }
.app { max-width: 1100px; margin: 0 auto; padding: 24px; display: grid; gap: 16px; }
.layout-sidebar { grid-template-columns: 220px 1fr; }
.layout-sidebar .app-header { grid-column: 1 / -1; }
.layout-sidebar .app-nav { flex-direction: column; }
.app-header { padding: 24px; border-radius: var(--radius); color: #fff; background: linear-gradient(135deg, var(--primary), var(--secondary)); }
.app-header h1 { margin: 0 0 8px; }
.app-nav { display: flex; flex-wrap: wrap; gap: 8px; }
.app-nav button { border: 1px solid var(--primary); background: var(--card); color: var(--fg); border-radius: var(--radius); padding: 8px 14px; cursor: pointer; }
.app-nav button[aria-current='page'] { background: var(--primary); color: #fff; }
.screen { background: var(--card); border-radius: var(--radius); padding: 24px; border: 1px solid color-mix(in srgb, var(--fg) 12%, transparent); }
`;
  const stack =
    input.techStack.length > 0 ? input.techStack.map((s) => `- ${s}`).join('\n') : '- React + Vite';
  files['README.md'] = `${input.specification.trim()}

---

## Cómo ejecutar este proyecto

\`\`\`bash
npm install
npm run dev
\`\`\`

## Stack sugerido

${stack}

Generado con Forja.
`;
  return files;
}

export async function buildScaffoldZip(
  input: ScaffoldInput,
): Promise<{ zip: Buffer; files: Record<string, string> }> {
  const files = scaffoldFiles(input);
  const zip = new JSZip();
  const root = zip.folder(input.slug || 'app');
  for (const [path, text] of Object.entries(files)) root?.file(path, text);
  const buffer = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  return { zip: buffer, files };
}

/** Reads a scaffold zip back as text files, for "Ver Código Fuente". */
export async function readZipFiles(
  data: Buffer,
): Promise<{ path: string; size: number; content: string }[]> {
  const zip = await JSZip.loadAsync(data);
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  const out = await Promise.all(
    entries.map(async (f) => {
      const content = await f.async('string');
      return { path: f.name, size: Buffer.byteLength(content), content };
    }),
  );
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
