/**
 * Last line of defence against a white page: react-error-boundary with the site's bilingual fallback (also used by
 * every route) and its logging. The fallback never suspends: its texts ('errors') ship with the code in both languages.
 */
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary as LibraryErrorBoundary } from 'react-error-boundary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function reloadPage() {
  window.location.reload();
}

export interface ErrorFallbackProps {
  /** Called by the reload button; defaults to reloading the page. */
  onReload?: () => void;
}

/** 'Đã xảy ra lỗi' / 'Something went wrong' with a reload button, in both languages at once. */
export function ErrorFallback({ onReload = reloadPage }: ErrorFallbackProps) {
  const { i18n } = useTranslation('errors', { useSuspense: false });
  const vi = i18n.getFixedT('vi', 'errors');
  const en = i18n.getFixedT('en', 'errors');
  return (
    <Box
      role="alert"
      sx={{ minHeight: '40vh', display: 'grid', placeItems: 'center', px: 2, py: 6, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 560 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {vi('title')}
        </Typography>
        <Typography color="textSecondary" gutterBottom>
          {vi('message')}
        </Typography>
        <Typography variant="h5" component="p" lang="en" sx={{ mt: 3 }}>
          {en('title')}
        </Typography>
        <Typography color="textSecondary" lang="en">
          {en('message')}
        </Typography>
        <Button variant="contained" onClick={onReload} sx={{ mt: 4 }}>
          {`${vi('reload')} / ${en('reload')}`}
        </Button>
      </Box>
    </Box>
  );
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default bilingual fallback. */
  fallback?: ReactNode;
  /** When this value changes (e.g. the path after a navigation), a caught error is forgotten and it tries again. */
  resetKey?: unknown;
}

function logError(error: unknown, info: ErrorInfo) {
  console.error('Uncaught error in the page', error, info.componentStack);
}

export function ErrorBoundary({ children, fallback, resetKey }: ErrorBoundaryProps) {
  return (
    <LibraryErrorBoundary
      fallback={fallback === undefined ? <ErrorFallback /> : fallback}
      resetKeys={[resetKey]}
      onError={logError}
    >
      {children}
    </LibraryErrorBoundary>
  );
}

export default ErrorBoundary;
