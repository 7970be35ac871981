/**
 * Search-engine head data of the home page: 'title | brand', the description, canonical and alternates
 * (PageTitle), and the Organization and WebSite (with its search action) as JSON-LD.
 */
import { useTranslation } from 'react-i18next';
import { PageTitle, useBrandName } from '@/components/PageTitle';
import { useSiteOrigin } from '@/components/ServerInfo';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';

export function HomeHead({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const origin = useSiteOrigin();
  const brand = useBrandName();
  const home = `${origin}${paths.home(lang)}`;
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand,
      url: home,
      logo: `${origin}/logo/logo.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brand,
      url: home,
      inLanguage: lang,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}${paths.search(lang)}?keyword={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
  return <PageTitle title={t('meta.title')} description={t('meta.description')} jsonLd={jsonLd} />;
}

export default HomeHead;
