import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every "why" a comment cites must open inside the repository: a section of
// docs/product-spec.md, a term of docs/design.md, or a decision record (issue 13).

const ROOT = join(import.meta.dirname, '..');
const SOURCE_ROOTS = [
  'kit',
  'server',
  'web',
  'contracts',
  'e2e',
  'e2e-scaleout',
  'scripts',
  'bench',
];
const SOURCE_FILE = /\.(ts|tsx|css)$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

type Hit = { file: string; line: number; text: string };

function findAll(pattern: RegExp): Hit[] {
  const hits: Hit[] = [];
  for (const file of SOURCE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)))) {
    if (file === import.meta.filename) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const match of text.matchAll(pattern)) {
          hits.push({ file: relative(ROOT, file), line: i + 1, text: match[0] });
        }
      });
  }
  return hits;
}

const where = (hits: Hit[]) => hits.map((h) => `${h.file}:${h.line} ${h.text}`);

const spec = readFileSync(join(ROOT, 'docs', 'product-spec.md'), 'utf8');
const design = readFileSync(join(ROOT, 'docs', 'design.md'), 'utf8');
const specSections = new Set([...spec.matchAll(/^## (\d+)\./gm)].map((m) => m[1]));

describe('references in comments resolve inside the repository', () => {
  it('cites the specification and the design by their paths in docs/', () => {
    // The old forms named documents a newcomer could not find.
    // Case-insensitive for the spec: "Spec section 4" was missed while the check was not.
    const legacy = [
      ...findAll(/\bspec sections? \d|\bspec \d/gi),
      ...findAll(/\bDESIGN(\.md\b|:| ")/g),
    ];
    expect(where(legacy)).toEqual([]);
  });

  it('names sections that exist in docs/product-spec.md', () => {
    const cited = findAll(/docs\/product-spec\.md §§?[\d–, §]+/g);
    expect(cited.length).toBeGreaterThan(0);
    const missing = cited.filter(
      (hit) => ![...hit.text.matchAll(/\d+/g)].every((n) => specSections.has(n[0])),
    );
    expect(where(missing)).toEqual([]);
  });

  it('names terms that exist in docs/design.md', () => {
    const cited = findAll(/docs\/design\.md "[^"]+"/g);
    expect(cited.length).toBeGreaterThan(0);
    const missing = cited.filter((hit) => {
      // A term may be cut by the end of a comment line: its first three words must match.
      const term = hit.text.slice('docs/design.md "'.length, -1);
      const head = term.split('/')[0].trim().split(/\s+/).slice(0, 3).join(' ');
      return !design.includes(head);
    });
    expect(where(missing)).toEqual([]);
  });

  it('names decision records that exist in docs/decisions/', () => {
    const decisions = readdirSync(join(ROOT, 'docs', 'decisions'));
    const cited = findAll(/docs\/decisions\/(\d{4})[\w-]*(\.md)?/g);
    const missing = cited.filter((hit) => {
      const number = hit.text.match(/\d{4}/)![0];
      return !decisions.some((name) => name.startsWith(number));
    });
    expect(where(missing)).toEqual([]);
  });
});
