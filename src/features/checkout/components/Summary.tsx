/** The sticky booking summary: trip, dates, room, travellers × price, extras (step 2, above 0), total. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { RoomPrice, TourDate, TourDetail } from '@/api';
import { showExtras } from '@/domain/checkout/checkout';
import { paymentPlansFor } from '@/domain/checkout/paymentPlan';
import { type CheckoutStep } from '@/domain/checkout/checkoutState';
import type { Lang } from '@/domain/shared/language';
import { formatVnd } from '@/domain/shared/price';
import { tripLengthDays } from '@/domain/tour/tripLength';
import { formatTripDate } from './formatTripDate';
import { useMoney } from '@/components/currency/useMoney';

export interface SummaryProps {
  lang: Lang;
  tour: TourDetail;
  date: TourDate;
  room: RoomPrice;
  travellers: number;
  step: CheckoutStep;
  /** Final room price per traveller (VNĐ). */
  price: number;
  extras?: number;
  /** The booking's total (VNĐ), computed once by the checkout (CheckoutView): the money shown is the money booked. */
  total: number;
  /** A deposit: what is due now, the balance and its day (null when paid in full). */
  balance?: { dueNow: number; amount: number; date: string | null } | null;
}

/** Whether this departure can be held with a deposit (the 'flexible deposits' line says what is true for it). */
const depositOffered = (startDate: string) => paymentPlansFor(startDate).includes('deposit');

/** A divider between the summary's parts (an `<hr>`, as MUI's Divider renders, without its code). */
const Rule = styled('hr', { label: 'SummaryRule' })(({ theme }) => ({
  margin: theme.spacing(2, 0),
  border: 0,
  borderTop: `1px solid ${theme.palette.divider}`,
}));

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography
        component="dt"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function Summary({
  lang,
  tour,
  date,
  room,
  travellers,
  step,
  price,
  extras = 0,
  total,
  balance = null,
}: SummaryProps) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const depositPossible = depositOffered(date.start_date);
  const days = tripLengthDays(date.start_date, date.end_date) ?? tour.duration_days ?? null;
  const place = (location: string | null | undefined) =>
    [location, tour.country].filter((part): part is string => !!part && part.trim() !== '').join(', ');
  return (
    <Paper
      component="aside"
      aria-labelledby="checkout-summary-heading"
      variant="outlined"
      sx={(t) => ({ p: 3, position: { md: 'sticky' }, top: { md: t.layout.headerHeight.sm + 24 } })}
    >
      <Typography id="checkout-summary-heading" component="h2" variant="overline" color="textSecondary">
        {t('summary.heading')}
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
        {tour.title}
      </Typography>
      {days != null && <Typography color="textSecondary">{t('summary.days', { count: days })}</Typography>}
      <Rule />
      <Box component="dl" sx={{ m: 0 }}>
        <Row
          label={t('summary.start')}
          value={[formatTripDate(date.start_date, lang), place(tour.start_location)]
            .filter(Boolean)
            .join(' · ')}
        />
        <Row
          label={t('summary.finish')}
          value={[formatTripDate(date.end_date, lang), place(tour.end_location)].filter(Boolean).join(' · ')}
        />
        <Row label={t('summary.room')} value={room.room?.name ?? ''} />
        <Row
          label={t('summary.travellers')}
          value={t('summary.travellersPrice', { count: travellers, price: formatVnd(price) })}
        />
        {showExtras(step, extras) && <Row label={t('summary.extras')} value={formatVnd(extras)} />}
      </Box>
      <Rule />
      <Box component="dl" sx={{ m: 0 }} aria-live="polite">
        <Row label={t('summary.total')} value={formatVnd(total)} strong />
        {balance ? (
          <>
            <Row label={t('summary.depositNow')} value={formatVnd(balance.dueNow)} strong />
            <Row
              label={t('summary.balanceDue', { date: formatTripDate(balance.date, lang) })}
              value={formatVnd(balance.amount)}
            />
          </>
        ) : null}
      </Box>
      {money.currency === 'USD' ? (
        // Charged in VNĐ: a visitor who reads US$ sees the dollar figure as an approximation only.
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'right' }}>
          {t('summary.approximately', { amount: money.format(total) })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'right' }}>
        {t('summary.vat')}
      </Typography>
      <Rule />
      <Box component="ul" sx={{ display: 'grid', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {([depositPossible ? 'flexible' : 'flexibleClose', 'priceGuarantee', 'dataProtection'] as const).map(
          (key) => (
            <Box component="li" key={key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckCircleOutline color="success" fontSize="small" aria-hidden="true" sx={{ mt: '2px' }} />
              <Typography variant="body2">{t(`summary.${key}`)}</Typography>
            </Box>
          ),
        )}
      </Box>
    </Paper>
  );
}
