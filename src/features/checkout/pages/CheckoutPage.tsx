/**
 * PLACEHOLDER page (/:lang/tour/:slug/booking, /:lang/booking, /checkout/booking, /booking — checkout).
 * The feature's helper replaces this file; keep the default export (the router lazy-loads it).
 */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';

export default function CheckoutPage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('pages.checkout')} />;
}
