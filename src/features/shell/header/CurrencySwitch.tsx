/**
 * The currency choice in the header (beyond the spec): VNĐ (default) or US$, remembered in a cookie the server reads. A native
 * select: small, keyboard-friendly, labelled ('Currency' / 'Tiền tệ'). Disabled until the page's code runs, so a
 * choice is never lost.
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { rememberCurrency } from '@/lib/preferenceCookies';
import { currencyChosen, selectCurrency } from '@/lib/state/currencySlice';
import { useIsHydrating } from '@/components/useIsHydrating';
import { CURRENCIES, type Currency } from '@/domain/shared/price';

const LABELS: Record<Currency, string> = { VND: 'VNĐ', USD: 'US$' };

export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const hydrating = useIsHydrating();
  return (
    <Box
      component="select"
      aria-label={t('header.currency')}
      value={currency}
      disabled={hydrating}
      onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
        const chosen = event.target.value as Currency;
        dispatch(currencyChosen(chosen));
        // Kept for the server too: the next page arrives in this currency.
        rememberCurrency(chosen);
      }}
      sx={{
        minHeight: 32,
        maxWidth: { xs: 64, sm: 'none' },
        px: { xs: 0.25, sm: 0.75 },
        font: 'inherit',
        fontSize: '0.875rem',
        fontWeight: 700,
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        cursor: 'pointer',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {LABELS[code]}
        </option>
      ))}
    </Box>
  );
}
