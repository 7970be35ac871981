import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { deferredFrames } from '@/test/deferredFrames';
import { DeferredFrame } from './DeferredFrame';

const MAP = { title: 'Map', src: 'https://maps.google.com/maps?q=1%2C2', loading: 'lazy' };

function Page({ caption }: { caption: string }) {
  return (
    <div>
      <p>{caption}</p>
      <DeferredFrame frame={MAP} />
    </div>
  );
}

describe('DeferredFrame', () => {
  it('renders an empty box with the frame’s attributes, in the browser and on the server, never a frame', () => {
    const { container } = render(<Page caption="Hi" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(deferredFrames(container)).toEqual([MAP]);
    const html = renderToString(<Page caption="Hi" />);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-frame=');
  });

  it('keeps the frame put into its box (by the page’s inline script) through hydration and later renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page caption="Hi" />);
    document.body.append(container);
    const box = container.querySelector('[data-frame]')!;
    const frame = document.createElement('iframe');
    box.append(frame);

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Page caption="Hi" />);
    });
    await act(async () => root.render(<Page caption="Hello" />));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('p')).toHaveTextContent('Hello');
    expect(box.isConnected).toBe(true);
    expect(box.querySelector('iframe')).toBe(frame);
    act(() => root.unmount());
    container.remove();
  });
});
