import { is } from 'valibot';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { RecentlyViewedRow } from './RecentlyViewedRow';
import {
  RECENTLY_VIEWED_LIMIT,
  addRecentlyViewed,
  tripViewed,
  type RecentlyViewedTrip,
} from '@/lib/state/recentlyViewedSlice';
import { recentlyViewedStateSchema } from '@/domain/tour/recentlyViewedSchema';

const trip = (n: number): RecentlyViewedTrip => ({
  slug: `trip-${n}`,
  title: `Trip ${n}`,
  image: `tours/${n}.jpg`,
  duration: n,
  priceVnd: n * 1_000_000,
});

describe('recently viewed list', () => {
  it('keeps the newest first, each trip once, at most 8', () => {
    let items: RecentlyViewedTrip[] = [];
    for (let n = 1; n <= 10; n += 1) items = addRecentlyViewed(items, trip(n));
    expect(items.map((t) => t.slug)).toEqual([
      'trip-10',
      'trip-9',
      'trip-8',
      'trip-7',
      'trip-6',
      'trip-5',
      'trip-4',
      'trip-3',
    ]);
    items = addRecentlyViewed(items, trip(5));
    expect(items.map((t) => t.slug).slice(0, 3)).toEqual(['trip-5', 'trip-10', 'trip-9']);
    expect(items).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it('accepts only a stored value of its shape', () => {
    expect(is(recentlyViewedStateSchema, { items: [trip(1)] })).toBe(true);
    expect(is(recentlyViewedStateSchema, { items: [{ ...trip(1), slug: '' }] })).toBe(false);
    expect(is(recentlyViewedStateSchema, { items: [{ ...trip(1), priceVnd: '1' }] })).toBe(false);
    expect(is(recentlyViewedStateSchema, { items: Array.from({ length: 9 }, (_, i) => trip(i)) })).toBe(
      false,
    );
    expect(is(recentlyViewedStateSchema, [trip(1)])).toBe(false);
  });
});

describe('RecentlyViewedRow', () => {
  it('is absent while empty', () => {
    renderWithProviders(<RecentlyViewedRow />, { route: '/en', path: '/:lang' });
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('lists the trips newest first (the one on screen left out) and clears them (en)', async () => {
    const { store, user } = renderWithProviders(<RecentlyViewedRow exclude="trip-3" />, {
      route: '/en',
      path: '/:lang',
    });
    const { act } = await import('@testing-library/react');
    act(() => {
      for (const n of [1, 2, 3]) store.dispatch(tripViewed(trip(n)));
    });
    // The row's code arrives with the first trip.
    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/detail-trip/trip-2',
      '/en/detail-trip/trip-1',
    ]);
    expect(within(links[0]).getByText('2 days · 2.000.000 VNĐ')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Clear recently viewed trips' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(store.getState().recentlyViewed.items).toEqual([]);
  });

  it('speaks Vietnamese on a Vietnamese page', () => {
    const { store } = renderWithProviders(<RecentlyViewedRow />, { route: '/vi', path: '/:lang' });
    store.dispatch(tripViewed(trip(1)));
    return screen.findByRole('heading', { name: 'Đã xem gần đây' });
  });
});
