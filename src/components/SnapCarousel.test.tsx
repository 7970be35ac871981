import { act, fireEvent, render, screen } from '@testing-library/react';
import { SnapCarousel, slideWidths } from './SnapCarousel';

describe('SnapCarousel', () => {
  const items = ['a', 'b', 'c', 'd'];
  const renderIt = (autoplayMs?: number) =>
    render(
      <SnapCarousel
        items={items}
        getKey={(i) => i}
        renderItem={(i) => <a href={`#${i}`}>{i}</a>}
        slidesPerView={{ 0: 1.5, 640: 2.2 }}
        autoplayMs={autoplayMs}
        aria-label="Places"
      />,
    );

  it('renders every slide as a list item of a labelled list (no script needed)', () => {
    renderIt();
    const list = screen.getByRole('list', { name: 'Places' });
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'c' })).toHaveAttribute('href', '#c');
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
});
