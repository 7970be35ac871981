/* eslint-disable @typescript-eslint/no-require-imports -- each copy of the modules is required inside jest.isolateModules */
/**
 * The server's styles taken over by the browser's start-up (adoptServerStyles.ts). The server's render and the
 * browser's start-up each get a fresh copy of React and styled-components (`jest.isolateModules`), as a server process
 * and a page do.
 */
import type * as StyledComponents from 'styled-components';
import type * as AdoptModule from './adoptServerStyles';
import type * as ServerStylesModule from '@/app/serverStyles';
import { SERVER_STYLES_ATTR } from '@/lib/serverStyles';

type SC = typeof StyledComponents;
type Props = { $tone?: string };

/** The same components, defined in the same order, on the server and in the browser. */
function defineComponents(sc: SC) {
  const Global = sc.createGlobalStyle`body { margin: 0; }`;
  const Box = sc.default.div<Props>`
    color: ${(p) => p.$tone ?? 'black'};
    padding: 4px;
  `;
  const Button = sc.default.button`
    border: 0;
    &::-moz-focus-inner { border-style: none; }
    @media (min-width: 600px) { padding: 8px; }
  `;
  const Big = sc.default(Box)`font-size: 20px;`;
  return { Global, Box, Button, Big };
}

function page(components: ReturnType<typeof defineComponents>, React: typeof import('react'), tone?: string) {
  const { Global, Box, Button, Big } = components;
  return React.createElement(
    'main',
    null,
    React.createElement(Global),
    React.createElement(Box, { $tone: tone }, 'box'),
    React.createElement(Button, null, 'press'),
    React.createElement(Big, null, 'big'),
  );
}

/** The page's style tag as the server writes it. */
function serverStyleTag(): string {
  let tags = '';
  jest.isolateModules(() => {
    const React = require('react') as typeof import('react');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const sc = require('styled-components') as SC;
    const { serverStyleTags } = require('@/app/serverStyles') as typeof ServerStylesModule;
    const sheet = new sc.ServerStyleSheet();
    renderToString(sheet.collectStyles(page(defineComponents(sc), React)));
    tags = serverStyleTags(sheet);
    sheet.seal();
  });
  return tags;
}

interface Browser {
  outcome: ReturnType<typeof AdoptModule.adoptServerStyles>;
  render(tone?: string): void;
}

/** A page's start-up: styled-components evaluated, the styles taken over (or not), then the components defined. */
function startBrowser(beforeAdopting?: (sc: SC) => void): Browser {
  let browser: Browser | undefined;
  jest.isolateModules(() => {
    const React = require('react') as typeof import('react');
    const { createRoot } = require('react-dom/client') as typeof import('react-dom/client');
    const { act } = require('react') as { act: (fn: () => void) => void };
    const sc = require('styled-components') as SC;
    beforeAdopting?.(sc);
    const { adoptServerStyles } = require('./adoptServerStyles') as typeof AdoptModule;
    const outcome = adoptServerStyles();
    const components = defineComponents(sc);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    browser = {
      outcome,
      render: (tone) => act(() => root.render(page(components, React, tone))),
    };
  });
  return browser!;
}

const styleTags = () => [...document.querySelectorAll('style')];
const ruleTexts = () => [...styleTags()[0]!.sheet!.cssRules].map((rule) => rule.cssText);

describe('adoptServerStyles', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('the server writes its styles under its own attribute, with the components’ markers', () => {
    const tag = serverStyleTag();
    expect(tag.startsWith(`<style ${SERVER_STYLES_ATTR}="true"`)).toBe(true);
    expect(tag).not.toContain('data-styled="true"');
    expect(tag).toMatch(/data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w,-]+"\}/);
  });

  it('takes the server’s sheet over: no rule inserted again, one style tag, the markers kept', () => {
    document.head.innerHTML = serverStyleTag();
    const before = ruleTexts();
    const browser = startBrowser();
    expect(browser.outcome).toBe('adopted');
    browser.render();
    expect(styleTags()).toHaveLength(1);
    expect(styleTags()[0]!.getAttribute('data-styled')).toBe('active');
    expect(ruleTexts()).toEqual(before);
  });

  it('a class first used in the browser goes with its component’s rules, before the next components’', () => {
    document.head.innerHTML = serverStyleTag();
    const browser = startBrowser();
    browser.render('red');
    const texts = ruleTexts();
    const at = (css: RegExp) => texts.findIndex((text) => css.test(text));
    const red = at(/color: ?red/);
    // Box's class from the server, the new one after it, then Button's and Big's (made from Box, so after it).
    expect(at(/color: ?black/)).toBeGreaterThan(-1);
    expect(red).toBeGreaterThan(at(/color: ?black/));
    expect(red).toBeLessThan(at(/border: ?0/));
    expect(red).toBeLessThan(at(/font-size: ?20px/));
    expect(styleTags()).toHaveLength(1);
  });

  it('hands the tag back to styled-components when a component was defined before it ran', () => {
    document.head.innerHTML = serverStyleTag();
    const browser = startBrowser((sc) => {
      // Defined before the start-up took the sheet over: its group would not keep the server's order.
      void sc.default.span`color: blue;`;
      defineComponents(sc);
    });
    expect(browser.outcome).toBe('rehydrated');
    // styled-components' own rehydration: the server's tag replaced by its own, every rule inserted again.
    expect(document.querySelector(`style[${SERVER_STYLES_ATTR}]`)).toBeNull();
    expect(ruleTexts().some((text) => text.includes('padding: 4px') || text.includes('padding:4px'))).toBe(
      true,
    );
  });

  it('does nothing on a page rendered in the browser', () => {
    expect(startBrowser().outcome).toBe('none');
  });
});

describe('the server’s CSS read as styled-components writes it', () => {
  let readGroups: typeof AdoptModule.readGroups;
  let sizesInSheet: typeof AdoptModule.sizesInSheet;
  beforeAll(() => {
    ({ readGroups, sizesInSheet } = require('./adoptServerStyles') as typeof AdoptModule);
  });
  const SPLIT = '/*!sc*/\n';
  const css =
    `.a{color:red;}${SPLIT}.a::-moz-focus-inner{border:0;}${SPLIT}data-styled.g1[id="sc-one"]{content:"a,"}${SPLIT}` +
    `.b{color:blue;}${SPLIT}data-styled.g2[id="sc-two"]{content:"b,c,"}${SPLIT}`;

  it('finds each component’s names and rules, its marker counted', () => {
    expect(readGroups(css)).toEqual([
      { marker: 'data-styled.g1[id="sc-one"]', id: 'sc-one', names: ['a'], size: 3 },
      { marker: 'data-styled.g2[id="sc-two"]', id: 'sc-two', names: ['b', 'c'], size: 2 },
    ]);
  });

  it('refuses text that is not styled-components’: rules after the last marker, a broken marker', () => {
    expect(readGroups(`${css}.c{color:green;}${SPLIT}`)).toBeNull();
    expect(readGroups(`.a{color:red;}${SPLIT}data-styled.g1[id="sc-one"]{content:a}${SPLIT}`)).toBeNull();
  });

  const sheetOf = (selectors: string[]) =>
    selectors.map((selectorText) => ({ selectorText })) as unknown as CSSRuleList;

  it('sizes each group by the rules the browser kept (a rule it could not parse dropped)', () => {
    const groups = readGroups(css)!;
    const kept = sheetOf(['.a', 'data-styled.g1[id="sc-one"]', '.b', 'data-styled.g2[id="sc-two"]']);
    expect(sizesInSheet(groups, kept)).toEqual([2, 2]);
    const all = sheetOf([
      '.a',
      '.a::-moz-focus-inner',
      'data-styled.g1[id="sc-one"]',
      '.b',
      'data-styled.g2[id="sc-two"]',
    ]);
    expect(sizesInSheet(groups, all)).toEqual([3, 2]);
  });

  it('refuses a sheet that does not match the text', () => {
    const groups = readGroups(css)!;
    expect(sizesInSheet(groups, sheetOf(['.a', 'data-styled.g1[id="sc-one"]', '.b']))).toBeNull();
    expect(
      sizesInSheet(
        groups,
        sheetOf(['.a', 'data-styled.g1[id="sc-one"]', '.b', 'data-styled.g2[id="sc-two"]', '.x']),
      ),
    ).toBeNull();
  });
});
