/**
 * The route table of both spec parts, rendered with react-router's declarative routes (`useRoutes`): the browser
 * wraps it in <BrowserRouter> (start/app.tsx), the server in <StaticRouter> (entry-server.tsx), tests in <MemoryRouter>.
 * The declarative mode was chosen over the data router (`createBrowserRouter`) for its weight: the data router's
 * loaders, actions and fetchers are code every page would load, and nothing here needs them (the
 * pages' data comes from RTK Query; the two things the loaders did are done by <LanguageRoute>).
 *
 * HOW PAGES ARE REGISTERED: each page is the default export of src/features/<feature>/pages/<Name>Page.tsx and is
 * listed once below with `page(() => import(...))`: that gives React.lazy loading (its own chunk), a Suspense
 * fallback and an error boundary (bilingual error + reload), reset by the next navigation.
 * Every page renders inside <Layout/> (header, footer, contact widget) and sets its title with <PageTitle/>.
 *
 * Language: the '/:lang' branch accepts only 'vi' and 'en' (anything else is the 404 page, answered with 404 by the
 * server) and makes the URL's language the interface language before the page renders. The tour detail route
 * accepts any :lang and passes it through (the page has its own 'Language Not Supported' view); it applies vi/en in
 * any case. '/' goes to the default language's home (302 from the server, a redirect in the browser).
 */
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { InternalLinks } from '@/components/AppLink';
import { DEFAULT_LANGUAGE } from '@/domain/shared/language';
import { Layout } from './Layout';
import { notFound, page } from './routePage';
import { DetailLanguage, LanguageRoute } from './LanguageRoute';

export type { PageHandle } from './routePage';
import { paths } from '@/lib/paths';

const home = page(
  () => import(/* webpackChunkName: "page-home" */ '@/features/home/pages/HomePage'),
  'page-home',
);
const search = page(
  () => import(/* webpackChunkName: "page-search" */ '@/features/search/pages/SearchPage'),
  'page-search',
);
const checkout = page(
  () => import(/* webpackChunkName: "page-checkout" */ '@/features/checkout/pages/CheckoutPage'),
  'page-checkout',
);
const category = page(
  () => import(/* webpackChunkName: "page-category" */ '@/features/category/pages/CategoryPage'),
  'page-category',
);

const tourDetail = page(
  () => import(/* webpackChunkName: "page-tourdetail" */ '@/features/tour/pages/TourDetailPage'),
  'page-tourdetail',
);

/** Where '/' goes: the default language's home. */
export const ROOT_REDIRECT = paths.home(DEFAULT_LANGUAGE);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      // '/' → the default language's home (302 from the server: see ROOT_REDIRECT; a redirect in the browser).
      { index: true, element: <Navigate to={ROOT_REDIRECT} replace /> },
      {
        path: 'test',
        ...page(
          () => import(/* webpackChunkName: "page-test" */ '@/features/testPage/pages/TestPage'),
          'page-test',
        ),
      },
      { path: 'checkout/booking', ...checkout },
      { path: 'booking', ...checkout },
      {
        path: ':lang/detail-trip/:slug',
        element: <DetailLanguage>{tourDetail.element}</DetailLanguage>,
        handle: tourDetail.handle,
      },
      {
        path: ':lang',
        element: <LanguageRoute />,
        children: [
          { index: true, ...home },
          { path: 'destinations', ...search },
          { path: 'search', ...search },
          { path: 'Search', ...search },
          {
            path: 'travel-deals',
            ...page(
              () =>
                import(/* webpackChunkName: "page-traveldeals" */ '@/features/pages/pages/TravelDealsPage'),
              'page-traveldeals',
            ),
          },
          {
            path: 'compare',
            ...page(
              () => import(/* webpackChunkName: "page-compare" */ '@/features/compare/pages/ComparePage'),
              'page-compare',
            ),
          },
          {
            path: 'who-we-are',
            ...page(
              () => import(/* webpackChunkName: "page-whoweare" */ '@/features/pages/pages/WhoWeArePage'),
              'page-whoweare',
            ),
          },
          {
            path: 'purpose',
            ...page(
              () => import(/* webpackChunkName: "page-purpose" */ '@/features/pages/pages/PurposePage'),
              'page-purpose',
            ),
          },
          {
            path: 'stories',
            ...page(
              () => import(/* webpackChunkName: "page-stories" */ '@/features/pages/pages/StoriesPage'),
              'page-stories',
            ),
          },
          {
            path: 'books',
            ...page(
              () => import(/* webpackChunkName: "page-books" */ '@/features/pages/pages/BooksPage'),
              'page-books',
            ),
          },
          {
            path: 'post',
            ...page(
              () =>
                import(
                  /* webpackChunkName: "page-articlelist" */ '@/features/articles/pages/ArticleListPage'
                ),
              'page-articlelist',
            ),
          },
          {
            path: 'post/:slug',
            ...page(
              () => import(/* webpackChunkName: "page-article" */ '@/features/articles/pages/ArticlePage'),
              'page-article',
            ),
          },
          {
            path: 'contact',
            ...page(
              () => import(/* webpackChunkName: "page-contact" */ '@/features/contact/pages/ContactPage'),
              'page-contact',
            ),
          },
          {
            path: 'contact/contact-us',
            ...page(
              () => import(/* webpackChunkName: "page-contactus" */ '@/features/contact/pages/ContactUsPage'),
              'page-contactus',
            ),
          },
          {
            path: 'contact/manage-booking',
            ...page(
              () =>
                import(
                  /* webpackChunkName: "page-managebooking" */ '@/features/checkout/pages/ManageBookingPage'
                ),
              'page-managebooking',
            ),
          },
          {
            path: 'contact/wishlist',
            ...page(
              () => import(/* webpackChunkName: "page-wishlist" */ '@/features/wishlist/pages/WishlistPage'),
              'page-wishlist',
            ),
          },
          { path: 'tour/:slug/booking', ...checkout },
          // The detail page's booking action goes to /{lang}/booking when a tour has no slug (spec part 2).
          { path: 'booking', ...checkout },
          // /{lang}/checkout/booking is the same screen as /checkout/booking (before the category route takes it).
          { path: 'checkout/booking', ...checkout },
          { path: ':slug', ...category },
          { path: ':slug/:sub', ...category },
        ],
      },
      { path: '*', element: notFound },
    ],
  },
];

/**
 * The site's routes: inside <BrowserRouter> (start/app.tsx), <StaticRouter> (entry-server.tsx) or <MemoryRouter>
 * (tests), with the one click listener of the site's links (components/AppLink.tsx).
 */
export function AppRoutes() {
  return (
    <>
      <InternalLinks />
      {useRoutes(routes)}
    </>
  );
}
