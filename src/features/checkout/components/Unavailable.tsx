/**
 * A selection that cannot be booked (a sold-out room, a departure gone by), said before the form: nothing is typed
 * in vain. The link goes back to the tour's dates and prices to choose another.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import { paths } from '@/lib/paths';
import type { SelectionUnavailable } from '@/domain/checkout/selectionUnavailable';
import type { Lang } from '@/domain/shared/language';

export interface UnavailableProps {
  lang: Lang;
  slug: string;
  reason: SelectionUnavailable;
}

export default function Unavailable({ lang, slug, reason }: UnavailableProps) {
  const { t } = useTranslation('checkout');
  return (
    <Box component="section" aria-labelledby="unavailable-heading">
      <Typography id="unavailable-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('steps.traveller')}
      </Typography>
      <Notice severity="warning" title={t(`unavailable.${reason}.title`)}>
        <Typography>{t(`unavailable.${reason}.message`)}</Typography>
        <Button
          component={AppLink}
          to={`${paths.tour(lang, slug)}#dates-prices`}
          variant="contained"
          sx={{ mt: 1.5 }}
        >
          {t('unavailable.chooseAnother')}
        </Button>
      </Notice>
    </Box>
  );
}
