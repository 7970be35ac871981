/**
 * Tour detail page, /{lang}/detail-trip/{slug} (spec part 2, §2 "Tour detail page").
 * States: language not supported (404), loading, error, not found, no data, invalid data, the tour.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { toApiProblem, useGetTourQuery } from '@/api';
import { applyLanguage } from '@/lib/i18n';
import { Loading } from '@/components/Loading';
import { parseLanguageIgnoringCase, type Lang } from '@/domain/shared/language';
import {
  LanguageNotSupportedView,
  NoTourDataView,
  TourErrorView,
  TourNotFoundView,
} from '../components/StateViews';
import { TourDetailView } from '../components/TourDetailView';
import { useTourT } from '../tourLang';

function TourLoader({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTourT();
  const { currentData, error, isFetching, isError } = useGetTourQuery({ lang, slug }, { skip: !slug });

  if (!slug) return <TourErrorView message={t('state.noSlug')} />;
  if (isFetching && currentData === undefined) return <Loading label={t('state.loading')} />;
  if (isError) {
    const problem = toApiProblem(error);
    // An answer that is not JSON, or without a usable tour (the contract requires an id, a title and a slug).
    if (problem.kind === 'invalidAnswer') return <TourErrorView message={t('state.invalidData')} />;
    if (problem.kind === 'http' && problem.status === 404) return <TourNotFoundView />;
    return (
      <TourErrorView
        message={
          problem.kind === 'http' ? t('state.httpError', { status: problem.status }) : t('state.networkError')
        }
      />
    );
  }
  if (currentData === undefined) return <Loading label={t('state.loading')} />;
  if (currentData === null) return <NoTourDataView />;
  return <TourDetailView tour={currentData} slug={slug} />;
}

export default function TourDetailPage() {
  const { lang: rawLang = '', slug = '' } = useParams();
  const lang = parseLanguageIgnoringCase(rawLang);

  useEffect(() => {
    if (lang) void applyLanguage(lang);
  }, [lang]);

  if (!lang) return <LanguageNotSupportedView requested={rawLang} slug={slug} />;
  return <TourLoader key={`${lang}/${slug}`} lang={lang} slug={slug} />;
}
