/**
 * The route registry: href builders for every page (use these; never build a URL string by hand) and the
 * route patterns the router is made of. The builders are pure and live in src/domain/paths.ts so shared
 * components and domain rules can use them too.
 */
export { paths, type Paths, type SearchParamsInput } from '@/domain/paths';

/** Route patterns (react-router-dom syntax), as registered in ./router.tsx. */
export const routePatterns = {
  root: '/',
  test: '/test',
  checkoutBooking: '/checkout/booking',
  booking: '/booking',
  lang: '/:lang',
  tour: '/:lang/detail-trip/:slug',
  destinations: '/:lang/destinations',
  search: '/:lang/search',
  searchCapital: '/:lang/Search',
  travelDeals: '/:lang/travel-deals',
  compare: '/:lang/compare',
  whoWeAre: '/:lang/who-we-are',
  purpose: '/:lang/purpose',
  stories: '/:lang/stories',
  books: '/:lang/books',
  posts: '/:lang/post',
  post: '/:lang/post/:slug',
  contact: '/:lang/contact',
  contactUs: '/:lang/contact/contact-us',
  manageBooking: '/:lang/contact/manage-booking',
  wishlist: '/:lang/contact/wishlist',
  tourBooking: '/:lang/tour/:slug/booking',
  langBooking: '/:lang/booking',
  category: '/:lang/:slug',
  subCategory: '/:lang/:slug/:sub',
  notFound: '*',
} as const;
