/** The overview's side card: rating, trip facts, physical rating, 'from' price and the dates button. */
import { styled } from '@mui/material/styles';
import { plainLinkStyles } from '@/components/plainButton';
import { PlainButtonLink } from '@/components/PlainButtonLink';
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

/**
 * The card: one styled element around plain ones (its heading, rating line, facts list and price), its rules worked
 * out once per page. A tour page renders and hydrates some thirty MUI elements fewer than with a Box per fact.
 */
const Card = styled('aside', { label: 'FactsCard' })(({ theme }) => ({
  padding: theme.spacing(2.5),
  borderRadius: Number(theme.shape.borderRadius) * 3,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('md')]: { position: 'sticky', top: theme.layout.headerHeight.sm + 64 },
  '& > h2': { ...theme.typography.h2, margin: 0, fontSize: '1.25rem', marginBottom: theme.spacing(1) },
  '& > [data-facts-rating]': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1),
  },
  '& > [data-facts-rating] > a': {
    ...theme.typography.body1,
    ...plainLinkStyles(theme),
  },
  '& p': { ...theme.typography.body1, margin: 0 },
  '& [data-secondary]': { color: theme.palette.text.secondary },
  '& > dl': { margin: 0 },
  '& > dl > div': {
    display: 'grid',
    gridTemplateColumns: '45% 1fr',
    gap: theme.spacing(1),
    paddingTop: theme.spacing(0.75),
    paddingBottom: theme.spacing(0.75),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& dt': {
    color: theme.palette.text.secondary,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
  },
  '& dd': { margin: 0, fontWeight: 500 },
  '& > [data-facts-price]': { marginTop: theme.spacing(2) },
  '& > [data-facts-price] > p:first-of-type': { ...theme.typography.body2 },
  '& [data-testid="tour-from-price"]': {
    fontSize: '1.5rem',
    fontWeight: 700,
    color: theme.palette.primary.main,
  },
}));

function Fact({ label, info, children }: { label: string; info?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>
        {label}
        {info}
      </dt>
      <dd>{children}</dd>
    </div>
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
    <Card aria-labelledby="tour-facts-heading">
      <h2 id="tour-facts-heading">{t('facts.heading')}</h2>
      <div data-facts-rating="">
        {rating.total > 0 ? (
          <>
            <Stars value={rating.average} />
            <a
              href={`#${sectionId('reviews')}`}
              onClick={(e) => {
                e.preventDefault();
                void scrollToSection(sectionId('reviews'));
              }}
            >
              {t('facts.reviews', { rating: rating.average.toFixed(1), count: rating.total })}
            </a>
          </>
        ) : (
          <p data-secondary="">{t('facts.noReviews')}</p>
        )}
      </div>
      <dl>
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
      </dl>
      <div data-facts-price="">
        <p data-secondary="">{t('facts.from')}</p>
        <p data-testid="tour-from-price">
          {fromPriceVnd != null ? money.format(fromPriceVnd) : t('facts.contactPrice')}
        </p>
      </div>
      {showDatesButton ? (
        <PlainButtonLink
          fullWidth
          variant="contained"
          color="secondary"
          style={{ marginTop: 16 }}
          href={`#${sectionId('dates')}`}
          onClick={(e) => {
            e.preventDefault();
            void scrollToSection(sectionId('dates'));
          }}
        >
          {t('facts.datesButton')}
        </PlainButtonLink>
      ) : null}
    </Card>
  );
}
