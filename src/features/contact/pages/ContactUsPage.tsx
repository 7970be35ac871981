/**
 * PLACEHOLDER page (/:lang/contact/contact-us).
 * The feature's helper replaces this file; keep the default export (the router lazy-loads it).
 */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';

export default function ContactUsPage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('pages.contactUs')} />;
}
