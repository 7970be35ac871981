/**
 * Step 1's choice between a deposit and full payment, offered for a departure more than 60 days away
 * (src/domain/checkout/paymentPlan.ts). Each option says what it costs now and, for the deposit, the balance and its day.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/shared/language';
import { amountDueNow, balanceDueDate, type PaymentPlan } from '@/domain/checkout/paymentPlan';
import { formatVnd } from '@/domain/shared/price';
import { formatTripDate } from './formatTripDate';

interface PaymentPlanChoiceProps {
  lang: Lang;
  plan: PaymentPlan;
  total: number;
  startDate: string;
  onChange: (plan: PaymentPlan) => void;
}

export function PaymentPlanChoice({ lang, plan, total, startDate, onChange }: PaymentPlanChoiceProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const deposit = amountDueNow(total, 'deposit');
  const option = (value: PaymentPlan, title: string, detail: string) => (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', m: 0, py: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
      label={
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
            {detail}
          </Typography>
        </>
      }
    />
  );
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('plan.title')}
      </Typography>
      <RadioGroup
        aria-labelledby={titleId}
        value={plan}
        onChange={(event) => onChange(event.target.value === 'deposit' ? 'deposit' : 'full')}
      >
        {option(
          'deposit',
          t('plan.deposit'),
          t('plan.depositDetail', {
            amount: formatVnd(deposit),
            balance: formatVnd(total - deposit),
            date: formatTripDate(balanceDueDate(startDate), lang),
          }),
        )}
        {option('full', t('plan.full'), t('plan.fullDetail', { amount: formatVnd(total) }))}
      </RadioGroup>
    </Box>
  );
}
