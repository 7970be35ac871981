import { is } from 'valibot';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { CompareEntry } from '@/domain/tour/compareList';
import { server, resetMockState } from '../../../mocks/node';
import ComparePage from '@/features/compare/pages/ComparePage';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { CompareTray } from '@/features/compare/components/CompareTray';
import { TourActions } from '@/features/tour/components/TourActions';
import type { TourDetail } from '@/api';
import {
  compareCleared,
  compareReducer,
  compareTripAdded,
  compareTripRemoved,
} from '@/lib/state/compareSlice';
import { compareStateSchema } from '@/lib/state/compareSchema';

jest.setTimeout(60_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const entry = (id: number, slug = `trip-${id}`): CompareEntry => ({
  id,
  slug,
  title: `Trip ${id}`,
  image: null,
});
const HA_LONG: CompareEntry = { id: 0, slug: 'ha-long-bay-discovery', title: 'Ha Long', image: null };
const JAPAN: CompareEntry = { id: 0, slug: 'japan-highlights', title: 'Japan', image: null };

async function tourOf(lang: 'vi' | 'en', slug: string) {
  const res = await fetch(`http://localhost/api/${lang}/tours/${slug}`);
  return (
    (await res.json()) as {
      data: { id: number; title: string; duration_days: number; style: string; theme: string };
    }
  ).data;
}

describe('compare slice', () => {
  it('adds, ignores a trip already present, refuses a 5th, removes and clears', () => {
    let state = compareReducer(undefined, { type: 'init' });
    state = compareReducer(state, compareTripAdded(entry(1)));
    state = compareReducer(state, compareTripAdded(entry(1)));
    expect(state.items).toEqual([entry(1)]);
    for (const id of [2, 3, 4, 5]) state = compareReducer(state, compareTripAdded(entry(id)));
    expect(state.items.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    state = compareReducer(state, compareTripRemoved(2));
    expect(state.items.map((t) => t.id)).toEqual([1, 3, 4]);
    state = compareReducer(state, compareCleared());
    expect(state.items).toEqual([]);
  });
  it('accepts only a valid stored state', () => {
    expect(is(compareStateSchema, { items: [entry(1)] })).toBe(true);
    expect(is(compareStateSchema, { items: [{ id: 1 }] })).toBe(false);
    expect(is(compareStateSchema, {})).toBe(false);
  });
});

function Harness({ entries }: { entries: CompareEntry[] }) {
  return (
    <>
      {entries.map((e) => (
        <div key={e.id} data-testid={`card-${e.id}`}>
          <CompareToggle trip={e} />
        </div>
      ))}
      <CompareTray />
    </>
  );
}

describe.each([
  [
    'vi',
    {
      add: 'Thêm vào so sánh',
      remove: 'Bỏ khỏi so sánh',
      full: 'Bạn chỉ có thể so sánh tối đa 4 chuyến đi.',
      tray: (n: number) => `So sánh chuyến đi: đã chọn ${n}`,
    },
  ],
  [
    'en',
    {
      add: 'Add to compare',
      remove: 'Remove from compare',
      full: 'You can compare up to 4 trips.',
      tray: (n: number) => `Compare trips: ${n} selected`,
    },
  ],
] as const)('add-to-compare toggle and tray (%s)', (lang, tx) => {
  it('toggles, counts in the tray, refuses a 5th trip with a message', async () => {
    const entries = [1, 2, 3, 4, 5].map((id) => entry(id));
    const { user, store } = renderWithProviders(<Harness entries={entries} />, {
      route: `/${lang}/search`,
      path: '/:lang/search',
    });
    expect(screen.queryByRole('link')).toBeNull();
    const button = (id: number) => within(screen.getByTestId(`card-${id}`)).getByRole('button');
    expect(button(1)).toHaveTextContent(tx.add);
    expect(button(1)).toHaveAttribute('aria-pressed', 'false');
    await user.click(button(1));
    expect(button(1)).toHaveTextContent(tx.remove);
    expect(button(1)).toHaveAttribute('aria-pressed', 'true');
    // The tray's button arrives in its own chunk with the first trip.
    const tray = await screen.findByRole('link', { name: tx.tray(1) });
    expect(tray).toHaveAttribute('href', `/${lang}/compare`);
    for (const id of [2, 3, 4]) await user.click(button(id));
    expect(screen.getByRole('link', { name: tx.tray(4) })).toBeInTheDocument();
    await user.click(button(5));
    expect(await screen.findByText(tx.full)).toBeInTheDocument();
    expect(button(5)).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().compare.items.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    // Toggling an added trip removes it.
    await user.click(button(2));
    expect(store.getState().compare.items.map((t) => t.id)).toEqual([1, 3, 4]);
    expect(screen.getByRole('link', { name: tx.tray(3) })).toBeInTheDocument();
  });
});

describe('compare page', () => {
  it.each([
    ['vi', 'Không có chuyến đi nào để so sánh', 'Quay lại tìm kiếm'],
    ['en', 'No trips to compare', 'Back to Search'],
  ] as const)('%s: empty state', (lang, empty, back) => {
    renderWithProviders(<ComparePage />, { route: `/${lang}/compare`, path: '/:lang/compare' });
    expect(screen.getByRole('heading', { name: empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', `/${lang}/search`);
  });

  it.each([
    [
      'en',
      {
        clear: 'Clear All',
        note: 'You can compare up to 4 trips. Excess trips will be ignored.',
        rows: [
          'Days',
          'Destinations',
          'Style',
          'Theme',
          'Group size',
          'Meals',
          'Transport',
          'Accommodation',
          'Ages',
          'Physical rating',
          'Itinerary',
          'Included activities',
          'Optional activities',
        ],
        from: /^From [\d.]+ VNĐ$/,
        days: (n: number) => `${n} days`,
        view: 'View Trip',
        remove: (t: string) => `Remove ${t}`,
        empty: 'No trips to compare',
      },
    ],
    [
      'vi',
      {
        clear: 'Xóa tất cả',
        note: 'Bạn có thể so sánh tối đa 4 chuyến đi. Các chuyến vượt quá sẽ bị bỏ qua.',
        rows: [
          'Số ngày',
          'Điểm đến',
          'Phong cách',
          'Chủ đề',
          'Quy mô nhóm',
          'Bữa ăn',
          'Phương tiện',
          'Chỗ ở',
          'Độ tuổi',
          'Mức độ thể lực',
          'Lịch trình',
          'Hoạt động bao gồm',
          'Hoạt động tùy chọn',
        ],
        from: /^Từ [\d.]+ VNĐ$/,
        days: (n: number) => `${n} ngày`,
        view: 'Xem chuyến đi',
        remove: (t: string) => `Xóa ${t}`,
        empty: 'Không có chuyến đi nào để so sánh',
      },
    ],
  ] as const)('%s: trips side by side with lined-up rows; remove and clear', async (lang, tx) => {
    const [a, b] = await Promise.all([tourOf(lang, HA_LONG.slug), tourOf(lang, JAPAN.slug)]);
    const { user } = renderWithProviders(<ComparePage />, {
      route: `/${lang}/compare`,
      path: '/:lang/compare',
      preloadedState: {
        compare: {
          items: [
            { ...HA_LONG, id: a.id },
            { ...JAPAN, id: b.id },
          ],
        },
      },
    });
    expect(screen.getByRole('button', { name: tx.clear })).toBeInTheDocument();
    expect(screen.getByText(tx.note)).toBeInTheDocument();
    const table = screen.getByRole('table');
    await within(table).findByRole('heading', { name: a.title }, { timeout: 10_000 });
    await within(table).findByRole('heading', { name: b.title }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByText(tx.from)).toHaveLength(2), { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(tx.rows);
    const daysRow = within(table).getByRole('row', { name: new RegExp(`^${tx.rows[0]}`) });
    expect(
      within(daysRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([tx.days(a.duration_days), tx.days(b.duration_days)]);
    const styleRow = within(table).getByRole('row', { name: new RegExp(`^${tx.rows[2]}`) });
    expect(
      within(styleRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([a.style, b.style]);
    const links = within(table).getAllByRole('link', { name: tx.view });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      `/${lang}/detail-trip/${HA_LONG.slug}`,
      `/${lang}/detail-trip/${JAPAN.slug}`,
    ]);

    await user.click(within(table).getByRole('button', { name: tx.remove(a.title) }));
    expect(
      within(screen.getByRole('table')).queryByRole('heading', { name: a.title }),
    ).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('heading', { name: b.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: tx.clear }));
    expect(screen.getByRole('heading', { name: tx.empty })).toBeInTheDocument();
  });

  it('shows only the first 4 trips', () => {
    renderWithProviders(<ComparePage />, {
      route: '/en/compare',
      path: '/:lang/compare',
      preloadedState: {
        compare: { items: [1, 2, 3, 4, 5].map((id) => entry(id, 'ha-long-bay-discovery-' + id)) },
      },
    });
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
  });

  it("keeps the list in the browser under 'compare-trips' and restores it", async () => {
    const first = renderWithProviders(<Harness entries={[entry(1, 'ha-long-bay-discovery')]} />, {
      route: '/en/search',
      path: '/:lang/search',
      persist: true,
    });
    await first.user.click(await screen.findByRole('button', { name: 'Add to compare' }));
    await waitFor(() =>
      expect(window.localStorage.getItem('persist:compare-trips')).toContain('ha-long-bay-discovery'),
    );
    first.unmount();

    renderWithProviders(<Harness entries={[entry(1, 'ha-long-bay-discovery')]} />, {
      route: '/en/search',
      path: '/:lang/search',
      persist: true,
    });
    expect(await screen.findByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Compare trips: 1 selected' })).toHaveAttribute(
      'href',
      '/en/compare',
    );
  });
});

describe('detail page toggle', () => {
  it('adds the tour with its main image', async () => {
    const tour = {
      id: 42,
      slug: 'ha-long-bay-discovery',
      title: 'Ha Long',
      media: [
        { url: 'a.jpg', type: 'image' },
        { url: 'b.jpg', type: 'image', is_featured: true },
      ],
    } as unknown as TourDetail;
    const { user, store } = renderWithProviders(
      <TourActions tour={tour} url="http://localhost/en/detail-trip/ha-long-bay-discovery" />,
      { route: '/en/detail-trip/x', path: '/:lang/detail-trip/:slug' },
    );
    await user.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(store.getState().compare.items).toEqual([
      { id: 42, slug: 'ha-long-bay-discovery', title: 'Ha Long', image: 'b.jpg' },
    ]);
  });
});
