/**
 * /:lang/:slug and /:lang/:slug/:sub — category landing pages (spec part 2).
 * Fetches homepage-data with the sub-slug when present, else the slug. A missing or unsuccessful answer, a
 * missing `file`, or an unknown level/type gives the 404 page. Head: title, description, canonical, hreflang, Open Graph, breadcrumbs (PageTitle).
 */
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetHomepageDataQuery } from '@/api';
import { useLang } from '@/lib/hooks';
import { Loading } from '@/components/Loading';
import { NotFoundPage } from '@/components/LazyNotFoundPage';
import { PageTitle } from '@/components/PageTitle';
import { useServiceFailureStatus, useSiteOrigin } from '@/components/ServerInfo';
import { paths } from '@/domain/shared/paths';
import { breadcrumbJsonLd } from '@/domain/tour/structuredData';
import { categorySlug, chooseCategoryTemplate } from '@/domain/category/categoryTemplate';
import { CategoryView } from '../components/CategoryView';
import { contentImageUrl } from '@/lib/contentImage';

export default function CategoryPage() {
  const { t } = useTranslation('category');
  const lang = useLang();
  const { slug = '', sub } = useParams();
  const querySlug = categorySlug(slug, sub);
  const origin = useSiteOrigin();
  const { data, isLoading, isFetching, isError, error, originalArgs } = useGetHomepageDataQuery(
    querySlug ? { lang, slug: querySlug } : skipToken,
  );
  // The spec's view for a failure is the 404 page; when the service failed, the answer is 503 (the page exists).
  useServiceFailureStatus(error);
  const stale = originalArgs && (originalArgs.slug !== querySlug || originalArgs.lang !== lang);

  if (!querySlug) return <NotFoundPage />;
  if (isLoading || (isFetching && stale)) return <Loading label={t('loading')} />;
  const page = isError ? undefined : data?.data;
  const template = page ? chooseCategoryTemplate(page.file) : null;
  if (isError || !page || !template) return <NotFoundPage />;

  const title = page.banner?.title?.trim() || querySlug;
  const description = page.banner?.text?.trim() || t('metaDescription', { title });
  return (
    <>
      <PageTitle
        title={title}
        description={description}
        image={page.banner?.images?.[0] ? contentImageUrl(page.banner.images[0]) : null}
        jsonLd={[
          breadcrumbJsonLd([
            { name: t('meta.home'), url: `${origin}${paths.home(lang)}` },
            { name: title, url: `${origin}${paths.category(lang, slug, sub)}` },
          ]),
        ]}
      />
      <CategoryView
        key={`${lang}/${querySlug}`}
        data={page}
        template={template}
        lang={lang}
        slug={querySlug}
        title={title}
      />
    </>
  );
}
