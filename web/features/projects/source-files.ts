import type { SourceFile } from '../../../contracts/projects.ts';

// "Ver Código Fuente": the export's flat list of zip paths as a folder tree, and the rows a
// person sees once some folders are collapsed (the WAI-ARIA tree pattern works on those rows).

export type SourceFolder = {
  kind: 'folder';
  name: string;
  path: string;
  children: SourceNode[];
};
export type SourceLeaf = { kind: 'file'; name: string; path: string; file: SourceFile };
export type SourceNode = SourceFolder | SourceLeaf;

/** One visible row of the tree: its node, depth (0 at the top) and place among its siblings. */
export type SourceRow = {
  node: SourceNode;
  depth: number;
  parentPath: string | null;
  setSize: number;
  posInSet: number;
};

// Folders first, then files, each alphabetically (as editors show a project).
const byKindThenName = (a: SourceNode, b: SourceNode) =>
  a.kind === b.kind ? a.name.localeCompare(b.name, 'es') : a.kind === 'folder' ? -1 : 1;

/** The folder tree of an export's files; paths use "/" as zip entries do. */
export function buildSourceTree(files: readonly SourceFile[]): SourceNode[] {
  const root: SourceFolder = { kind: 'folder', name: '', path: '', children: [] };
  for (const file of files) {
    const parts = file.path.split('/').filter(Boolean);
    let folder = root;
    for (let i = 0; i < parts.length - 1; i++) {
      const path = parts.slice(0, i + 1).join('/');
      let next = folder.children.find(
        (c): c is SourceFolder => c.kind === 'folder' && c.path === path,
      );
      if (!next) {
        next = { kind: 'folder', name: parts[i], path, children: [] };
        folder.children.push(next);
      }
      folder = next;
    }
    const name = parts.at(-1);
    if (name) folder.children.push({ kind: 'file', name, path: file.path, file });
  }
  const sort = (nodes: SourceNode[]) => {
    nodes.sort(byKindThenName);
    for (const n of nodes) if (n.kind === 'folder') sort(n.children);
  };
  sort(root.children);
  return root.children;
}

/** The rows shown when the folders in `expanded` are open and every other folder is closed. */
export function visibleRows(tree: readonly SourceNode[], expanded: ReadonlySet<string>) {
  const rows: SourceRow[] = [];
  const walk = (nodes: readonly SourceNode[], depth: number, parentPath: string | null) => {
    nodes.forEach((node, i) => {
      rows.push({ node, depth, parentPath, setSize: nodes.length, posInSet: i + 1 });
      if (node.kind === 'folder' && expanded.has(node.path))
        walk(node.children, depth + 1, node.path);
    });
  };
  walk(tree, 0, null);
  return rows;
}

/** Every folder on the way to `path` (so the file it names can be shown open). */
export function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
}

/**
 * The file to open first: the README nearest the top, else the first file. Chosen by name
 * only, so it holds for any shape of export.
 */
export function firstFileToShow(files: readonly SourceFile[]): SourceFile | undefined {
  const depth = (p: string) => p.split('/').length;
  const readmes = files
    .filter((f) => /(^|\/)README\.md$/i.test(f.path))
    .sort((a, b) => depth(a.path) - depth(b.path));
  return readmes[0] ?? files[0];
}

/** The highlighter's language for a file, by its name; null when none applies. */
export function languageOf(path: string): string | null {
  const name = path.split('/').at(-1)?.toLowerCase() ?? '';
  if (name === 'dockerfile' || name.endsWith('.dockerfile')) return 'dockerfile';
  if (name === '.env' || name.startsWith('.env.')) return 'bash';
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  switch (ext) {
    case 'ts':
    case 'tsx':
    case 'mts':
    case 'cts':
    case 'js':
    case 'jsx':
    case 'mjs':
    case 'cjs':
      return 'typescript';
    case 'json':
      return 'json';
    case 'md':
      return 'markdown';
    case 'css':
      return 'css';
    case 'yml':
    case 'yaml':
      return 'yaml';
    case 'sh':
    case 'bash':
      return 'bash';
    case 'html':
    case 'svg':
    case 'xml':
      return 'xml';
    default:
      return null;
  }
}

/** Lines as an editor counts them: a final newline does not start another line. */
export function lineCount(content: string): number {
  if (content === '') return 0;
  let n = 1;
  for (let i = content.indexOf('\n'); i !== -1; i = content.indexOf('\n', i + 1)) n++;
  return content.endsWith('\n') ? n - 1 : n;
}

/**
 * Whether the zip entry is not text (an image, a font): the server reads every entry as
 * UTF-8, so such a file arrives with NUL characters or many replacement characters.
 */
export function looksBinary(content: string): boolean {
  if (content.includes('\u0000')) return true;
  let replaced = 0;
  for (const ch of content) if (ch === '\uFFFD') replaced++;
  return replaced > 0 && replaced >= content.length / 100;
}
