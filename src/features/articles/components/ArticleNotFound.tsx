import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { useHttpStatus } from '@/components/ServerInfo';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';

/** 'Article Not Found' / 'Bài viết không tồn tại' with an apology (any failure of the article call). */
export function ArticleNotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation('articles');
  useHttpStatus(404);
  return (
    <Box component="section" sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <PageTitle title={t('notFound.title')} />
      <Typography variant="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('notFound.message')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={AppLink} to={paths.post(lang)} variant="contained">
          {t('notFound.toList')}
        </Button>
        <Button component={AppLink} to={paths.home(lang)} variant="outlined">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Box>
  );
}
