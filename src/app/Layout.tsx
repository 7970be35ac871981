/**
 * The page shell around every route: header, the page (lazy, behind Suspense), footer, contact widget.
 * Header/Footer/ContactWidget live in src/features/shell/ and each has its own error boundary (a failure there
 * never takes the page down) and Suspense boundary (a lazily loaded text never blanks the whole page).
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Loading } from '@/components/Loading';
import { Header } from '@/features/shell/Header';
import { Footer } from '@/features/shell/Footer';
import { ContactWidget } from '@/features/shell/ContactWidget';
import { CompareTray } from '@/features/compare/components/CompareTray';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <Header />
        </Suspense>
      </ErrorBoundary>
      <Box component="main" id="main-content" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
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
