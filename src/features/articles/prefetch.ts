import { contentApi } from '@/api';
import type { RoutePrefetch } from '@/api/prefetch';

/** An article page's one call (pages/ArticlePage.tsx); the article list reads the shell's header and footer only. */
export const articlePrefetch: RoutePrefetch = ({ lang, params }) =>
  params.slug ? [contentApi.endpoints.getArticle.initiate({ lang, slug: params.slug })] : [];
