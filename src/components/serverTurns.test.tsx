/**
 * @jest-environment node
 *
 * A server render takes its deferred sections one loop turn at a time (./serverTurns.ts): what arrives meanwhile
 * (a health probe) is answered between two sections, and the page's HTML is the same.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { DeferredSection } from './DeferredSection';
import { createServerRenderInfo, ServerInfoProvider, ServerTurn } from './ServerInfo';
import { createServerTurns } from './serverTurns';

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

/** Counts the turns of Node's event loop (an immediate set from an immediate runs on the next turn). */
function loopTurns() {
  const counter = { turns: 0, running: true };
  const tick = () => {
    counter.turns += 1;
    if (counter.running) setImmediate(tick);
  };
  setImmediate(tick);
  return counter;
}

describe('server turns', () => {
  it('gives one section a turn per loop turn, in order, and the same promise when asked again', async () => {
    const loop = loopTurns();
    const turns = createServerTurns();
    const at: Record<string, number> = {};
    const [a, b, c] = [{}, {}, {}];
    const first = turns.turn(a);
    const second = turns.turn(b);
    const third = turns.turn(c);
    expect(turns.turn(a)).toBe(first);
    void first.then(() => (at.a = loop.turns));
    void second.then(() => (at.b = loop.turns));
    await third.then(() => (at.c = loop.turns));
    loop.running = false;
    expect(at.a).toBeLessThan(at.b);
    expect(at.b).toBeLessThan(at.c);
  });

  it("lets the loop run between a page's sections, and renders the same page", async () => {
    const loop = loopTurns();
    const rendered: number[] = [];
    const Section = ({ name }: { name: string }) => {
      rendered.push(loop.turns);
      return <p>{name}</p>;
    };
    const page = (
      <ServerInfoProvider info={createServerRenderInfo(200, 'https://example.test')}>
        <ServerTurn>
          <Section name="top" />
        </ServerTurn>
        {['one', 'two', 'three'].map((name) => (
          <DeferredSection key={name} minHeight={10}>
            <Section name={name} />
          </DeferredSection>
        ))}
      </ServerInfoProvider>
    );
    const { prelude } = await prerenderToNodeStream(page);
    const out = await html(prelude);
    loop.running = false;
    expect(out.indexOf('top')).toBeLessThan(out.indexOf('one'));
    expect(out.indexOf('one')).toBeLessThan(out.indexOf('two'));
    expect(out.indexOf('two')).toBeLessThan(out.indexOf('three'));
    expect(out).not.toContain('<template');
    // Each section rendered on a turn of the loop of its own.
    expect(new Set(rendered).size).toBe(4);
  });
});
