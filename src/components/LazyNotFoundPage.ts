/**
 * The 404 page in its own chunk: no page's first load carries it. Hydrating a 404 keeps the server's HTML until the
 * chunk has arrived (it renders inside a Suspense boundary: the route's, or the router's own).
 */
import { lazy } from 'react';

export const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ './NotFoundPage'));
