/** @jest-environment node */
/**
 * Every `styled(…)` of the site has a label: styled-components numbers unlabelled components in the order they are
 * created, which differs between the server's bundle and the browser's staged start-up, so an unlabelled component
 * got other class names in the browser and hydration generated its CSS again (scripts/mui-styled-labels.cjs does
 * the same for MUI's own parts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of the call's arguments: from `styled(` to its matching parenthesis. */
function argumentsOf(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** The `styled(…)` calls of a source text without a `label` (or the text field's labelled `forward(…)`). */
function unlabelled(text: string): string[] {
  return [...text.matchAll(/\bstyled\(/g)]
    .map((match) => argumentsOf(text, match.index + match[0].length - 1))
    .filter((args) => !/\blabel\b|\bforward\('/.test(args))
    .map((args) => `styled(${args.slice(0, 60)}…)`);
}

describe('styled components are labelled', () => {
  it('finds an unlabelled call and accepts labelled ones', () => {
    expect(unlabelled("const A = styled('div')({});")).toHaveLength(1);
    expect(unlabelled('const A = styled(Card, { shouldForwardProp })({});')).toHaveLength(1);
    expect(unlabelled("const A = styled('div', { label: 'A' })({});")).toEqual([]);
  });

  it('every styled(…) in src/ has a label', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      unlabelled(readFileSync(file, 'utf8')).map((call) => `${path.relative(SRC, file)}: ${call}`),
    );
    expect(found).toEqual([]);
  });
});
