import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../../contracts/projects.ts';
import {
  ancestorsOf,
  buildSourceTree,
  firstFileToShow,
  languageOf,
  lineCount,
  looksBinary,
  visibleRows,
} from './source-files.ts';

const file = (path: string, content = 'x'): SourceFile => ({ path, size: content.length, content });

const files = [
  file('README.md'),
  file('web/src/main.tsx'),
  file('server/index.ts'),
  file('web/src/routes/lista.tsx'),
  file('package.json'),
  file('web/index.html'),
  file('docs/especificacion.md'),
];

describe('buildSourceTree', () => {
  it('nests files under their folders, folders first and each level in order', () => {
    const tree = buildSourceTree(files);
    expect(tree.map((n) => `${n.kind}:${n.name}`)).toEqual([
      'folder:docs',
      'folder:server',
      'folder:web',
      'file:package.json',
      'file:README.md',
    ]);
    const web = tree.find((n) => n.path === 'web');
    expect(web?.kind).toBe('folder');
    if (web?.kind !== 'folder') return;
    expect(web.children.map((n) => n.path)).toEqual(['web/src', 'web/index.html']);
    const src = web.children[0];
    if (src.kind !== 'folder') throw new Error('web/src is a folder');
    expect(src.children.map((n) => n.path)).toEqual(['web/src/routes', 'web/src/main.tsx']);
  });

  it('keeps one folder node per folder however many files it holds', () => {
    const tree = buildSourceTree([file('a/b/1.ts'), file('a/b/2.ts'), file('a/c.ts')]);
    expect(tree).toHaveLength(1);
    const a = tree[0];
    if (a.kind !== 'folder') throw new Error('a is a folder');
    expect(a.children.map((n) => n.path)).toEqual(['a/b', 'a/c.ts']);
  });

  it('gives an empty tree for no files', () => {
    expect(buildSourceTree([])).toEqual([]);
  });
});

describe('visibleRows', () => {
  it('shows only the top level while every folder is closed', () => {
    const rows = visibleRows(buildSourceTree(files), new Set());
    expect(rows.map((r) => r.node.path)).toEqual([
      'docs',
      'server',
      'web',
      'package.json',
      'README.md',
    ]);
    expect(rows.every((r) => r.depth === 0 && r.parentPath === null && r.setSize === 5)).toBe(true);
    expect(rows.map((r) => r.posInSet)).toEqual([1, 2, 3, 4, 5]);
  });

  it('opens the folders asked for, with depth, parent and place among siblings', () => {
    const rows = visibleRows(buildSourceTree(files), new Set(['web', 'web/src']));
    expect(rows.map((r) => `${r.depth}:${r.node.path}`)).toEqual([
      '0:docs',
      '0:server',
      '0:web',
      '1:web/src',
      '2:web/src/routes',
      '2:web/src/main.tsx',
      '1:web/index.html',
      '0:package.json',
      '0:README.md',
    ]);
    const main = rows.find((r) => r.node.path === 'web/src/main.tsx');
    expect(main).toMatchObject({ parentPath: 'web/src', setSize: 2, posInSet: 2 });
  });

  it('hides the contents of a closed folder even when a folder inside it is open', () => {
    const rows = visibleRows(buildSourceTree(files), new Set(['web/src']));
    expect(rows.some((r) => r.node.path.startsWith('web/'))).toBe(false);
  });
});

describe('ancestorsOf and firstFileToShow', () => {
  it('lists the folders on the way to a file', () => {
    expect(ancestorsOf('web/src/routes/lista.tsx')).toEqual(['web', 'web/src', 'web/src/routes']);
    expect(ancestorsOf('README.md')).toEqual([]);
  });

  it('opens the README nearest the top, whatever folder wraps the project', () => {
    expect(firstFileToShow(files)?.path).toBe('README.md');
    expect(
      firstFileToShow([file('app/web/README.md'), file('app/README.md'), file('app/a.ts')])?.path,
    ).toBe('app/README.md');
    expect(firstFileToShow([file('b.ts'), file('a.ts')])?.path).toBe('b.ts');
    expect(firstFileToShow([])).toBeUndefined();
  });
});

describe('languageOf', () => {
  it('maps the exported project’s kinds of file to a grammar', () => {
    expect(languageOf('web/src/App.tsx')).toBe('typescript');
    expect(languageOf('server/db.ts')).toBe('typescript');
    expect(languageOf('vite.config.mjs')).toBe('typescript');
    expect(languageOf('package.json')).toBe('json');
    expect(languageOf('README.md')).toBe('markdown');
    expect(languageOf('web/src/styles.css')).toBe('css');
    expect(languageOf('Dockerfile')).toBe('dockerfile');
    expect(languageOf('.github/workflows/ci.yml')).toBe('yaml');
    expect(languageOf('scripts/start.sh')).toBe('bash');
    expect(languageOf('.env.example')).toBe('bash');
    expect(languageOf('web/index.html')).toBe('xml');
  });

  it('leaves files without a known kind as plain text', () => {
    expect(languageOf('LICENSE')).toBeNull();
    expect(languageOf('.gitignore')).toBeNull();
    expect(languageOf('public/logo.webp')).toBeNull();
  });
});

describe('lineCount', () => {
  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\n\nb\n')).toBe(3);
  });
});

describe('looksBinary', () => {
  it('tells an image read as text from source code', () => {
    expect(looksBinary('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toBe(true);
    expect(looksBinary('\uFFFD\uFFFDJFIF\uFFFD')).toBe(true);
    expect(looksBinary('export const nombre = "Préstamos";\n')).toBe(false);
    expect(looksBinary(`${'a'.repeat(500)}\uFFFD`)).toBe(false);
    expect(looksBinary('')).toBe(false);
  });
});
