/** A trip's column head on the compare page: image, title, price (or its failure), View trip and Remove. */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMoney } from '@/components/currency/useMoney';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import type { Loaded } from '../hooks/useCompareColumns';
import { contentImageUrl } from '@/lib/contentImage';

interface CompareColumnHeadProps {
  lang: Lang;
  column: Loaded;
  width: SxProps<Theme>;
  onRemove: () => void;
}

export function CompareColumnHead({ lang, column, width, onRemove }: CompareColumnHeadProps) {
  const { t } = useTranslation('compare');
  const money = useMoney();
  const { entry, trip } = column;
  const title = trip?.title ?? entry.title;
  return (
    <TableCell scope="col" sx={width}>
      <Stack spacing={1}>
        <Box
          component="img"
          src={contentImageUrl(entry.image)}
          alt={title}
          width={320}
          height={200}
          loading="lazy"
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 10',
            objectFit: 'cover',
            borderRadius: 1,
          }}
        />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} color="primary">
          {trip
            ? trip.priceVnd != null
              ? t('from', { price: money.format(trip.priceVnd) })
              : t('contactForPrice')
            : column.failed
              ? t('loadError')
              : null}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={AppLink} to={paths.tour(lang, entry.slug)} variant="contained" size="small">
            {t('viewTrip')}
          </Button>
          <Button size="small" color="error" aria-label={t('removeTrip', { title })} onClick={onRemove}>
            {t('remove')}
          </Button>
        </Stack>
      </Stack>
    </TableCell>
  );
}
