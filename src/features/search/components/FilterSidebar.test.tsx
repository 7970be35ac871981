import { useState } from 'react';
import { screen } from '@testing-library/react';
import type { TourCounts } from '@/api';
import { initialTourFilterState, type TourFilterState } from '@/domain/search/tourFilterState';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FilterSidebar } from './FilterSidebar';

// Counts the renders of each section (by its title).
const sectionRenders: string[] = [];
jest.mock('./FilterSection', () => {
  const actual = jest.requireActual<typeof import('./FilterSection')>('./FilterSection');
  return {
    FilterSection: (props: Parameters<typeof actual.FilterSection>[0]) => {
      sectionRenders.push(props.title);
      return actual.FilterSection(props);
    },
  };
});

const counts: TourCounts = {
  physical_rating: { '1': 3, '2': 5 },
  deals: { title: 'Deals', data: [{ id: 1, name: 'Summer sale', count: 4 }] },
  style: { title: 'Style', data: [{ id: 7, name: 'Small group', count: 6 }] },
  theme: { title: 'Theme', data: [{ id: 9, name: 'Food', count: 2 }] },
};

function Sidebar({
  onChange,
  start = initialTourFilterState,
}: {
  onChange: (next: TourFilterState) => void;
  start?: TourFilterState;
}) {
  const [filters, setFilters] = useState(start);
  return (
    <FilterSidebar
      filters={filters}
      counts={counts}
      onChange={(next) => {
        onChange(next);
        setFilters(next);
      }}
    />
  );
}

describe('FilterSidebar', () => {
  it('a tick sends the new filters and renders only its own group again (en)', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Sidebar onChange={onChange} />, { route: '/en' });
    await user.click(screen.getByRole('button', { name: 'Style' }));
    const small = screen.getByRole('checkbox', { name: /Small group/ });
    sectionRenders.length = 0;

    await user.click(small);
    expect(small).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ style: [7], deals: [], theme: [] }));
    // The box's group rendered (the tick, then the listing's filters coming back); no other section did.
    expect(new Set(sectionRenders)).toEqual(new Set(['Style']));

    sectionRenders.length = 0;
    await user.click(screen.getByRole('checkbox', { name: /Summer sale/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ style: [7], deals: [1] }));
    expect(new Set(sectionRenders)).toEqual(new Set(['Deals']));
  });

  it('a section with a filter in use is open; the others keep their default (vi)', () => {
    renderWithProviders(
      <Sidebar onChange={jest.fn()} start={{ ...initialTourFilterState, style: [7], physicalRating: [2] }} />,
      { route: '/vi' },
    );
    expect(screen.getByRole('checkbox', { name: /Small group/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Mức độ thể lực' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('checkbox', { name: /Food/ })).not.toBeInTheDocument();
  });

  it('with US$ chosen, the price is typed and labelled in US$ and the listing asked in VNĐ (en)', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Sidebar onChange={onChange} />, {
      route: '/en',
      preloadedState: { currency: { code: 'USD' } },
    });
    const min = screen.getByRole('spinbutton', { name: 'Min price (US$)' });
    expect(screen.getByRole('spinbutton', { name: 'Max price (US$)' })).toBeInTheDocument();
    await user.type(min, '500');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price: expect.objectContaining({ min: 500 * 24_000 }) }),
    );
    expect(min).toHaveValue(500);
  });

  it('labels the price in VNĐ by default, each field on its own line (vi)', () => {
    renderWithProviders(<Sidebar onChange={jest.fn()} />, { route: '/vi' });
    expect(screen.getByRole('spinbutton', { name: 'Giá thấp nhất (VNĐ)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Số ngày tối thiểu' })).toBeInTheDocument();
  });
});
