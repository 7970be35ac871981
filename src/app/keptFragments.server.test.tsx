/**
 * @jest-environment node
 *
 * Kept fragments (./keptFragments.server.ts, components/KeptFragment.tsx): a page whose header menu and footer are
 * copied from an earlier render is the same page, byte for byte, as one rendered in full; what the keeper refuses
 * to keep is rendered every time.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import Box from '@mui/material/Box';
import { keyframes, styled, ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/theme';
import { PageContainer } from '@/components/PageContainer';
import { KeptFragment } from '@/components/KeptFragment';
import { createServerRenderInfo, ServerInfoProvider } from '@/components/ServerInfo';
import { server, resetMockState } from '../../mocks/node';
import { render } from '../entry-server';
import { createFragmentKeeper, forgetKeptFragments, keptFragmentStats } from './keptFragments.server';
import { installStyleMemo } from './styleMemo.server';

jest.mock('@/components/purify', () => jest.requireActual('@/components/purify.server'));
// What the server bundle keeps between renders (webpack/substitutions.ts): checked answers are the same objects
// while their content is the same, which the fragments' keys rely on.
jest.mock('@/api/serverMemo', () => jest.requireActual('@/api/serverMemo.server'));

const ORIGIN = 'https://vivu.example';

async function page(path: string) {
  const result = await render(new Request(`${ORIGIN}${path}`), { origin: ORIGIN });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

/** A page as sent: its markup and styles. */
const sent = (r: Awaited<ReturnType<typeof page>>) => ({ html: r.html.toString(), styles: r.styles });

describe('kept fragments in whole pages', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  it.each([
    ['/en/detail-trip/ha-long-bay-discovery', '/en/japan'],
    ['/vi', '/vi/search'],
    ['/en/post', '/en/contact'],
  ])('gives %s the same bytes rendered in full and with what %s left kept', async (path, before) => {
    forgetKeptFragments();
    const full = sent(await page(path));
    expect(full.html).not.toContain('data-kept');
    // Another page of the language keeps the header's menu and the footer; the page then copies them.
    await page(before);
    const { copies } = keptFragmentStats();
    const copied = sent(await page(path));
    // Both fragments copied (the header's menu and the footer; a page rendered twice copies them twice), and the
    // page the same.
    expect(keptFragmentStats().copies).toBeGreaterThanOrEqual(copies + 2);
    expect(copied).toEqual(full);
    expect(copied.html).toContain('id="site-footer"');
  });

  it('keeps the header’s menu and the footer of each language once, and copies them into every later page', async () => {
    forgetKeptFragments();
    // The first page renders them, and says so (the server's metrics count it: page_fragments_total).
    expect((await page('/en/japan')).fragments).toEqual({ copied: 0, rendered: 2 });
    const { kept, copies } = keptFragmentStats();
    expect(kept).toBe(2);
    expect((await page('/en/italy')).fragments).toEqual({ copied: 2, rendered: 0 });
    await page('/en/detail-trip/ha-long-bay-discovery');
    expect(keptFragmentStats()).toEqual({ kept: 2, copies: copies + 4 });
    // Another language: its own two.
    await page('/vi/japan');
    expect(keptFragmentStats().kept).toBe(4);
  });
});

describe('createFragmentKeeper', () => {
  const Tone = styled('span')<{ $tone: string }>(({ $tone }) => ({ color: $tone }));
  const pulse = keyframes`from { opacity: 0; } to { opacity: 1; }`;
  const Pulse = styled('span')`
    animation: ${pulse} 1s infinite;
  `;

  beforeAll(() => installStyleMemo(PageContainer));
  beforeEach(() => forgetKeptFragments());

  /** Renders `tree` as a server render pass does: keeper, sheet, markup finished. */
  function pass(tree: React.ReactNode) {
    const sheet = new ServerStyleSheet();
    const keeper = createFragmentKeeper(sheet.instance);
    const info = createServerRenderInfo(200, ORIGIN);
    info.kept = keeper;
    try {
      const markup = renderToString(
        sheet.collectStyles(
          <ServerInfoProvider info={info}>
            <ThemeProvider theme={theme}>{tree}</ThemeProvider>
          </ServerInfoProvider>,
        ),
      );
      return { html: keeper.finish(Buffer.from(markup)).toString(), css: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  }

  const part = (tone: string, inputs: readonly unknown[] | null = [tone]) => (
    <div>
      <KeptFragment inputs={inputs}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Tone $tone={tone}>{tone}</Tone>
        </Box>
      </KeptFragment>
    </div>
  );

  it('keeps a fragment and copies it, with its classes, into the next render; the markers never show', () => {
    const first = pass(part('red'));
    expect(first.html).not.toContain('<template');
    const spy = jest.fn();
    const Counted = () => {
      spy();
      return <Tone $tone="red">red</Tone>;
    };
    const second = pass(
      <div>
        <KeptFragment inputs={['red']}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Counted />
          </Box>
        </KeptFragment>
      </div>,
    );
    expect(spy).not.toHaveBeenCalled();
    expect(second).toEqual(first);
    expect(second.css).toContain('color:red');
  });

  it('keeps one copy per inputs: other inputs render again', () => {
    pass(part('red'));
    const blue = pass(part('blue', ['red', 'other']));
    expect(blue.html).toContain('>blue<');
    expect(blue.css).toContain('color:blue');
    const object = { tone: 'green' };
    pass(part('green', [object]));
    // The same content in another object is another input (answers are kept by identity).
    expect(pass(part('lime', [{ tone: 'green' }])).html).toContain('>lime<');
    expect(pass(part('olive', [object])).html).toContain('>green<');
  });

  it('renders every time what it cannot keep: no inputs, a function among them, keyframes, text at its edge', () => {
    const render = (tree: React.ReactNode) => {
      pass(tree);
      return pass(tree);
    };
    let runs = 0;
    const Counted = ({ children }: { children: React.ReactNode }) => {
      runs += 1;
      return <b>{children}</b>;
    };
    render(
      <KeptFragment inputs={null}>
        <Counted>a</Counted>
      </KeptFragment>,
    );
    render(
      <KeptFragment inputs={[() => 'x']}>
        <Counted>b</Counted>
      </KeptFragment>,
    );
    render(
      <KeptFragment inputs={['pulse']}>
        <Counted>
          <Pulse>c</Pulse>
        </Counted>
      </KeptFragment>,
    );
    render(
      <p>
        before
        <KeptFragment inputs={['text']}>
          <Counted>d</Counted>
        </KeptFragment>
      </p>,
    );
    render(
      <p>
        <KeptFragment inputs={['bare']}>text only</KeptFragment>
      </p>,
    );
    expect(runs).toBe(8);
    const pulsing = pass(
      <KeptFragment inputs={['pulse']}>
        <Pulse>c</Pulse>
      </KeptFragment>,
    );
    expect(pulsing.css).toMatch(/@keyframes/);
  });

  it('leaves content that looks like a marker alone', () => {
    const html = pass(
      <div dangerouslySetInnerHTML={{ __html: '<template data-kept="x-1"></template>' }} />,
    ).html;
    expect(html).toContain('<template data-kept="x-1"></template>');
  });
});
