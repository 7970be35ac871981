/**
 * /:lang/post/:slug — title, summary, image and the HTML body (through SafeHtml). Any failure of the call
 * (404, 500, success false, no data) shows the 'Article Not Found' view (spec part 1, section 8).
 */
import Box from '@mui/material/Box';
import { PageContainer } from '@/components/PageContainer';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/hooks';
import { useGetArticleQuery } from '@/api';
import { Breadcrumb } from '@/components/Breadcrumb';
import { Loading } from '@/components/Loading';
import { PageTitle, useBrandName } from '@/components/PageTitle';
import { useServiceFailureStatus, useSiteOrigin } from '@/components/ServerInfo';
import { articleJsonLd, breadcrumbJsonLd } from '@/domain/tour/structuredData';
import { SafeHtml } from '@/components/SafeHtml';
import { paths } from '@/domain/shared/paths';
import { ArticleNotFound } from '../components/ArticleNotFound';
import { contentImageUrl } from '@/lib/contentImage';

const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 630;

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('articles');
  const lang = useLang();
  const { currentData, isFetching, isError, error } = useGetArticleQuery({ lang, slug }, { skip: !slug });
  // The spec's view for any failure is 'Article Not Found'; when the service failed, the answer is 503.
  useServiceFailureStatus(error);
  const article = currentData?.data;
  const origin = useSiteOrigin();
  const brand = useBrandName();

  if (!slug) return <ArticleNotFound lang={lang} />;
  if (isFetching && !article) return <Loading label={t('loading')} />;
  if (isError || !article || !article.title) {
    return (
      <PageContainer maxWidth="md" sx={{ pt: 3 }}>
        <Breadcrumb />
        <ArticleNotFound lang={lang} />
      </PageContainer>
    );
  }

  const summary = article.summary?.trim();
  return (
    <PageContainer as="article" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle
        title={article.title}
        description={summary}
        image={article.image ? contentImageUrl(article.image) : null}
        type="article"
        jsonLd={[
          articleJsonLd({
            title: article.title,
            summary,
            image: article.image ? new URL(contentImageUrl(article.image), `${origin}/`).href : null,
            url: `${origin}${paths.post(lang, slug)}`,
            lang,
            publisher: brand,
          }),
          breadcrumbJsonLd([
            { name: t('meta.home'), url: `${origin}${paths.home(lang)}` },
            { name: article.title, url: `${origin}${paths.post(lang, slug)}` },
          ]),
        ]}
      />
      <Breadcrumb sx={{ mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {article.title}
      </Typography>
      {summary ? (
        <Typography variant="h6" component="p" color="textSecondary" sx={{ mb: 3, fontWeight: 400 }}>
          {summary}
        </Typography>
      ) : null}
      <Box
        component="img"
        src={contentImageUrl(article.image)}
        alt={t('imageAlt', { title: article.title })}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        fetchPriority="high"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`,
          objectFit: 'cover',
          borderRadius: 2,
          bgcolor: 'grey.100',
          mb: 4,
        }}
      />
      <Box
        sx={{
          typography: 'body1',
          lineHeight: 1.75,
          '& img': { maxWidth: '100%', height: 'auto' },
          '& h2': { typography: 'h3', mt: 4, mb: 1.5 },
          '& h3': { typography: 'h4', mt: 3, mb: 1 },
          '& a': { color: 'primary.main' },
        }}
      >
        <SafeHtml html={article.content} />
      </Box>
    </PageContainer>
  );
}
