/**
 * /:lang/post — the articles the site knows about. The contract has no "list articles" call, so this page
 * lists the header menu's post items and the footer's post entries (see ../knownArticles.ts), each a card
 * linking to /{lang}/post/{slug}. Header and footer are the same cached calls the page shell makes.
 */
import { Notice } from '@/components/Notice';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { PageContainer } from '@/components/PageContainer';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/hooks';
import { useGetFooterQuery, useGetHeaderQuery } from '@/api';
import { Breadcrumb } from '@/components/Breadcrumb';
import { Loading } from '@/components/Loading';
import { PageTitle } from '@/components/PageTitle';
import { paths } from '@/domain/shared/paths';
import { collectKnownArticles } from '../knownArticles';

export default function ArticleListPage() {
  const { t } = useTranslation('articles');
  const lang = useLang();
  const header = useGetHeaderQuery({ lang });
  const footer = useGetFooterQuery({ lang });
  const articles = useMemo(
    () => collectKnownArticles(header.currentData?.data, footer.currentData?.data),
    [header.currentData, footer.currentData],
  );

  const loading = (header.isFetching && !header.currentData) || (footer.isFetching && !footer.currentData);
  const failed = header.isError && footer.isError;

  let body;
  if (loading) {
    body = <Loading label={t('list.loading')} minHeight="30vh" />;
  } else if (failed) {
    body = (
      <Notice
        title={t('list.errorTitle')}
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void header.refetch();
              void footer.refetch();
            }}
          >
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.errorMessage')}
      </Notice>
    );
  } else if (articles.length === 0) {
    body = (
      <Notice title={t('list.emptyTitle')} severity="info" variant="outlined">
        {t('list.emptyMessage')}
      </Notice>
    );
  } else {
    body = (
      <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {articles.map((article) => (
          <Grid component="li" key={article.slug} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={AppLink} to={paths.post(lang, article.slug)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" component="h2" sx={{ typography: 'h5', mb: 1 }}>
                    {article.title}
                  </Typography>
                  <Typography color="primary" sx={{ fontWeight: 600 }} aria-hidden="true">
                    {t('list.read')} →
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <PageContainer as="section" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={t('list.title')} description={t('list.description')} />
      <Breadcrumb sx={{ mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('list.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('list.intro')}
      </Typography>
      {body}
    </PageContainer>
  );
}
