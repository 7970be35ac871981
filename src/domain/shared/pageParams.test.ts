import { canonicalPageQuery, PAGE_PARAMS } from './pageParams';

describe('the query parameters pages read', () => {
  it('keeps the listing’s, the checkout’s and the shared wishlist’s parameters as they were written', () => {
    const query = 'keyword=Hu%E1%BA%BF&price_from=100&lastMinute=true&page=2&sort=price_asc';
    expect(canonicalPageQuery(query)).toBe(query);
    expect(canonicalPageQuery('dateId=3&roomId=4')).toBe('dateId=3&roomId=4');
    expect(canonicalPageQuery('trips=a,b')).toBe('trips=a,b');
    expect(PAGE_PARAMS.has('start_day')).toBe(true);
  });

  it('drops every other parameter, empty pieces and malformed names', () => {
    expect(canonicalPageQuery('utm_source=x&keyword=a&&fbclid=1')).toBe('keyword=a');
    expect(canonicalPageQuery('%E0%A4%A=1&page=3')).toBe('page=3');
    expect(canonicalPageQuery('random=1')).toBe('');
    expect(canonicalPageQuery('')).toBe('');
  });
});
