import { screen, within } from '@testing-library/react';
import { halongTour, halongWishlistItem } from '@/test/fixtures';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SearchTripCard } from './SearchTripCard';

const tour = halongTour;

describe('SearchTripCard', () => {
  it('shows the trip and links to its detail page (vi)', () => {
    renderWithProviders(<SearchTripCard tour={tour} lang="vi" />, { route: '/vi/search' });
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('href', '/vi/detail-trip/ha-long-sapa-6-ngay');
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Hạ Long – Sapa 6 ngày' }),
    ).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: 'Hạ Long – Sapa 6 ngày' });
    expect(image).toHaveAttribute('src', '/storage/tours/halong.jpg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '267');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText('Việt Nam')).toBeInTheDocument();
    expect(within(card).getByText('6 ngày')).toBeInTheDocument();
    expect(within(card).getByText('Phong cách: Tiêu chuẩn')).toBeInTheDocument();
    expect(within(card).getByText('4.6')).toBeInTheDocument();
    expect(within(card).getByText('13.900.000 VNĐ')).toBeInTheDocument();
    expect(within(card).getByText('15.900.000 VNĐ').tagName).toBe('S');
    expect(within(card).getByText('Giảm giá')).toBeInTheDocument();
    expect(within(card).getByText('Phút chót')).toBeInTheDocument();
  });

  it('converts USD prices, shows 0.0 without rating and no badges (en)', () => {
    renderWithProviders(
      <SearchTripCard
        tour={{
          ...tour,
          price: 1299,
          originalPrice: null,
          rating: Number.NaN,
          onSale: false,
          lastMinute: false,
        }}
        lang="en"
      />,
      { route: '/en/search' },
    );
    expect(screen.getByText('31.176.000 VNĐ')).toBeInTheDocument();
    expect(screen.getByText('0.0')).toBeInTheDocument();
    expect(screen.getByText('6 days')).toBeInTheDocument();
    expect(screen.queryByText('On sale')).not.toBeInTheDocument();
    expect(screen.queryByText('Last minute')).not.toBeInTheDocument();
  });

  it('says Contact for price / Thỏa thuận without a price', () => {
    const { unmount } = renderWithProviders(<SearchTripCard tour={{ ...tour, price: null }} lang="en" />, {
      route: '/en',
    });
    expect(screen.getByText('Contact for price')).toBeInTheDocument();
    unmount();
    renderWithProviders(<SearchTripCard tour={{ ...tour, price: 0 }} lang="vi" />, { route: '/vi' });
    expect(screen.getByText('Thỏa thuận')).toBeInTheDocument();
  });

  it('renders extra actions in its slot, outside the card link', () => {
    renderWithProviders(
      <SearchTripCard
        tour={tour}
        lang="en"
        imageLoading="eager"
        actions={<button type="button">Compare</button>}
      />,
      { route: '/en' },
    );
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare.closest('a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Added to wishlist' }).closest('a')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('toggles the wishlist with its hover label and aria-pressed', async () => {
    const { user, store } = renderWithProviders(<SearchTripCard tour={tour} lang="en" />, { route: '/en' });
    await user.click(screen.getByRole('button', { name: 'Added to wishlist' }));
    const remove = screen.getByRole('button', { name: 'Remove from wishlist' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().wishlist.items).toEqual([halongWishlistItem]);
    await user.hover(remove);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove from wishlist');
  });

  it('shows the hover label on keyboard focus without re-mounting the button (vi)', async () => {
    const { user } = renderWithProviders(<SearchTripCard tour={tour} lang="vi" />, { route: '/vi' });
    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Thêm vào danh sách yêu thích' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Thêm vào danh sách yêu thích');
    expect(button).toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Xóa khỏi danh sách yêu thích');
  });
});
