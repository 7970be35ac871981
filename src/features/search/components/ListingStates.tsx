import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { LISTING_ERROR_MESSAGE_KEY, type ListingErrorKind } from '@/domain/listingErrors';
import { TRIPS_PAGE_SIZE } from '@/domain/tourFilters';

export const tripGridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Skeleton cards while the listing loads. */
export function ListingSkeleton({ count = TRIPS_PAGE_SIZE }: { count?: number }) {
  const { t } = useTranslation('search');
  return (
    <Box role="status" aria-busy="true" aria-label={t('loading')}>
      <Box sx={tripGridSx}>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} variant="outlined" data-testid="trip-card-skeleton">
            <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '3 / 2', height: 'auto' }} />
            <CardContent>
              <Skeleton width="80%" />
              <Skeleton width="50%" />
              <Skeleton width="40%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** The catalogue's message for the error kind, with 'Try again'. */
export function ListingError({ kind, onRetry }: { kind: ListingErrorKind; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t(LISTING_ERROR_MESSAGE_KEY[kind])}
    </Alert>
  );
}

export function ListingEmpty() {
  const { t } = useTranslation('search');
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <SearchOffIcon aria-hidden="true" sx={{ fontSize: 48, mb: 1 }} />
      <Typography component="h2" variant="h6" color="text.primary">
        {t('empty.title')}
      </Typography>
      <Typography>{t('empty.hint')}</Typography>
    </Box>
  );
}
