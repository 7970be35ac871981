import { act, fireEvent, render, screen } from '@testing-library/react';
import { SnapCarousel, slideWidths } from './SnapCarousel';
import { useCarouselAutoplay } from './useCarouselAutoplay';
import { useSlideshow } from './useSlideshow';

function Autoplaying({ items, ms }: { items: string[]; ms?: number }) {
  const trackRef = useCarouselAutoplay(ms ?? 0, 16, ms ? items.length : 0);
  return (
    <SnapCarousel
      trackRef={trackRef}
      items={items}
      getKey={(i) => i}
      renderItem={(i) => <a href={`#${i}`}>{i}</a>}
      slidesPerView={{ 0: 1.5, 640: 2.2 }}
      aria-label="Places"
    />
  );
}

function Slideshow({ items, onActive }: { items: string[]; onActive: (index: number) => void }) {
  const { trackRef, active, goTo } = useSlideshow(items.length, 10_000);
  onActive(active);
  return (
    <>
      <SnapCarousel
        trackRef={trackRef}
        items={items}
        getKey={(i) => i}
        renderItem={(i) => <span>{i}</span>}
        slidesPerView={{ 0: 1 }}
        gap={0}
        aria-label="Slides"
      />
      <button type="button" onClick={() => goTo(2)}>
        Third
      </button>
    </>
  );
}

describe('SnapCarousel', () => {
  const items = ['a', 'b', 'c', 'd'];
  const renderIt = (autoplayMs?: number) => render(<Autoplaying items={items} ms={autoplayMs} />);

  it('renders every slide as a list item of a labelled list (no script needed)', () => {
    renderIt();
    const list = screen.getByRole('list', { name: 'Places' });
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'c' })).toHaveAttribute('href', '#c');
  });

  it('is not a keyboard stop of its own unless asked (a slideshow whose slides may hold nothing focusable)', () => {
    renderIt();
    expect(screen.getByRole('list', { name: 'Places' })).not.toHaveAttribute('tabindex');
    render(
      <SnapCarousel
        items={['x']}
        getKey={(i) => i}
        renderItem={(i) => <span>{i}</span>}
        slidesPerView={{ 0: 1 }}
        aria-label="Banners"
        focusable
      />,
    );
    expect(screen.getByRole('list', { name: 'Banners' })).toHaveAttribute('tabindex', '0');
  });

  it('sizes slides per breakpoint', () => {
    expect(slideWidths({ 0: 1.5, 1024: 4 }, 16)).toEqual({
      width: 'calc((100% - 16px) / 1.5)',
      '@media (min-width:1024px)': { width: 'calc((100% - 48px) / 4)' },
    });
  });

  it('autoplays one slide at a time, wraps at the end, pauses on hover and stops after an interaction', () => {
    jest.useFakeTimers();
    const scrollTo = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    try {
      renderIt(3000);
      const list = screen.getByRole('list', { name: 'Places' });
      act(() => jest.advanceTimersByTime(3000));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      fireEvent.mouseEnter(list);
      act(() => jest.advanceTimersByTime(6000));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      fireEvent.mouseLeave(list);
      act(() => jest.advanceTimersByTime(3000));
      expect(scrollTo).toHaveBeenCalledTimes(2);
      fireEvent.pointerDown(list);
      act(() => jest.advanceTimersByTime(9000));
      expect(scrollTo).toHaveBeenCalledTimes(2);
    } finally {
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
      jest.useRealTimers();
    }
  });

  it('as a slideshow: scrolls to the slide chosen, moves on every 10 s, and takes the slide a swipe settles on', () => {
    jest.useFakeTimers();
    const scrollTo = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    // Slides 100 px apart.
    const offsetLeft = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
      configurable: true,
      get(this: HTMLElement) {
        return Array.from(this.parentElement?.children ?? []).indexOf(this) * 100;
      },
    });
    const onActive = jest.fn();
    try {
      render(<Slideshow items={items} onActive={onActive} />);
      expect(onActive).toHaveBeenLastCalledWith(0);
      expect(scrollTo).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Third' }));
      expect(onActive).toHaveBeenLastCalledWith(2);
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });

      act(() => jest.advanceTimersByTime(9_999));
      expect(onActive).toHaveBeenLastCalledWith(2);
      act(() => jest.advanceTimersByTime(1));
      expect(onActive).toHaveBeenLastCalledWith(3);
      act(() => jest.advanceTimersByTime(10_000));
      expect(onActive).toHaveBeenLastCalledWith(0); // wraps

      // A swipe: the slide nearest the start once the scrolling has settled.
      const track = screen.getByRole('list', { name: 'Slides' });
      track.scrollLeft = 190;
      fireEvent.scroll(track);
      act(() => jest.advanceTimersByTime(100));
      expect(onActive).toHaveBeenLastCalledWith(0); // still scrolling
      fireEvent.scroll(track);
      act(() => jest.advanceTimersByTime(150));
      expect(onActive).toHaveBeenLastCalledWith(2);

      // A dot chosen right after a scroll, before its settle check: the check is cancelled, it cannot send the
      // slideshow back to where the scroll was.
      track.scrollLeft = 100;
      fireEvent.scroll(track);
      act(() => jest.advanceTimersByTime(50));
      fireEvent.click(screen.getByRole('button', { name: 'Third' }));
      act(() => jest.advanceTimersByTime(200));
      expect(onActive).toHaveBeenLastCalledWith(2);
    } finally {
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
      Object.defineProperty(HTMLElement.prototype, 'offsetLeft', offsetLeft);
      jest.useRealTimers();
    }
  });
});
