import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { HeaderSearch } from './HeaderSearch';

// The machine is shared and slow: give async queries more time than the default 1 s.

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollTo(0));

describe('HeaderSearch', () => {
  it('appears only once the page is scrolled more than 50 px', () => {
    renderWithProviders(<HeaderSearch lang="vi" />, { route: '/vi' });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    scrollTo(50);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    scrollTo(51);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tìm kiếm điểm đến' })).toHaveAttribute(
      'placeholder',
      'Tìm kiếm...',
    );
    scrollTo(10);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('expands on focus with the recent searches, and collapses 200 ms after losing focus', async () => {
    const { user } = renderWithProviders(
      <>
        <HeaderSearch lang="vi" />
        <button type="button">elsewhere</button>
      </>,
      { route: '/vi' },
    );
    scrollTo(120);
    const input = screen.getByRole('textbox', { name: 'Tìm kiếm điểm đến' });
    await user.click(input);
    expect(input).toHaveAttribute('placeholder', 'Nhập điểm đến');
    const title = screen.getByRole('heading', { name: 'Tìm kiếm gần đây' });
    const list = screen.getByRole('list', { name: 'Tìm kiếm gần đây' });
    expect(title).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Europe', 'Morocco', 'Japan', 'Vietnam', 'Italy']);

    jest.useFakeTimers();
    try {
      act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
      act(() => jest.advanceTimersByTime(150));
      expect(input).toHaveAttribute('placeholder', 'Nhập điểm đến');
      act(() => jest.advanceTimersByTime(60));
      expect(input).toHaveAttribute('placeholder', 'Tìm kiếm...');
      expect(screen.queryByRole('heading', { name: 'Tìm kiếm gần đây' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('picking a recent search fills the box; Enter submits it to /{lang}/Search', async () => {
    const { user, router, store } = renderWithProviders(<HeaderSearch lang="en" />, {
      route: '/en/who-we-are',
    });
    scrollTo(200);
    const input = screen.getByRole('textbox', { name: 'Search destinations' });
    expect(input).toHaveAttribute('placeholder', 'Search...');
    await user.click(input);
    expect(input).toHaveAttribute('placeholder', 'Enter destination');
    expect(screen.getByRole('heading', { name: 'Recent Searches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Japan' }));
    expect(input).toHaveValue('Japan');
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/en/Search');
    expect(router.state.location.search).toBe('?keyword=Japan');
    expect(store.getState().recentSearches.items.slice(0, 3)).toEqual(['Japan', 'Europe', 'Morocco']);
  });

  it('submits the trimmed keyword with the button (words joined by +) and adds it to the recent searches', async () => {
    const { user, router, store } = renderWithProviders(<HeaderSearch lang="vi" />, { route: '/vi' });
    scrollTo(60);
    const input = screen.getByRole('textbox', { name: 'Tìm kiếm điểm đến' });
    await user.click(input);
    await user.type(input, '   Hạ Long bay  ');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(router.state.location.pathname).toBe('/vi/Search');
    expect(router.state.location.search).toBe('?keyword=H%E1%BA%A1+Long+bay');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('Hạ Long bay');
    expect(store.getState().recentSearches.items[0]).toBe('Hạ Long bay');
    expect(store.getState().recentSearches.items).toHaveLength(6);
  });

  it('does not submit an empty or blank keyword', async () => {
    const { user, router, store } = renderWithProviders(<HeaderSearch lang="vi" />, { route: '/vi/books' });
    scrollTo(60);
    const input = screen.getByRole('textbox', { name: 'Tìm kiếm điểm đến' });
    await user.click(input);
    await user.keyboard('{Enter}');
    await user.type(input, '    {Enter}');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(router.state.location.pathname).toBe('/vi/books');
    expect(store.getState().recentSearches.items).toEqual(['Europe', 'Morocco', 'Japan', 'Vietnam', 'Italy']);
  });

  it('keeps the recent searches in the browser (persisted slice)', async () => {
    window.localStorage.clear();
    const first = renderWithProviders(<HeaderSearch lang="vi" />, { route: '/vi', persist: true });
    scrollTo(60);
    const input = await screen.findByRole('textbox', { name: 'Tìm kiếm điểm đến' });
    await first.user.click(input);
    await first.user.type(input, 'Sapa{Enter}');
    await waitFor(() => expect(window.localStorage.getItem('persist:recent-searches')).toContain('Sapa'));
    first.unmount();

    const second = renderWithProviders(<HeaderSearch lang="vi" />, { route: '/vi', persist: true });
    await waitFor(() => expect(second.store.getState().recentSearches.items[0]).toBe('Sapa'));
    await second.user.click(await screen.findByRole('textbox', { name: 'Tìm kiếm điểm đến' }));
    expect(
      within(screen.getByRole('list', { name: 'Tìm kiếm gần đây' })).getAllByRole('button')[0],
    ).toHaveTextContent('Sapa');
  });
});
