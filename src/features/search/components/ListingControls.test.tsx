import { screen, waitFor, within } from '@testing-library/react';
import type { TourCounts } from '@/api';
import { initialTourFilterState } from '@/domain/search/tourFilterState';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ListingControls } from './ListingControls';

const counts: TourCounts = {
  physical_rating: { '1': 3 },
  deals: { title: 'Deals', data: [{ id: 1, name: 'Summer sale', count: 4 }] },
  style: { title: 'Style', data: [] },
  theme: { title: 'Theme', data: [] },
};

function renderControls(route: string) {
  const onFiltersClosed = jest.fn();
  const view = renderWithProviders(
    <ListingControls
      activeFilterCount={0}
      sort="recommended"
      onSort={jest.fn()}
      filtersDialog={{
        onClearAll: jest.fn(),
        onChange: jest.fn(),
        total: 7,
        filters: initialTourFilterState,
        counts,
      }}
      onFiltersClosed={onFiltersClosed}
    />,
    { route },
  );
  return { ...view, onFiltersClosed };
}

afterEach(() => jest.restoreAllMocks());

describe('ListingControls: the Filters dialog', () => {
  it('is not in the page before a tap where the button does not show (wider screens)', async () => {
    renderControls('/en/search');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('where the button shows, warms the frame while idle: closed, hidden, no groups; the tap opens it (en)', async () => {
    // jsdom lays nothing out: the button "shows" (a layout box), as on a phone.
    jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(() => document.body);
    const { user, onFiltersClosed } = renderControls('/en/search');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull(), { timeout: 5000 });
    const frame = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(frame.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(frame).queryByRole('button', { name: 'Duration', hidden: true })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    // The same frame, opened: its groups follow right after.
    expect(dialog).toBe(frame);
    await within(dialog).findByRole('button', { name: 'Duration' });
    expect(within(dialog).getByRole('button', { name: 'Show 7 trips' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onFiltersClosed).toHaveBeenCalledTimes(1);
  });

  it('opens without a warm-up too, and again after closing (vi)', async () => {
    const { user } = renderControls('/vi/search');
    await user.click(screen.getByRole('button', { name: 'Bộ lọc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bộ lọc' });
    await within(dialog).findByRole('button', { name: 'Thời gian' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Bộ lọc' }));
    await within(await screen.findByRole('dialog', { name: 'Bộ lọc' })).findByRole('button', {
      name: 'Thời gian',
    });
  });
});
