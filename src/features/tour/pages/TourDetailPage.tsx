/**
 * Tour detail page, /{lang}/detail-trip/{slug} (spec part 2, §2 "Tour detail page").
 * States: language not supported (404), loading, error, not found, no data, invalid data, the tour.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isContractViolation, useGetTourQuery } from '@/api';
import { applyLanguage } from '@/app/i18n';
import { Loading } from '@/components/Loading';
import { parseLanguageIgnoringCase, type Lang } from '@/domain/language';
import {
  LanguageNotSupportedView,
  NoTourDataView,
  TourErrorView,
  TourNotFoundView,
} from '../components/StateViews';
import { TourDetailView } from '../components/TourDetailView';
import { useTourT } from '../tourLang';

/** HTTP status of a failed tour load, or undefined (network error). */
function errorStatus(error: FetchBaseQueryError | SerializedError): number | undefined {
  if (!('status' in error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return 'originalStatus' in error ? error.originalStatus : undefined;
}

function TourLoader({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTourT();
  const { currentData, error, isFetching, isError } = useGetTourQuery({ lang, slug }, { skip: !slug });

  if (!slug) return <TourErrorView message={t('state.noSlug')} />;
  if (isFetching && currentData === undefined) return <Loading label={t('state.loading')} />;
  // An answer without a usable tour (the contract requires an id, a title and a slug) is rejected by the API layer.
  if (isError && isContractViolation(error)) return <TourErrorView message={t('state.invalidData')} />;
  if (isError && error) {
    const status = errorStatus(error);
    if (status === 404) return <TourNotFoundView />;
    return (
      <TourErrorView
        message={status !== undefined ? t('state.httpError', { status }) : t('state.networkError')}
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
