/**
 * Step 2, payment (loaded lazily with the QR code): bank transfer only. The active accounts in a select (first
 * preselected), the chosen account's details each with Copy, the QR code, the 24-hour notice, the terms checkbox
 * (Complete Payment disabled until ticked), Back, and Complete Payment: PUT {payment_status:'user_confirmed'},
 * about 1 s of 'Processing...', then the caller opens the success modal.
 */
import type { Lang } from '@/domain/shared/language';
import { formatTripDate } from './formatTripDate';
import { useRef, useState } from 'react';
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useListBankAccountsQuery } from '@/api';
import { useUpdateBookingPaymentMutation } from '@/api/writes';
import { Loading } from '@/components/Loading';
import { activeBankAccounts, bankAccountLabel, PAYMENT_SUCCESS_DELAY_MS } from '@/domain/checkout/payment';
import { formatVnd } from '@/domain/shared/price';
import { bookingTransferContent } from '@/domain/checkout/vietqr';
import { CopyRow } from './CopyRow';
import { QrCode } from './QrCode';

export interface PaymentStepProps {
  booking: { id: number; reference: string } | null;
  /** What to transfer now (VNĐ): the total, or the deposit. */
  amount: number;
  /** The balance left after a deposit and the day it is due; null when paid in full. */
  balance?: { amount: number; date: string | null } | null;
  lang: Lang;
  onBack: () => void;
  /** The payment status is updated: open the success modal. */
  onPaid: () => void;
  /** Records the transfer (default: the booking's PUT user_confirmed; manage my booking: the balance payment). */
  confirm?: () => Promise<unknown>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default function PaymentStep({
  booking,
  amount,
  balance,
  lang,
  onBack,
  onPaid,
  confirm,
}: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const accountsQuery = useListBankAccountsQuery();
  const [updatePayment] = useUpdateBookingPaymentMutation();
  const accounts = activeBankAccounts(accountsQuery.data);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Without an account (loading, failed or none configured) there is nowhere to pay: Complete Payment is disabled.
  const account = accounts.find((a) => a.id === chosenId) ?? accounts[0] ?? null;
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<'updateFailed' | 'noBookingId' | null>(null);
  const inFlight = useRef(false);

  const complete = async () => {
    if (inFlight.current) return;
    setFailure(null);
    if (!agreed) {
      setTouched(true);
      return;
    }
    if (!booking?.id) {
      setFailure('noBookingId');
      return;
    }
    // Nowhere to pay into (the accounts failed or none exist): the payment cannot be completed.
    if (!account) return;
    inFlight.current = true;
    setProcessing(true);
    try {
      await (confirm
        ? confirm()
        : updatePayment({
            id: booking.id,
            updateBookingPaymentRequest: { payment_status: 'user_confirmed' },
          }).unwrap());
      await wait(PAYMENT_SUCCESS_DELAY_MS);
      onPaid();
    } catch (error) {
      console.error('Failed to update payment', error);
      setFailure('updateFailed');
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  let details: React.ReactNode;
  if (accountsQuery.isLoading) {
    details = <Loading label={t('payment.loadingAccounts')} minHeight={160} />;
  } else if (accountsQuery.isError) {
    details = (
      <Notice
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void accountsQuery.refetch()}>
            {t('payment.retry')}
          </Button>
        }
      >
        {t('payment.accountsFailed')}
      </Notice>
    );
  } else if (!account) {
    details = <Notice severity="warning">{t('payment.noAccounts')}</Notice>;
  } else {
    details = (
      <>
        <TextField
          select
          id="bank-account"
          label={t('payment.bank')}
          value={String(account.id)}
          onChange={(e) => setChosenId(Number(e.target.value))}
          fullWidth
          sx={{ mb: 2 }}
        >
          {accounts.map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {bankAccountLabel(a)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box component="dl" sx={{ m: 0, flex: '1 1 280px' }}>
            <CopyRow label={t('payment.bankName')} value={account.bank_name} />
            <CopyRow label={t('payment.accountNumber')} value={account.account_number} />
            <CopyRow label={t('payment.accountName')} value={account.account_name} />
            {booking && <CopyRow label={t('payment.content')} value={bookingTransferContent(booking.id)} />}
            <CopyRow
              label={t('payment.amount')}
              value={formatVnd(amount)}
              copyText={String(Math.round(amount))}
            />
          </Box>
          {booking && (
            <Box sx={{ textAlign: 'center' }}>
              <QrCode
                account={account}
                amount={amount}
                bookingId={booking.id}
                alt={t('payment.qrAlt', {
                  amount: formatVnd(amount),
                  bank: account.bank_name,
                  account: account.account_number,
                })}
              />
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1, maxWidth: 240 }}>
                {t('payment.qrHint')}
              </Typography>
            </Box>
          )}
        </Box>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="payment-step-heading">
      <Typography id="payment-step-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('payment.heading')}
      </Typography>
      {booking && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('payment.reference', { reference: booking.reference })}
        </Typography>
      )}
      {balance ? (
        <Notice severity="info" role="note" sx={{ mb: 2 }}>
          {t('payment.depositNote', {
            amount: formatVnd(amount),
            balance: formatVnd(balance.amount),
            date: formatTripDate(balance.date, lang),
          })}
        </Notice>
      ) : null}
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t('payment.method')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('payment.methodNote')}
      </Typography>

      {details}

      <Notice severity="warning" sx={{ mt: 3 }}>
        {t('payment.within24h')}
      </Notice>

      <Box sx={{ mt: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.target.checked);
                setTouched(true);
              }}
              slotProps={{ input: { 'aria-describedby': agreed ? undefined : 'terms-required' } }}
            />
          }
          label={t('payment.terms')}
        />
        {!agreed && (
          <FormHelperText id="terms-required" error={touched}>
            {t('payment.termsRequired')}
          </FormHelperText>
        )}
      </Box>

      {failure && (
        <Notice severity="error" sx={{ mt: 2 }}>
          {t(`payment.${failure}`)}
        </Notice>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        <Button variant="outlined" onClick={onBack} disabled={processing}>
          {t('actions.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!agreed || processing || !account}
          onClick={() => void complete()}
          startIcon={
            processing ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {processing ? t('actions.processing') : t('actions.completePayment')}
        </Button>
      </Box>
    </Box>
  );
}
