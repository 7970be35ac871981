/**
 * The page shell around every route: header, the page (lazy, behind Suspense), footer, contact widget.
 * Header/Footer/ContactWidget live in src/features/shell/ and each has its own error boundary (a failure there
 * never takes the page down; header and footer then show minimal versions and retry on the next navigation) and Suspense boundary (a lazily loaded text never blanks the whole page).
 */
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadingFallback } from '@/components/Loading';
import { Header } from '@/features/shell/Header';
import { DeferredSection } from '@/components/DeferredSection';
import { ServerTurn } from '@/components/ServerInfo';
import { lazyNamed } from '@/components/lazyWithPreload';
import { ContactWidget } from '@/features/shell/ContactWidget';
import { MinimalFooter, MinimalHeader } from '@/features/shell/ShellFallbacks';
import { CompareTray } from '@/features/compare/components/CompareTray';
import { ScrollToTop } from './ScrollToTop';
import { MAIN_ID, RouteFocus } from './RouteFocus';
import { SkipLink } from './SkipLink';

// The footer is below the first screen: server-rendered on load, its code hydrates it as it comes near (as the
// pages' lower sections do); rendered in the browser, it renders at once as its code arrives.
const Footer = lazyNamed(
  () => import(/* webpackChunkName: "shell-footer" */ '@/features/shell/Footer'),
  'Footer',
);

export function Layout() {
  // A failed header or footer shows its minimal version and is tried again after the next navigation.
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ScrollToTop />
      <RouteFocus />
      <ErrorBoundary fallback={<MinimalHeader />} resetKey={pathname}>
        <Suspense fallback={null}>
          <Header />
        </Suspense>
      </ErrorBoundary>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<LoadingFallback />}>
          {/* The server renders the header, then the page on a turn of its own (components/serverTurns.ts). */}
          {__SERVER__ ? (
            <ServerTurn>
              <Outlet />
            </ServerTurn>
          ) : (
            <Outlet />
          )}
        </Suspense>
      </Box>
      <ErrorBoundary fallback={<MinimalFooter />} resetKey={pathname}>
        <DeferredSection minHeight={320} skipOffscreen>
          <Footer />
        </DeferredSection>
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ContactWidget />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <CompareTray />
      </ErrorBoundary>
    </Box>
  );
}

export default Layout;
