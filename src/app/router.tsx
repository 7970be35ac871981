/**
 * The route table of both spec parts (react-router-dom 7 data router).
 *
 * HOW PAGES ARE REGISTERED: each page is the default export of src/features/<feature>/pages/<Name>Page.tsx and is
 * listed once below with `page(() => import(...))`: that gives React.lazy loading (its own chunk), a Suspense
 * fallback and an errorElement (bilingual error + reload; a 404 thrown by a loader shows the 404 page).
 * Every page renders inside <Layout/> (header, footer, contact widget) and sets its title with <PageTitle/>.
 *
 * Language: the '/:lang' branch accepts only 'vi' and 'en' (anything else is the 404 page) and its loader makes
 * the URL's language the interface language before the page renders. The tour detail route accepts any :lang
 * and passes it through (the page has its own 'Language Not Supported' view); it applies vi/en in any case.
 */
import { Suspense, type ComponentType } from 'react';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import {
  createBrowserRouter,
  data,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { Loading } from '@/components/Loading';
import { NotFoundPage } from '@/components/NotFoundPage';
import { DEFAULT_LANGUAGE, isSupportedLanguage, parseLanguageIgnoringCase } from '@/domain/language';
import { IS_SERVER } from '@/api/ssr';
import { applyLanguage } from './i18n';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { paths } from './paths';

type PageModule = { default: ComponentType };

/** What a page route carries for server rendering: its chunk's name and a way to load it ahead. */
export interface PageHandle {
  /** webpack chunk name of the page (the server adds its scripts to the HTML). */
  chunk: string;
  /** Loads the page's code; once loaded, the page renders without suspending (hydration needs that). */
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded page route: own chunk, Suspense fallback, own error boundary. Once `handle.preload()` has
 * resolved, the lazy component resolves synchronously, so hydration never falls back to the spinner.
 */
function page(
  load: () => Promise<PageModule>,
  chunk: string,
): Pick<RouteObject, 'element' | 'errorElement' | 'handle'> {
  // A page module may export `preload` for the lazy parts of its first screen (they load before hydration too).
  const [Page, preload] = lazyWithPreload<object>(() =>
    load().then(async (module): Promise<PageModule> => {
      await (module as PageModule & { preload?: () => Promise<unknown> }).preload?.();
      return module;
    }),
  );
  const handle: PageHandle = { chunk, preload };
  return {
    element: (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    ),
    errorElement: <RouteErrorBoundary />,
    handle,
  };
}

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

/** '/:lang' branch: only vi and en; the URL's language becomes the interface language. */
export async function languageLoader({ params }: LoaderFunctionArgs) {
  if (!isSupportedLanguage(params.lang)) throw data('Not Found', { status: 404 });
  // On the server each request has its own i18next instance, created in the page's language.
  if (!IS_SERVER) await applyLanguage(params.lang);
  return null;
}

/** Tour detail: any :lang passes; vi/en (any case) is applied. */
export async function detailLanguageLoader({ params }: LoaderFunctionArgs) {
  const lang = parseLanguageIgnoringCase(params.lang);
  if (lang && !IS_SERVER) await applyLanguage(lang);
  return null;
}

/** Run the language loaders again only when the language segment changes. */
function languageChanged({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang ? defaultShouldRevalidate : false;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      // '/' → the default language's home (302 from the server, a redirect in the browser).
      { index: true, loader: () => redirect(paths.home(DEFAULT_LANGUAGE)) },
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
        loader: detailLanguageLoader,
        shouldRevalidate: languageChanged,
        hydrateFallbackElement: <Loading />,
        ...page(
          () => import(/* webpackChunkName: "page-tourdetail" */ '@/features/tour/pages/TourDetailPage'),
          'page-tourdetail',
        ),
      },
      {
        path: ':lang',
        loader: languageLoader,
        shouldRevalidate: languageChanged,
        hydrateFallbackElement: <Loading />,
        errorElement: <RouteErrorBoundary />,
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
                  /* webpackChunkName: "page-managebooking" */ '@/features/contact/pages/ManageBookingPage'
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
          { path: ':slug', ...category },
          { path: ':slug/:sub', ...category },
        ],
      },
      {
        path: '*',
        element: (
          <Suspense fallback={<Loading />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
    ],
  },
];

/** The app's router (main.tsx). Tests use createMemoryRouter(routes, ...) instead (see src/test). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
