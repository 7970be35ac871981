import { initialTourFilterState } from './tourFilterState';
import {
  dealOptionForFlag,
  filtersFromParams,
  listingArgs,
  needsOptionNames,
  resolveListing,
  savedFiltersLocation,
  savedFiltersQuery,
  withFilters,
} from './listingUrl';

const KNOWN = {
  style: { data: [{ id: 1, name: 'Original' }] },
  theme: { data: [{ id: 4, name: 'Cycling' }] },
  deals: {
    data: [
      { id: 1, name: 'On sale' },
      { id: 2, name: 'Early bird' },
      { id: 3, name: 'Last minute' },
    ],
  },
};
const KNOWN_VI = { deals: { data: [{ id: 3, name: 'Phút chót' }] } };

describe('the listing’s filters in the URL', () => {
  it('reads every filter, leaving out unknown and malformed values', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'duration_from=5&duration_to=9&price_from=1000000&price_to=abc&deal=3,1,x&onSale=true&physical_rating=2,9&style=1&theme=4,4',
      ),
    );
    expect(filters).toEqual({
      ...initialTourFilterState,
      duration: { min: 5, max: null },
      price: { min: 1000000, max: null },
      deals: [1, 3],
      onSale: true,
      physicalRating: [2],
      style: [1],
      theme: [4],
    });
  });

  it('writes another filter state into the URL, keeping the keyword, dates and sort and dropping the page', () => {
    const params = new URLSearchParams('keyword=hue&start_day=2027-01-02&sort=price_asc&page=3&theme=4');
    const next = withFilters(params, {
      ...initialTourFilterState,
      deals: [3, 1],
      duration: { min: 7, max: null },
    });
    expect(next.toString()).toBe(
      'keyword=hue&start_day=2027-01-02&sort=price_asc&duration_from=7&deal=1%2C3',
    );
    expect(filtersFromParams(next).deals).toEqual([1, 3]);
  });
});

describe('resolving what a listing URL asks for', () => {
  it('a keyword that names a theme is that theme (the box ticked, no keyword chip, the URL says theme=4)', () => {
    const resolved = resolveListing(new URLSearchParams('keyword=cycling&sort=rating'), KNOWN);
    expect(resolved.keyword).toBe('');
    expect(resolved.filters.theme).toEqual([4]);
    expect(resolved.canonical.toString()).toBe('theme=4&sort=rating');
  });

  it('a deal flag from a link is the deal option the service lists for it (English or Vietnamese names)', () => {
    const resolved = resolveListing(new URLSearchParams('lastMinute=true&page=2'), KNOWN);
    expect(resolved.filters.lastMinute).toBe(false);
    expect(resolved.filters.deals).toEqual([3]);
    expect(resolved.canonical.toString()).toBe('deal=3&page=2');
    expect(resolveListing(new URLSearchParams('lastMinute=true'), KNOWN_VI).filters.deals).toEqual([3]);
    expect(dealOptionForFlag('earlyBird', KNOWN_VI.deals.data)).toBeUndefined();
  });

  it('keeps a flag as a flag, and a keyword as a keyword, when no option is known for it', () => {
    const resolved = resolveListing(new URLSearchParams('earlyBird=true&keyword=Hà  Giang'), KNOWN_VI);
    expect(resolved.filters.earlyBird).toBe(true);
    expect(resolved.keyword).toBe('Hà Giang');
    expect(resolved.canonical.toString()).toBe('earlyBird=true&keyword=H%C3%A0+Giang');
    expect(resolveListing(new URLSearchParams('keyword=cycling'), undefined).keyword).toBe('cycling');
  });

  it('asks for the option names first only when a keyword or a flag may name one', () => {
    expect(needsOptionNames(new URLSearchParams('keyword=x'))).toBe(true);
    expect(needsOptionNames(new URLSearchParams('onSale=true'))).toBe(true);
    expect(needsOptionNames(new URLSearchParams('deal=3&page=2'))).toBe(false);
  });
});

describe('saved filters', () => {
  const saved = savedFiltersQuery({ ...initialTourFilterState, theme: [4], duration: { min: 5, max: null } });

  it('are kept as the filter part of a URL', () => {
    expect(saved).toBe('duration_from=5&theme=4');
  });

  it('send a listing URL without filters to the URL with them (the keyword and dates kept, the page dropped)', () => {
    expect(savedFiltersLocation('/en/search', '?keyword=hue&page=2', saved)).toBe(
      '/en/search?duration_from=5&theme=4&keyword=hue',
    );
    expect(savedFiltersLocation('/vi/destinations', '', saved)).toBe(
      '/vi/destinations?duration_from=5&theme=4',
    );
  });

  it('leave a URL with filters, another page, or nothing usable alone', () => {
    expect(savedFiltersLocation('/en/search', '?deal=3', saved)).toBeNull();
    expect(savedFiltersLocation('/en/japan', '', saved)).toBeNull();
    expect(savedFiltersLocation('/en/search', '', 'junk=1&style=abc')).toBeNull();
    expect(savedFiltersLocation('/en/search', '', undefined)).toBeNull();
  });
});

describe('the listing call for a URL (the contract’s own argument type)', () => {
  const args = (query: string, known: typeof KNOWN | null = KNOWN) =>
    listingArgs('en', resolveListing(new URLSearchParams(query), known));

  it('asks for the first 12 trips when nothing is chosen', () => {
    expect(args('')).toEqual({ lang: 'en', page: 1, perPage: 12 });
  });

  it('sends every filter with the contract’s names: ids sorted and comma separated, flags as "true"', () => {
    expect(
      args(
        'keyword=%20%20Japan%20%20Italy%20&page=3&start_day=2027-01-01&end_day=2027-01-09&sort=price_asc' +
          '&style=3,1&theme=2&deal=2,1&duration_from=5&duration_to=14&price_from=1000000&price_to=30000000' +
          '&physical_rating=3,2&earlyBird=true',
        null,
      ),
    ).toEqual({
      lang: 'en',
      page: 3,
      perPage: 12,
      keyword: 'Japan Italy',
      sort: 'price_asc',
      style: '1,3',
      theme: '2',
      deal: '1,2',
      durationFrom: 5,
      durationTo: 14,
      priceFrom: 1000000,
      priceTo: 30000000,
      startDay: '2027-01-01',
      endDay: '2027-01-09',
      physicalRating: '2,3',
      earlyBird: 'true',
    });
  });

  it('leaves out invalid dates, pages, levels and the default sort', () => {
    expect(args('page=0&start_day=01/01/2027&physical_rating=0,6,4&sort=recommended')).toEqual({
      lang: 'en',
      page: 1,
      perPage: 12,
      physicalRating: '4',
    });
  });

  it('sends a keyword that names a style, theme or deal as that filter, and a flag as its deal option', () => {
    expect(args('keyword=ORIGINAL')).toEqual({ lang: 'en', page: 1, perPage: 12, style: '1' });
    expect(args('keyword=cycling&theme=1')).toMatchObject({ theme: '1,4' });
    expect(args('lastMinute=true')).toEqual({ lang: 'en', page: 1, perPage: 12, deal: '3' });
    expect(args('keyword=Vietnam').keyword).toBe('Vietnam');
    expect(args('keyword=Original', null).keyword).toBe('Original');
  });
});
