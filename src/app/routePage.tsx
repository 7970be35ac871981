/** A page route of the table in ./router.tsx: lazily loaded, with its Suspense fallback and error boundary. */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadingFallback } from '@/components/Loading';
import { NotFoundPage } from '@/components/LazyNotFoundPage';

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
export function page(
  load: () => Promise<PageModule>,
  chunk: string,
): Pick<RouteObject, 'element' | 'handle'> {
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
        <Suspense fallback={<LoadingFallback />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    ),
    handle,
  };
}

export const notFound = (
  <Suspense fallback={<LoadingFallback />}>
    <NotFoundPage />
  </Suspense>
);
