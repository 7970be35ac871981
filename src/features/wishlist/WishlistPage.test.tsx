import { is } from 'valibot';
import { render, screen, waitFor, within } from '@testing-library/react';
import { halongWishlistItem } from '@/test/fixtures';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../mocks/node';
import WishlistPage from './pages/WishlistPage';
import { useWishlist } from '@/components/wishlist/WishlistProvider';
import { toggleWishlistItem, type WishlistItem } from '@/lib/state/wishlistSlice';
import { wishlistStateSchema } from '@/lib/state/wishlistSchema';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  localStorage.clear();
});
afterAll(() => server.close());

const halong = halongWishlistItem;
const kyoto: WishlistItem = {
  ...halong,
  id: 12,
  slug: 'kyoto-classic',
  title: 'Kyoto Classic',
  price: null,
  tripCode: null,
};

function renderWishlist(route: string, items: WishlistItem[] = [], restored = items.length === 0) {
  if (restored) {
    // An empty list is known only once the stored one has been read (persistence on, nothing stored).
    return renderWithProviders(<WishlistPage />, { route, path: '/:lang/contact/wishlist', persist: true });
  }
  return renderWithProviders(<WishlistPage />, {
    route,
    path: '/:lang/contact/wishlist',
    preloadedState: { wishlist: { items } },
  });
}

describe('Wishlist page', () => {
  it('empty state links to trips, signup, login (contact page) and home (en)', async () => {
    renderWishlist('/en/contact/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'My wishlist' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse trips' })).toHaveAttribute('href', '/en/search');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('empty state in Vietnamese', async () => {
    renderWishlist('/vi/contact/wishlist');
    expect(
      await screen.findByRole('heading', { name: 'Danh sách yêu thích của bạn đang trống' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem các chuyến đi' })).toHaveAttribute('href', '/vi/search');
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/vi/contact');
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/vi/contact');
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi');
  });

  it('lists the saved trips with links, prices and removal', async () => {
    localStorage.setItem(
      'persist:wishlist',
      JSON.stringify({
        items: JSON.stringify([halong, kyoto]),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { user, store } = renderWishlist('/vi/contact/wishlist', [], true);
    expect(await screen.findByText('2 chuyến đi đã lưu')).toBeInTheDocument();
    // Trips the content service no longer knows keep their stored copy.
    await screen.findByRole('link', { name: 'Kyoto Classic' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Hạ Long – Sapa 6 ngày' })).toHaveAttribute(
      'href',
      '/vi/detail-trip/ha-long-sapa-6-ngay',
    );
    expect(within(items[0]).getByText('13.900.000 VNĐ')).toBeInTheDocument();
    expect(within(items[0]).getByText(/Đánh giá 4\.6 trên 5/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Thỏa thuận')).toBeInTheDocument();

    await user.click(
      within(items[0]).getByRole('button', { name: 'Xóa Hạ Long – Sapa 6 ngày khỏi danh sách yêu thích' }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(store.getState().wishlist.items.map((i) => i.id)).toEqual([12]);

    await user.click(screen.getByRole('button', { name: 'Xóa Kyoto Classic khỏi danh sách yêu thích' }));
    expect(
      screen.getByRole('heading', { name: 'Danh sách yêu thích của bạn đang trống' }),
    ).toBeInTheDocument();
  });

  it('lists in English', async () => {
    renderWishlist('/en/contact/wishlist', [kyoto]);
    expect(screen.getByText('1 saved trip')).toBeInTheDocument();
    expect(await screen.findByText('Contact for price')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Kyoto Classic from wishlist' })).toBeInTheDocument();
  });

  it('restores the wishlist saved in the browser, and ignores a corrupted value', async () => {
    localStorage.setItem(
      'persist:wishlist',
      JSON.stringify({
        items: JSON.stringify([halong]),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const first = renderWithProviders(<WishlistPage />, {
      route: '/en/contact/wishlist',
      path: '/:lang/contact/wishlist',
      persist: true,
    });
    expect(await screen.findByRole('link', { name: 'Hạ Long – Sapa 6 ngày' })).toBeInTheDocument();
    first.unmount();

    localStorage.setItem('persist:wishlist', JSON.stringify({ items: '"oops"', _persist: '{"version":1}' }));
    renderWithProviders(<WishlistPage />, {
      route: '/en/contact/wishlist',
      path: '/:lang/contact/wishlist',
      persist: true,
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument(),
    );
  });
});

describe('a stored wishlist', () => {
  const store = (items: WishlistItem[]) =>
    localStorage.setItem(
      'persist:wishlist',
      JSON.stringify({
        items: JSON.stringify(items),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );

  it("is never announced empty before it is read: a neutral placeholder (the server's render, the first one)", () => {
    // Before the stored list is restored (no redux-persist marker yet), as on the server and at hydration.
    renderWithProviders(<WishlistPage />, {
      route: '/en/contact/wishlist',
      path: '/:lang/contact/wishlist',
      preloadedState: { wishlist: { items: [] } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Loading your wishlist...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your wishlist is empty' })).not.toBeInTheDocument();
  });

  it("shows its trips in the page's language and today's price, whatever language they were saved in", async () => {
    const read = async (lang: string) =>
      (
        (await (await fetch(`http://localhost/api/${lang}/tours/ha-long-bay-discovery`)).json()) as {
          data: { id: number; title: string };
        }
      ).data;
    const [vi, en] = [await read('vi'), await read('en')];
    expect(vi.title).not.toBe(en.title);
    store([{ ...halong, id: vi.id, slug: 'ha-long-bay-discovery', title: vi.title }]);
    renderWithProviders(<WishlistPage />, {
      route: '/en/contact/wishlist',
      path: '/:lang/contact/wishlist',
      persist: true,
    });
    expect(await screen.findByRole('link', { name: en.title })).toHaveAttribute(
      'href',
      '/en/detail-trip/ha-long-bay-discovery',
    );
    expect(screen.queryByText(vi.title)).not.toBeInTheDocument();
  });
});

describe('wishlist rules', () => {
  it('toggles an item in and out by id', () => {
    expect(toggleWishlistItem([], halong)).toEqual([halong]);
    expect(toggleWishlistItem([halong, kyoto], { ...halong, title: 'changed' })).toEqual([kyoto]);
  });

  it('validates stored state', () => {
    expect(is(wishlistStateSchema, { items: [halong, kyoto] })).toBe(true);
    expect(is(wishlistStateSchema, { items: [{ id: 'x' }] })).toBe(false);
    expect(is(wishlistStateSchema, [])).toBe(false);
  });
});

describe('useWishlist', () => {
  it('is an error outside its provider', () => {
    function Orphan() {
      useWishlist();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useWishlist must be used within a WishlistProvider');
    jest.restoreAllMocks();
  });
});

describe('a shared wishlist (beyond the spec)', () => {
  it('shares the list as a link to /{lang}/contact/wishlist?trips=…', async () => {
    const { user } = renderWishlist('/en/contact/wishlist', [halong, kyoto]);
    // user-event stands in for the clipboard (set up by the render).
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share list' }));
    await waitFor(() =>
      expect(write).toHaveBeenCalledWith(
        `${window.location.origin}/en/contact/wishlist?trips=${halong.slug},kyoto-classic`,
      ),
    );
  });

  it('shows the shared trips with today’s prices and saves them only on “Save all” (vi)', async () => {
    const { user, store } = renderWishlist(
      '/vi/contact/wishlist?trips=ha-long-bay-discovery,no-such-trip,amazon-jungle-lodge',
      [],
      false,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Danh sách được chia sẻ' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Vịnh Hạ Long/ })).toHaveAttribute(
      'href',
      '/vi/detail-trip/ha-long-bay-discovery',
    );
    expect(
      await screen.findByText('Một chuyến đi trong danh sách (no-such-trip) không còn nữa.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2));
    expect(store.getState().wishlist.items).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Lưu tất cả vào danh sách yêu thích' }));
    expect(screen.getByText('Đã lưu 2 chuyến đi vào danh sách yêu thích.')).toBeInTheDocument();
    expect(store.getState().wishlist.items.map((item) => item.slug)).toEqual([
      'ha-long-bay-discovery',
      'amazon-jungle-lodge',
    ]);
    expect(store.getState().wishlist.items[0].price).toEqual(expect.any(Number));
    // Pressed again, nothing is added and it says so.
    await user.click(screen.getByRole('button', { name: 'Lưu tất cả vào danh sách yêu thích' }));
    expect(
      screen.getByText('Tất cả các chuyến đi này đã có trong danh sách yêu thích của bạn.'),
    ).toBeInTheDocument();
    expect(store.getState().wishlist.items).toHaveLength(2);
  });
});
