/**
 * Mounts notistack's provider on the first toast (see toast.ts), so its code never weighs on a page's first load.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from './toast';

const NotistackHost = lazy(() => import(/* webpackChunkName: "toasts" */ './NotistackHost'));

export function ToastHost() {
  const needed = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotistackHost />
    </Suspense>
  );
}
