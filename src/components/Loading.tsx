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
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

export default Loading;
