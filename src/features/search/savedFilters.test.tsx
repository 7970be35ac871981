import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { savedFiltersLocation, savedFiltersQuery } from '@/domain/search/listingUrl';
import { initialTourFilterState, type TourFilterState } from '@/domain/search/tourFilterState';
import { useSavedFilters } from './savedFilters';

function Listing({
  at,
  onRender,
}: {
  at: { pathname: string; search: string } | null;
  onRender: (target: string | null, save: (filters: TourFilterState) => void) => void;
}) {
  const [target, save] = useSavedFilters(at);
  onRender(target, save);
  return null;
}

function setup(at: { pathname: string; search: string } | null) {
  const store = makeStore();
  const renders: Array<string | null> = [];
  let save: (filters: TourFilterState) => void = () => {};
  render(
    <Provider store={store}>
      <Listing
        at={at}
        onRender={(target, s) => {
          renders.push(target);
          save = s;
        }}
      />
    </Provider>,
  );
  return { store, renders, save: (filters: TourFilterState) => act(() => save(filters)) };
}

const styled: TourFilterState = { ...initialTourFilterState, style: [7] };

describe('useSavedFilters', () => {
  it('saves the filters without rendering a listing that already shows filters again', () => {
    const { store, renders, save } = setup({ pathname: '/en/search', search: '?style=3' });
    expect(renders).toEqual([null]);
    save(styled);
    expect(store.getState().tripFilters.style).toEqual([7]);
    // Saving is a store update, which renders subscribers synchronously: the listing is not one of them here.
    expect(renders).toEqual([null]);
  });

  it('gives the saved filters as the target of a listing URL without filters', () => {
    const { renders, save } = setup({ pathname: '/en/search', search: '?keyword=Peru' });
    expect(renders).toEqual([null]);
    save(styled);
    const expected = savedFiltersLocation('/en/search', '?keyword=Peru', savedFiltersQuery(styled));
    expect(expected).toMatch(/^\/en\/search\?/);
    expect(renders.at(-1)).toBe(expected);
  });

  it("has no target at the page's first location (the server already applied the cookie)", () => {
    const { renders, save } = setup(null);
    save(styled);
    expect(renders).toEqual([null]);
  });
});
