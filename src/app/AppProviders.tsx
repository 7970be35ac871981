/**
 * Every context the site needs, in one place (used by start/app.tsx and by src/test/renderWithProviders.tsx):
 * Redux (+ PersistGate when a persistor is given), i18next, MUI theme on styled-components (and the baseline CSS: lib/Baseline.tsx), toasts (notistack, loaded with the first toast: components/toast).
 * Head data (title, meta) needs no provider: React 19 hoists <title>/<meta>/<link> rendered anywhere.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { StyledEngineProvider, ThemeProvider } from '@mui/material/styles';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ToastHost } from '@/components/toast/ToastHost';
import defaultI18n from '@/lib/i18n';
import { i18nView } from '@/lib/i18nView';
import { MoneyProvider } from '@/components/currency/MoneyProvider';
import { theme } from '@/lib/theme';
import { Baseline } from '@/lib/Baseline';
import { PlainStyles } from '@/components/PlainStyles';
import { useHydrationMark } from '@/lib/hydrationMark';
import type { AppStore } from './store';
import { WishlistProvider } from '@/components/wishlist/WishlistProvider';

export interface AppProvidersProps {
  store: AppStore;
  /** When given, children render only after the persisted slices are restored (tests; never with hydration). */
  persistor?: Persistor;
  /** The i18next instance: one per request on the server, the app's instance in the browser. */
  i18n?: I18n;
  /** The state the server rendered with: hydration renders from it, then the store's (restored) state follows. */
  serverState?: unknown;
  children: ReactNode;
}

/**
 * The children once the persisted slices are restored (redux-persist's `PersistGate` with `loading={null}`, as a
 * subscription: its class, compiled for old browsers, was about 2 KB of every page's start-up for a path only tests
 * and a page rendered without the server take).
 */
function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => false,
  );
  return restored ? children : null;
}

export function AppProviders({
  store,
  persistor,
  i18n = defaultI18n,
  serverState,
  children,
}: AppProvidersProps) {
  // `data-hydrated` on <html> once the app's first commit is done (src/lib/hydrationMark.ts).
  useHydrationMark();
  const ui = (
    <StyledEngineProvider>
      <ThemeProvider theme={theme}>
        <Baseline />
        <PlainStyles />
        <MoneyProvider>
          <WishlistProvider>
            {/* The last line of defence (the pages, header and footer have their own boundaries). */}
            <ErrorBoundary>{children}</ErrorBoundary>
          </WishlistProvider>
        </MoneyProvider>
        <ToastHost />
      </ThemeProvider>
    </StyledEngineProvider>
  );
  return (
    <ReduxProvider store={store} serverState={serverState as never}>
      <I18nextProvider i18n={i18nView(i18n)}>
        {persistor ? <PersistGate persistor={persistor}>{ui}</PersistGate> : ui}
      </I18nextProvider>
    </ReduxProvider>
  );
}
