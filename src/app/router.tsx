/**
 * The route table of both spec parts, rendered with react-router's declarative routes (`useRoutes`): the browser
 * wraps it in <BrowserRouter> (start/app.tsx), the server in <StaticRouter> (entry-server.tsx), tests in <MemoryRouter>.
 * The declarative mode was chosen over the data router (`createBrowserRouter`) for its weight: the data router's
 * loaders, actions and fetchers are about 18 KB gzip that every page would load, and nothing here needs them (the
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
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Loading } from '@/components/Loading';
import { NotFoundPage } from '@/components/LazyNotFoundPage';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  parseLanguageIgnoringCase,
  type Lang,
} from '@/domain/shared/language';
import { IS_SERVER } from '@/api/ssr';
import { applyLanguage } from '@/lib/i18n';
import { Layout } from './Layout';
import { paths } from '@/lib/paths';

type PageModule = { default: ComponentType };

/** What a page route carries for server rendering: its chunk's name and a way to load it ahead. */
export interface PageHandle {
  /** webpack chunk name of the page (the server adds its scripts to the HTML). */
  chunk: string;
  /** Loads the page's code; once loaded, the page renders without suspending (hydration needs that). */
  preload: () => Promise<unknown>;
}

/** The page's own error boundary: a render error or a chunk that failed to load; forgotten on the next path. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

/**
 * A lazily loaded page route: own chunk, Suspense fallback, own error boundary. Once `handle.preload()` has
 * resolved, the lazy component resolves synchronously, so hydration never falls back to the spinner.
 */
function page(load: () => Promise<PageModule>, chunk: string): Pick<RouteObject, 'element' | 'handle'> {
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
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    ),
    handle,
  };
}

const notFound = (
  <Suspense fallback={<Loading />}>
    <NotFoundPage />
  </Suspense>
);

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

/** One language change at a time per language; a render that needs it waits (suspends) until it is done. */
const switching = new Map<Lang, Promise<void>>();

/** The language in the address bar (in the browser; a memory router in tests leaves the address bar alone). */
function addressBarLanguage(): Lang | undefined {
  return IS_SERVER ? undefined : parseLanguageIgnoringCase(window.location.pathname.split('/')[1]);
}

/**
 * Makes `lang` the interface language before what follows renders. On the server each request has its own
 * i18next instance, created in the page's language; in the browser the shared instance changes language (its
 * namespaces load) while the render waits, so a page never shows a moment of the other language.
 *
 * While the next page waits, the page on its way out is still on screen and re-renders when the language changes.
 * Its :lang is the old one, but the address bar already shows the new one: it must not pull the language back.
 */
function useUrlLanguage(lang: Lang | null | undefined) {
  const { i18n } = useTranslation();
  if (!lang || IS_SERVER || i18n.language === lang) return;
  const current = addressBarLanguage();
  if (current && current !== lang) return;
  let pending = switching.get(lang);
  if (!pending) {
    pending = applyLanguage(lang).finally(() => switching.delete(lang));
    switching.set(lang, pending);
  }
  throw pending;
}

/** '/:lang' branch: only vi and en (anything else is the 404 page); the URL's language becomes the interface's. */
export function LanguageRoute() {
  const { lang } = useParams();
  const supported = isSupportedLanguage(lang) ? lang : null;
  useUrlLanguage(supported);
  return supported ? <Outlet /> : notFound;
}

/** Tour detail: any :lang passes; vi/en (any case) is applied. */
function DetailLanguage({ children }: { children: ReactNode }) {
  useUrlLanguage(parseLanguageIgnoringCase(useParams().lang));
  return children;
}

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
      { path: '*', element: notFound },
    ],
  },
];

/** The site's routes: inside <BrowserRouter> (start/app.tsx), <StaticRouter> (entry-server.tsx) or <MemoryRouter> (tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
