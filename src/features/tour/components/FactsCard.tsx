/** The overview's side card: rating, trip facts, physical rating, 'from' price and the dates button. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TourDetail } from '@/api';
import { InfoPopover } from './InfoPopover';
import { PhysicalRatingBar } from './PhysicalRatingBar';
import { Stars } from '@/components/Stars';
import { scrollToSection, sectionId } from '../sections';
import { useTourT } from '../tourLang';
import { useMoney } from '@/components/currency/useMoney';

export interface FactsCardProps {
  tour: TourDetail;
  rating: { average: number; total: number };
  /** Lowest current price over the tour's dates, in VNĐ, or null. */
  fromPriceVnd: number | null;
  showDatesButton: boolean;
}

function Fact({ label, info, children }: { label: string; info?: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '45% 1fr',
        gap: 1,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="dt" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {label}
        {info}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Box>
    </Box>
  );
}

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? '-' : String(value);

export function FactsCard({ tour, rating, fromPriceVnd, showDatesButton }: FactsCardProps) {
  const money = useMoney();
  const { t } = useTourT();
  const physical = tour.physical_rating ?? null;
  const groupSize =
    tour.min_group_size != null || tour.max_group_size != null
      ? t('facts.groupRange', { min: tour.min_group_size ?? '-', max: tour.max_group_size ?? '-' })
      : '-';

  return (
    <Box
      component="aside"
      aria-labelledby="tour-facts-heading"
      sx={(t) => ({
        p: 2.5,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: { md: 'sticky' },
        top: { md: t.layout.headerHeight.sm + 64 },
      })}
    >
      <Typography id="tour-facts-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('facts.heading')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        {rating.total > 0 ? (
          <>
            <Stars value={rating.average} />
            <Link
              href={`#${sectionId('reviews')}`}
              onClick={(e) => {
                e.preventDefault();
                scrollToSection(sectionId('reviews'));
              }}
            >
              {t('facts.reviews', { rating: rating.average.toFixed(1), count: rating.total })}
            </Link>
          </>
        ) : (
          <Typography color="textSecondary">{t('facts.noReviews')}</Typography>
        )}
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={t('facts.tripCode')}>{orDash(tour.trip_code)}</Fact>
        <Fact label={t('facts.start')}>{orDash(tour.start_location)}</Fact>
        <Fact label={t('facts.end')}>{orDash(tour.end_location)}</Fact>
        <Fact label={t('facts.duration')}>
          {tour.duration_days != null ? t('facts.days', { count: tour.duration_days }) : '-'}
        </Fact>
        <Fact label={t('facts.groupSize')}>{groupSize}</Fact>
        <Fact label={t('facts.minAge')}>
          {tour.min_age != null ? t('facts.years', { count: tour.min_age }) : '-'}
        </Fact>
        <Fact
          label={t('facts.style')}
          info={
            <InfoPopover label={t('facts.info', { label: t('facts.style') })} text={t('facts.styleInfo')} />
          }
        >
          {orDash(tour.style)}
        </Fact>
        <Fact
          label={t('facts.theme')}
          info={
            <InfoPopover label={t('facts.info', { label: t('facts.theme') })} text={t('facts.themeInfo')} />
          }
        >
          {orDash(tour.theme)}
        </Fact>
        <Fact
          label={t('facts.physical')}
          info={
            <InfoPopover
              label={t('facts.info', { label: t('facts.physical') })}
              text={t('facts.physicalInfo')}
            />
          }
        >
          {physical != null ? (
            <PhysicalRatingBar value={physical} label={t('facts.physicalValue', { value: physical })} />
          ) : (
            '-'
          )}
        </Fact>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" color="textSecondary">
          {t('facts.from')}
        </Typography>
        <Typography
          data-testid="tour-from-price"
          sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.main' }}
        >
          {fromPriceVnd != null ? money.format(fromPriceVnd) : t('facts.contactPrice')}
        </Typography>
      </Box>
      {showDatesButton ? (
        <Button
          fullWidth
          variant="contained"
          color="secondary"
          sx={{ mt: 2 }}
          href={`#${sectionId('dates')}`}
          onClick={(e) => {
            e.preventDefault();
            scrollToSection(sectionId('dates'));
          }}
        >
          {t('facts.datesButton')}
        </Button>
      ) : null}
    </Box>
  );
}
