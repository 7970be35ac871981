import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { LISTING_ERROR_MESSAGE_KEY, type ListingErrorKind } from '@/domain/search/listingErrors';
import { TRIPS_PAGE_SIZE } from '@/domain/search/tourFilters';
import { useHttpStatus } from '@/components/ServerInfo';

/**
 * The listing's grid. Cards from the third on are rendered by the browser only when on or near the screen
 * (`content-visibility: auto`, as the long pages' lower sections: components/DeferredSection.tsx), so parsing the
 * server's HTML does not lay out and paint a dozen cards at once (a phone's first screen shows one or two). A card
 * already on screen at the first layout (two or three columns on wider screens) is rendered at once; a skipped one
 * holds a card's usual height (365–462 px from 320 to 1 920 px wide) until it has been rendered once, then keeps its
 * own (`auto`). The cards stay in the page for search engines, find-in-page and screen readers.
 */
export const tripGridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  '& > :nth-of-type(n+3)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' },
} as const;

/** A grey placeholder bar of a skeleton card. */
const bone = { bgcolor: 'action.hover', borderRadius: 1, height: '1.1em', my: 0.75 } as const;

/** Skeleton cards while the listing loads. */
export function ListingSkeleton({ count = TRIPS_PAGE_SIZE }: { count?: number }) {
  const { t } = useTranslation('search');
  return (
    <Box role="status" aria-busy="true" aria-label={t('loading')}>
      <Box sx={tripGridSx}>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} variant="outlined" data-testid="trip-card-skeleton">
            <Box sx={{ ...bone, width: '100%', aspectRatio: '3 / 2', borderRadius: 0 }} />
            <CardContent>
              <Box sx={{ ...bone, width: '80%' }} />
              <Box sx={{ ...bone, width: '50%' }} />
              <Box sx={{ ...bone, width: '40%' }} />
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
  // The page's main content could not be had from the content service: the server answers 503.
  useHttpStatus(503);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'error.light',
        bgcolor: '#fdeded',
        color: '#5f2120',
      }}
    >
      <Typography role="alert">{t(LISTING_ERROR_MESSAGE_KEY[kind])}</Typography>
      <Button variant="outlined" color="error" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Box>
  );
}

export function ListingEmpty() {
  const { t } = useTranslation('search');
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <SearchOffIcon aria-hidden="true" sx={{ fontSize: 48, mb: 1 }} />
      <Typography component="h2" variant="h6" color="textPrimary">
        {t('empty.title')}
      </Typography>
      <Typography>{t('empty.hint')}</Typography>
    </Box>
  );
}
