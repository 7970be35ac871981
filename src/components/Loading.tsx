import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface LoadingProps {
  /** Visible text under the spinner; defaults to 'Đang tải...' / 'Loading...'. */
  label?: string;
  /** Minimum height of the centred area (CSS length). */
  minHeight?: string | number;
}

/** A centred spinner with a visible label (Suspense fallback and page loading states). */
export function Loading({ label, minHeight = '40vh' }: LoadingProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const text = label ?? t('loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 4,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="textSecondary">{text}</Typography>
    </Box>
  );
}

export default Loading;

/**
 * A Suspense boundary's fallback while lazy code or a section's turn is awaited: the spinner in the browser; on the
 * server a block of the same height only. The server's render waits for every boundary (React's prerender), so its
 * fallbacks are never part of a page it sends, but React still renders each one when a boundary first waits (every
 * page waits at least twice: the page's code, its own turn, components/serverTurns.ts). The spinner's styles are
 * keyframes, which the server's style memo does not keep (src/app/styleMemo.server.ts): about 0.35 ms of every
 * page's render went into spinners nobody saw. A boundary whose content fails on the server sends this fallback and
 * the browser renders the content itself at once.
 */
export function LoadingFallback({ minHeight = '40vh' }: Pick<LoadingProps, 'minHeight'>) {
  return __SERVER__ ? <div aria-busy="true" style={{ minHeight }} /> : <Loading minHeight={minHeight} />;
}
