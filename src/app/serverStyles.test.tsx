/**
 * @jest-environment node
 *
 * The server's styles (./serverStyles.tsx): each render's sheet has exactly its own classes, and the CSS of a class
 * is compiled once per server process.
 */
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, type IStyleSheetContext } from 'styled-components';
import { collectStyles, rememberingStylis } from './serverStyles';

// The server bundle's memory (webpack/substitutions.ts replaces api/serverMemo there).
jest.mock('@/api/serverMemo', () => jest.requireActual('@/api/serverMemo.server'));

// styled-components' compiler (its own copy of stylis), watched: how often a render compiles CSS.
jest.mock('styled-components/node_modules/stylis', () => {
  const actual = jest.requireActual<typeof import('stylis')>('styled-components/node_modules/stylis');
  return { ...actual, compile: jest.fn(actual.compile) };
});
const { compile } = jest.requireMock<typeof import('stylis')>('styled-components/node_modules/stylis');

const Card = styled.div<{ $tone: string }>`
  color: ${(p) => p.$tone};
  &:hover {
    color: black;
  }
`;

function render(tree: React.ReactNode) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(collectStyles(sheet, tree));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('collectStyles', () => {
  it("gives every render's sheet the classes it used, the same as styled-components' own collectStyles", () => {
    const own = new ServerStyleSheet();
    const ownHtml = renderToString(own.collectStyles(<Card $tone="red">A</Card>));
    const ownCss = own.getStyleTags();
    own.seal();

    const first = render(<Card $tone="red">A</Card>);
    const second = render(<Card $tone="red">A</Card>);
    expect(first).toEqual({ html: ownHtml, css: ownCss });
    expect(second).toEqual(first);
    expect(first.css).toMatch(/\{color:red;\}/);
    expect(first.css).toMatch(/:hover\{color:black;\}/);

    // Another render with another class carries only its own rules.
    const blue = render(<Card $tone="blue">B</Card>);
    expect(blue.css).toMatch(/\{color:blue;\}/);
    expect(blue.css).not.toMatch(/color:red/);
  });
});

describe('rememberingStylis', () => {
  it('compiles each input once and keeps the compiler hash (class names stay the same)', () => {
    const stylis = Object.assign(
      jest.fn((css: string, selector?: string) => [`${selector ?? ''}{${css}}`]),
      { hash: 'h1' },
    ) as unknown as IStyleSheetContext['stylis'];
    const remembering = rememberingStylis(stylis);
    expect(remembering.hash).toBe('h1');
    expect(rememberingStylis(stylis)).toBe(remembering);

    const first = remembering('color:red;', '.a', undefined, 'sc-x');
    expect(first).toEqual(['.a{color:red;}']);
    expect(remembering('color:red;', '.a', undefined, 'sc-x')).toBe(first);
    expect(remembering('color:red;', '.b', undefined, 'sc-x')).toEqual(['.b{color:red;}']);
    expect(remembering('color:red;', '.a', undefined, 'sc-y')).toEqual(['.a{color:red;}']);
    expect(jest.mocked(stylis).mock.calls).toEqual([
      ['color:red;', '.a', undefined, 'sc-x'],
      ['color:red;', '.b', undefined, 'sc-x'],
      ['color:red;', '.a', undefined, 'sc-y'],
    ]);

    // Another compiler (other plugins: another hash) keeps its own results.
    const other = Object.assign(
      jest.fn(() => ['x']),
      { hash: 'h2' },
    ) as unknown as IStyleSheetContext['stylis'];
    expect(rememberingStylis(other)('color:red;', '.a', undefined, 'sc-x')).toEqual(['x']);
  });

  it('is the compiler every styled component of a collected render uses: a class is compiled once', () => {
    jest.mocked(compile).mockClear();
    const first = render(<Card $tone="green">C</Card>);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(render(<Card $tone="green">C</Card>)).toEqual(first);
    expect(compile).toHaveBeenCalledTimes(1);
    render(<Card $tone="teal">D</Card>);
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
