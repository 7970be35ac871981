/**
 * Search-engine head data of the home page, rendered with React 19's <title>/<meta>/<link> hoisting:
 * 'title | brand', the description, the canonical address and the vi/en alternates.
 */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, type Lang } from '@/domain/language';
import { paths } from '@/domain/paths';

function absolute(path: string): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return `${origin}${path}`;
}

export function HomeHead({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle title={t('meta.title')} description={t('meta.description')} />
      <link rel="canonical" href={absolute(paths.home(lang))} />
      {SUPPORTED_LANGUAGES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={absolute(paths.home(code))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(paths.home(DEFAULT_LANGUAGE))} />
    </>
  );
}

export default HomeHead;
