/**
 * errorElement of every route: a 404 thrown by a loader (unsupported :lang) shows the 404 page, anything else
 * (a render error, a chunk that failed to load) shows the bilingual error with a reload button.
 */
import { Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/components/ErrorBoundary';
import { Loading } from '@/components/Loading';
import { NotFoundPage } from '@/components/NotFoundPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<Loading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  console.error('Route error', error);
  return <ErrorFallback />;
}

export default RouteErrorBoundary;
