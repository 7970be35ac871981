/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Baseline, baselineStyles } from './Baseline';
import { theme } from './theme';

function serverCss(baseline = <Baseline />): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(baseline));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('Baseline (the page’s baseline CSS, a static global style)', () => {
  it("holds CssBaseline's rules in the site's colours and font, and the fields' autofill keyframes", () => {
    const css = serverCss();
    expect(css).toContain('html{-webkit-font-smoothing:antialiased;');
    expect(css).toContain('box-sizing:border-box;');
    expect(css).toContain('*,*::before,*::after{box-sizing:inherit;}');
    expect(css).toMatch(
      /body\{margin:0;color:#1d2b28;font-family:system-ui,[^}]*font-size:1rem;line-height:1.5;/,
    );
    expect(css).toContain('background-color:#fff;');
    expect(css).toContain('@media print{body{background-color:#fff;}}');
    expect(css).toContain('@keyframes mui-auto-fill{from{animation-name:mui-auto-fill;}}');
    expect(css).toContain('@keyframes mui-auto-fill-cancel{from{animation-name:mui-auto-fill-cancel;}}');
  });

  it('is plain data (no function of props): styled-components keeps the server’s rules when it hydrates', () => {
    const styles = baselineStyles(theme);
    const functions = JSON.stringify(styles, (_key, value: unknown) =>
      typeof value === 'function' ? 'FUNCTION' : value,
    );
    expect(functions).not.toContain('FUNCTION');
    expect(styles.body).toMatchObject({ margin: 0, backgroundColor: '#fff' });
  });

  it('is in the server’s bundle only (the browser keeps the server’s rules as they are)', () => {
    const global = globalThis as { __SERVER__?: boolean };
    const bundle = global.__SERVER__;
    try {
      jest.isolateModules(() => {
        global.__SERVER__ = false;
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const browser = require('./Baseline') as typeof import('./Baseline');
        expect(serverCss(<browser.Baseline />)).not.toContain('mui-auto-fill');
      });
    } finally {
      global.__SERVER__ = bundle;
    }
    expect(serverCss(<Baseline />)).toContain('@keyframes mui-auto-fill');
  });
});
