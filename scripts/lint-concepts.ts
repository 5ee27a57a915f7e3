// Mechanical Spanish lint over the offline engine's concepts (issue 19: articles, gender and
// number agreement). Generates the concept of every training and team idea — never the
// held-out sets — and prints, per rule, how many texts break it and a few examples.
// `node_modules/.bin/node scripts/lint-concepts.ts [--examples=N] [--rule=name]`
import { readFileSync } from 'node:fs';
import { generateOfflineConcept } from '../server/lib/ai/offline/index.ts';
import { LINT_RULES, type LintIssue, lintConcept } from '../server/lib/ai/offline/spanish-lint.ts';

const FILES = ['category-training.json', 'category-training-added.json', 'team.json'];

function loadIdeas(name: string): string[] {
  const raw: unknown = JSON.parse(
    readFileSync(new URL(`../eval/concepts/${name}`, import.meta.url), 'utf8'),
  );
  if (!Array.isArray(raw)) throw new Error(`${name}: formato no válido`);
  return raw.map((item: { idea?: unknown }) => {
    if (typeof item.idea !== 'string') throw new Error(`${name}: idea sin texto`);
    return item.idea;
  });
}

const exampleCount = Number(process.argv.find((a) => a.startsWith('--examples='))?.slice(11) ?? 4);
const onlyRule = process.argv.find((a) => a.startsWith('--rule='))?.slice(7);

const ideas = [...new Set(FILES.flatMap(loadIdeas))];
const byRule = new Map<string, { idea: string; issue: LintIssue }[]>();
let flaggedIdeas = 0;
for (const idea of ideas) {
  const concept = generateOfflineConcept({ prompt: idea });
  const issues = lintConcept({ idea, ...concept });
  if (issues.length > 0) flaggedIdeas++;
  for (const issue of issues) {
    const list = byRule.get(issue.rule) ?? [];
    list.push({ idea, issue });
    byRule.set(issue.rule, list);
  }
}

console.log(`Ideas: ${ideas.length} · con algún fallo: ${flaggedIdeas}\n`);
for (const rule of LINT_RULES) {
  if (onlyRule && rule !== onlyRule) continue;
  const list = byRule.get(rule) ?? [];
  console.log(`${rule.padEnd(14)} ${String(list.length).padStart(5)}`);
  for (const { idea, issue } of list.slice(0, exampleCount)) {
    console.log(`    · ${idea}`);
    console.log(`      ${issue.field} «${issue.at}»: ${issue.text}`);
  }
}
