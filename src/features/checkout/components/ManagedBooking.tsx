/**
 * A found booking (manage my booking): reference, tour, dates, room, travellers, total, what was paid and, for a
 * deposit, the balance with its day; where it stands; 'Pay the balance' (the bank transfer panel of step 2, for
 * the balance) and 'Add to calendar'.
 */
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '@/api';
import { Loading } from '@/components/Loading';
import { Notice } from '@/components/Notice';
import { canPayBalance, managedStatus } from '@/domain/checkout/managedBooking';
import type { Lang } from '@/domain/shared/language';
import { formatVnd } from '@/domain/shared/price';
import { paths } from '@/lib/paths';
import { CalendarLinks } from './CalendarLinks';
import { formatTripDate } from './formatTripDate';

const PaymentStep = lazy(() => import(/* webpackChunkName: "checkout-payment" */ './PaymentStep'));

export interface ManagedBookingProps {
  booking: BookingDetails;
  lang: Lang;
  /** Records the balance transfer; resolves with the booking as it is then. */
  payBalance: () => Promise<BookingDetails>;
  onAnother: () => void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 1,
      }}
    >
      <Typography component="dt" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

export function ManagedBooking({ booking: initial, lang, payBalance, onAnother }: ManagedBookingProps) {
  const { t } = useTranslation('checkout');
  const [booking, setBooking] = useState(initial);
  const [paying, setPaying] = useState(false);
  const [sent, setSent] = useState(false);
  const status = managedStatus(booking);
  const dates = `${formatTripDate(booking.start_date, lang)} – ${formatTripDate(booking.end_date, lang)}`;
  const reference = booking.booking_reference;

  if (paying)
    return (
      <Suspense fallback={<Loading minHeight={320} />}>
        <PaymentStep
          booking={{ id: booking.id, reference }}
          amount={booking.balance_due}
          lang={lang}
          onBack={() => setPaying(false)}
          confirm={async () => setBooking(await payBalance())}
          onPaid={() => {
            setPaying(false);
            setSent(true);
          }}
        />
      </Suspense>
    );

  return (
    <Box component="section" aria-labelledby="managed-booking-heading">
      <Typography id="managed-booking-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('manage.heading', { reference })}
      </Typography>
      {sent ? (
        <Notice severity="success" role="status" sx={{ mb: 2 }}>
          {t('manage.balanceSent')}
        </Notice>
      ) : null}
      <Notice
        severity={status === 'cancelled' ? 'warning' : status === 'balanceDue' ? 'info' : 'success'}
        role="status"
        sx={{ mb: 2 }}
      >
        {t(`manage.status.${status}`)}
      </Notice>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('manage.tour')}>
          <Link component={AppLink} to={paths.tour(lang, booking.tour.slug)}>
            {booking.tour.title}
          </Link>
        </Row>
        <Row label={t('manage.dates')}>{dates}</Row>
        <Row label={t('manage.room')}>{booking.room_name}</Row>
        <Row label={t('manage.travellers')}>{booking.ticket_quantity}</Row>
        <Row label={t('manage.total')}>{formatVnd(booking.total)}</Row>
        <Row label={t('manage.paid')}>{formatVnd(booking.amount_paid)}</Row>
        {booking.balance_due > 0 ? (
          <Row label={t('manage.balanceDue')}>
            {t('manage.balanceDueLine', {
              amount: formatVnd(booking.balance_due),
              date: formatTripDate(booking.balance_due_date, lang),
            })}
          </Row>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {canPayBalance(booking) ? (
          <Button variant="contained" onClick={() => setPaying(true)}>
            {t('manage.payBalance')}
          </Button>
        ) : null}
        <Button onClick={onAnother}>{t('manage.another')}</Button>
      </Box>
      {status !== 'cancelled' ? (
        <CalendarLinks
          trip={{
            title: booking.tour.title,
            slug: booking.tour.slug,
            startDate: booking.start_date,
            endDate: booking.end_date,
            location: null,
          }}
          lang={lang}
          reference={reference}
          description={t('success.calendarDescription', { reference })}
        />
      ) : null}
    </Box>
  );
}
