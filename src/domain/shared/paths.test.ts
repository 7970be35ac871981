import { paths } from './paths';

describe('paths registry', () => {
  it('builds language pages', () => {
    expect(paths.home('vi')).toBe('/vi');
    expect(paths.destinations('en')).toBe('/en/destinations');
    expect(paths.travelDeals('vi')).toBe('/vi/travel-deals');
    expect(paths.compare('vi')).toBe('/vi/compare');
    expect(paths.whoWeAre('en')).toBe('/en/who-we-are');
    expect(paths.purpose('en')).toBe('/en/purpose');
    expect(paths.stories('vi')).toBe('/vi/stories');
    expect(paths.books('vi')).toBe('/vi/books');
    expect(paths.contact('vi')).toBe('/vi/contact');
    expect(paths.contactUs('en')).toBe('/en/contact/contact-us');
    expect(paths.manageBooking('vi')).toBe('/vi/contact/manage-booking');
    expect(paths.wishlist('en')).toBe('/en/contact/wishlist');
    expect(paths.checkoutBooking()).toBe('/checkout/booking');
    expect(paths.booking()).toBe('/booking');
    expect(paths.test()).toBe('/test');
  });

  it('search joins words with + and leaves empty values out', () => {
    expect(paths.search('vi')).toBe('/vi/search');
    expect(paths.search('vi', { keyword: 'Ha Long Bay' })).toBe('/vi/search?keyword=Ha+Long+Bay');
    expect(
      paths.search('en', { keyword: ['Japan', 'Italy'], start_day: '2027-01-01', end_day: '2027-01-09' }),
    ).toBe('/en/search?keyword=Japan+Italy&start_day=2027-01-01&end_day=2027-01-09');
    expect(paths.search('vi', { keyword: '  ', page: 2 })).toBe('/vi/search?page=2');
    expect(paths.search('vi', { keyword: 'Đà Lạt & Huế' })).toBe(
      '/vi/search?keyword=%C4%90%C3%A0+L%E1%BA%A1t+%26+Hu%E1%BA%BF',
    );
  });

  it('searchCapital uses /Search', () => {
    expect(paths.searchCapital('vi', 'a b')).toBe('/vi/Search?keyword=a+b');
    expect(paths.searchCapital('en')).toBe('/en/Search');
  });

  it('tour, checkout, category and post', () => {
    expect(paths.tour('vi', 'ha-long-3-days')).toBe('/vi/detail-trip/ha-long-3-days');
    expect(paths.checkout('en', 'ha-long', 12, 'r7')).toBe('/en/tour/ha-long/booking?dateId=12&roomId=r7');
    expect(paths.checkout('vi', undefined, 1, 2)).toBe('/vi/booking?dateId=1&roomId=2');
    expect(paths.category('vi', 'asia')).toBe('/vi/asia');
    expect(paths.category('vi', 'asia', 'japan')).toBe('/vi/asia/japan');
    expect(paths.category('vi', 'japan/tokyo')).toBe('/vi/japan/tokyo');
    expect(paths.category('en', 'hạ long')).toBe('/en/h%E1%BA%A1%20long');
    expect(paths.post('vi')).toBe('/vi/post');
    expect(paths.post('en', 'my-article')).toBe('/en/post/my-article');
  });
});
