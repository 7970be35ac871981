import { act, createRef } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { TourCounts } from '@/api';
import { initialTourFilterState } from '@/domain/search/tourFilterState';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FiltersDialogHost, type FiltersDialogHandle } from './FiltersDialogHost';

const counts: TourCounts = {
  physical_rating: { '1': 3 },
  deals: { title: 'Deals', data: [{ id: 1, name: 'Summer sale', count: 4 }] },
  style: { title: 'Style', data: [] },
  theme: { title: 'Theme', data: [] },
};

function renderHost(route: string) {
  const ref = createRef<FiltersDialogHandle>();
  const onClosed = jest.fn();
  const view = renderWithProviders(
    <FiltersDialogHost
      ref={ref}
      onClosed={onClosed}
      onClearAll={jest.fn()}
      onChange={jest.fn()}
      total={7}
      filters={initialTourFilterState}
      counts={counts}
    />,
    { route },
  );
  return { ...view, ref, onClosed };
}

describe('FiltersDialogHost', () => {
  it('renders nothing until warmed or opened', () => {
    const { container } = renderHost('/en/search');
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('warmed: the frame is in the page, closed and hidden, without the groups; the tap then opens it (en)', async () => {
    const { ref, user, onClosed } = renderHost('/en/search');
    await act(() => ref.current!.warmUp());
    // The frame is rendered (its title in the page) but nobody sees or reaches it.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    const frame = document.querySelector('[role="dialog"]')!;
    expect(frame.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(frame as HTMLElement).queryByRole('button', { name: 'Duration', hidden: true })).toBeNull();

    act(() => ref.current!.open());
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    // The same frame, opened: its groups follow right after.
    expect(dialog).toBe(frame);
    await within(dialog).findByRole('button', { name: 'Duration' });
    expect(within(dialog).getByRole('button', { name: 'Show 7 trips' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('opens without a warm-up too, and again after closing (vi)', async () => {
    const { ref, user } = renderHost('/vi/search');
    act(() => ref.current!.open());
    const dialog = await screen.findByRole('dialog', { name: 'Bộ lọc' });
    await within(dialog).findByRole('button', { name: 'Thời gian' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A warm-up after the first opening changes nothing.
    await act(() => ref.current!.warmUp());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => ref.current!.open());
    await within(await screen.findByRole('dialog', { name: 'Bộ lọc' })).findByRole('button', {
      name: 'Thời gian',
    });
  });
});
