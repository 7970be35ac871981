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
import { lazy, Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { Loading } from '@/components/Loading';
import { NotFoundPage } from '@/components/NotFoundPage';
import { DEFAULT_LANGUAGE, isSupportedLanguage, parseLanguageIgnoringCase } from '@/domain/language';
import { applyLanguage } from './i18n';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { paths } from './paths';

type PageModule = { default: ComponentType };

/** A lazily loaded page route: own chunk, Suspense fallback, own error boundary. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'errorElement'> {
  const Page = lazy(load);
  return {
    element: (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    ),
    errorElement: <RouteErrorBoundary />,
  };
}

const home = page(() => import('@/features/home/pages/HomePage'));
const search = page(() => import('@/features/search/pages/SearchPage'));
const checkout = page(() => import('@/features/checkout/pages/CheckoutPage'));
const category = page(() => import('@/features/category/pages/CategoryPage'));

/** '/:lang' branch: only vi and en; the URL's language becomes the interface language. */
export async function languageLoader({ params }: LoaderFunctionArgs) {
  if (!isSupportedLanguage(params.lang)) throw data('Not Found', { status: 404 });
  await applyLanguage(params.lang);
  return null;
}

/** Tour detail: any :lang passes; vi/en (any case) is applied. */
export async function detailLanguageLoader({ params }: LoaderFunctionArgs) {
  const lang = parseLanguageIgnoringCase(params.lang);
  if (lang) await applyLanguage(lang);
  return null;
}

/** Run the language loaders again only when the language segment changes. */
function languageChanged({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang ? defaultShouldRevalidate : false;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <Navigate to={paths.home(DEFAULT_LANGUAGE)} replace /> },
      { path: 'test', ...page(() => import('@/features/testPage/pages/TestPage')) },
      { path: 'checkout/booking', ...checkout },
      { path: 'booking', ...checkout },
      {
        path: ':lang/detail-trip/:slug',
        loader: detailLanguageLoader,
        shouldRevalidate: languageChanged,
        hydrateFallbackElement: <Loading />,
        ...page(() => import('@/features/tour/pages/TourDetailPage')),
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
          { path: 'travel-deals', ...page(() => import('@/features/pages/pages/TravelDealsPage')) },
          { path: 'compare', ...page(() => import('@/features/compare/pages/ComparePage')) },
          { path: 'who-we-are', ...page(() => import('@/features/pages/pages/WhoWeArePage')) },
          { path: 'purpose', ...page(() => import('@/features/pages/pages/PurposePage')) },
          { path: 'stories', ...page(() => import('@/features/pages/pages/StoriesPage')) },
          { path: 'books', ...page(() => import('@/features/pages/pages/BooksPage')) },
          { path: 'post', ...page(() => import('@/features/articles/pages/ArticleListPage')) },
          { path: 'post/:slug', ...page(() => import('@/features/articles/pages/ArticlePage')) },
          { path: 'contact', ...page(() => import('@/features/contact/pages/ContactPage')) },
          { path: 'contact/contact-us', ...page(() => import('@/features/contact/pages/ContactUsPage')) },
          { path: 'contact/manage-booking', ...page(() => import('@/features/contact/pages/ManageBookingPage')) },
          { path: 'contact/wishlist', ...page(() => import('@/features/wishlist/pages/WishlistPage')) },
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
