/**
 * The docs stay true: every relative link and every repository path that README.md and docs/ name exists, and the
 * docs quote no size budget (size-budget.json is the one place budgets live).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

const DOCS = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];
const TOP_FOLDERS = ['src', 'server', 'scripts', 'mocks', 'openapi', 'docs', 'tests', 'deploy', '.ci'];
/** A repository path in backticks: a top folder, then a path without placeholders (`<area>`, `*`, `{…}`). */
const REPO_PATH = new RegExp(`\`((?:${TOP_FOLDERS.join('|').replace('.', '\\.')})/[\\w./-]*)\``, 'g');
const ROOT_FILES =
  /`((?:package|size-budget|tsconfig)\.json|webpack\.config\.ts|eslint\.config\.mjs|Dockerfile)`/g;

describe.each(DOCS.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
  const text = readFileSync(file, 'utf8');

  it('links only to files that exist', () => {
    const missing = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1].split('#')[0])
      .filter((target) => target && !/^[a-z]+:/i.test(target))
      .filter((target) => !existsSync(path.resolve(path.dirname(file), target)));
    expect(missing).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const named = [...text.matchAll(REPO_PATH), ...text.matchAll(ROOT_FILES)].map((match) =>
      match[1].replace(/[.,:;]+$/, ''),
    );
    const missing = named.filter((name) => !existsSync(path.join(root, name)));
    expect(missing).toEqual([]);
  });

  it('quotes no size budget (they live in size-budget.json only)', () => {
    const budgets = (
      JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8')) as {
        pages: Array<{ budgetKb: number }>;
      }
    ).pages.map((page) => page.budgetKb);
    const quoted = budgets.filter((kb) => new RegExp(`\\b${String(kb).replace('.', '\\.')} ?KB`).test(text));
    expect(quoted).toEqual([]);
  });
});
