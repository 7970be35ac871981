/**
 * @jest-environment node
 *
 * The server's style classes kept per look (./styleMemo.server.ts): the same classes and rules as styled-components
 * works out itself, each render's sheet with exactly its own classes, and the work done once per look.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes, styled, ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/theme';
import { PageContainer } from '@/components/PageContainer';
import { installStyleMemo, lookKey } from './styleMemo.server';

const Tone = styled('span')<{ $tone: string }>(({ $tone }) => ({ color: $tone }));
const pulse = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Pulse = styled('span')`
  animation: ${pulse} 1s infinite;
`;

function render(tree: React.ReactNode) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{tree}</ThemeProvider>));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const page = (
  <>
    <PageContainer maxWidth="xl" sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', gap: 2 }} id="first" aria-label="One">
        <Typography variant="h2">Title</Typography>
        <Tone $tone="red">Red</Tone>
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }} id="second">
        <Tone $tone="blue">Blue</Tone>
      </Box>
    </PageContainer>
    <Pulse>Loading</Pulse>
  </>
);

describe('lookKey', () => {
  it("writes the props that decide a look, leaving out content and the element's attributes", () => {
    const handler = () => undefined;
    expect(
      lookKey({
        sx: { mt: 1 },
        as: 'ul',
        children: <b>x</b>,
        href: '/a',
        'aria-label': 'A',
        onClick: handler,
      }),
    ).toBe(
      lookKey({ sx: { mt: 1 }, as: 'ul', children: 'other', href: '/b', 'data-x': '1', onClick: handler }),
    );
    expect(lookKey({ sx: { mt: 1 } })).not.toBe(lookKey({ sx: { mt: 2 } }));
    expect(lookKey({ ownerState: { variant: 'h2' } })).not.toBe(lookKey({ ownerState: { variant: 'h3' } }));
    expect(lookKey({ $tone: 'red' })).not.toBe(lookKey({ $tone: 'blue' }));
  });

  it("writes what MUI's ownerState repeats of the element's props once, and still tells looks apart", () => {
    const sx = { display: 'flex', gap: 1, '&:hover': { color: 'primary.main' } };
    const key = lookKey({ as: 'p', sx, ownerState: { variant: 'body2', sx } })!;
    expect(key).toContain('sx:=;');
    expect(key.match(/display/g)).toHaveLength(1);
    // A copy is not the same value: written out (a look kept twice at worst, never two looks as one).
    expect(lookKey({ as: 'p', sx, ownerState: { variant: 'body2', sx: { ...sx } } })).not.toBe(key);
    expect(lookKey({ as: 'p', sx: { ...sx, gap: 2 }, ownerState: { variant: 'body2', sx } })).not.toBe(key);
    expect(lookKey({ as: 'p', sx, ownerState: { variant: 'body1', sx } })).not.toBe(key);
    // Only ownerState refers back; any other object is written out.
    expect(lookKey({ sx, other: { sx } })).not.toContain('=;');
  });

  it('gives up on what text cannot capture: functions in sx, dates and instances, deep props', () => {
    expect(lookKey({ sx: { color: () => 'red' } })).toBeNull();
    expect(lookKey({ sx: [{ mt: 1 }, () => ({ mb: 1 })] })).toBeNull();
    expect(lookKey({ since: new Date(0) })).toBeNull();
    expect(lookKey({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } })).toBeNull();
    expect(lookKey({ onClick: () => undefined })).toBe('{onClick:f;}');
  });
});

describe('installStyleMemo', () => {
  it('renders the same HTML and styles as styled-components alone, render after render', () => {
    const before = render(page);
    installStyleMemo(PageContainer);
    const first = render(page);
    const second = render(page);
    expect(first).toEqual(before);
    expect(second).toEqual(before);
    // Every render's sheet has the rules of its classes, kept ones included (and the keyframes of the pulse).
    expect(second.css).toContain('padding-top:24px');
    expect(second.css).toContain('color:blue');
    expect(second.css).toMatch(/@keyframes/);
  });

  it("gives each render's sheet only the classes it used", () => {
    installStyleMemo(PageContainer);
    render(page);
    const small = render(<Tone $tone="green">Green</Tone>);
    expect(small.css).toContain('color:green');
    expect(small.css).not.toContain('color:red');
    expect(small.css).not.toContain('padding-top:24px');
  });

  it('tells looks apart by every prop that decides them', () => {
    installStyleMemo(PageContainer);
    const a = render(<Box sx={{ mt: 1 }}>A</Box>);
    const b = render(<Box sx={{ mt: 2 }}>B</Box>);
    expect(a.css).toContain('margin-top:8px');
    expect(b.css).toContain('margin-top:16px');
    expect(a.html).not.toBe(b.html.replace('B', 'A'));
  });
});
