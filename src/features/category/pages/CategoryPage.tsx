/**
 * /:lang/:slug and /:lang/:slug/:sub — category landing pages (spec part 2).
 * Fetches homepage-data with the sub-slug when present, else the slug. A missing or unsuccessful answer, a
 * missing `file`, or an unknown level/type gives the 404 page. Head: title, description, hreflang links.
 */
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetHomepageDataQuery } from '@/api';
import { useLang } from '@/app/hooks';
import { Loading } from '@/components/Loading';
import { NotFoundPage } from '@/components/NotFoundPage';
import { PageTitle } from '@/components/PageTitle';
import { categorySlug, chooseCategoryTemplate } from '@/domain/categoryTemplate';
import { SUPPORTED_LANGUAGES } from '@/domain/language';
import { paths } from '@/domain/paths';
import { CategoryView } from '../components/CategoryView';

function HreflangLinks({ slug, sub }: { slug: string; sub?: string }) {
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return (
    <>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={`${origin}${paths.category(lng, slug, sub)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${paths.category('vi', slug, sub)}`} />
    </>
  );
}

export default function CategoryPage() {
  const { t } = useTranslation('category');
  const lang = useLang();
  const { slug = '', sub } = useParams();
  const querySlug = categorySlug(slug, sub);
  const { data, isLoading, isFetching, isError, originalArgs } = useGetHomepageDataQuery(
    querySlug ? { lang, slug: querySlug } : skipToken,
  );
  const stale = originalArgs && (originalArgs.slug !== querySlug || originalArgs.lang !== lang);

  if (!querySlug) return <NotFoundPage />;
  if (isLoading || (isFetching && stale)) return <Loading label={t('loading')} />;
  const page = data?.success === true ? data.data : undefined;
  const template = page ? chooseCategoryTemplate(page.file) : null;
  if (isError || !page || !template) return <NotFoundPage />;

  const title = page.banner?.title?.trim() || querySlug;
  const description = page.banner?.text?.trim() || t('metaDescription', { title });
  return (
    <>
      <PageTitle title={title} description={description} />
      <HreflangLinks slug={slug} sub={sub} />
      <CategoryView key={`${lang}/${querySlug}`} data={page} template={template} lang={lang} slug={querySlug} title={title} />
    </>
  );
}
