/** The 404 page: Vietnamese text that the page does not exist, and a link home (/vi). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { paths } from '@/domain/shared/paths';
import { PageTitle } from './PageTitle';
import { useHttpStatus } from './ServerInfo';

export function NotFoundPage() {
  // Always Vietnamese (spec part 2, "404 page").
  const { t } = useTranslation('notFound', { lng: 'vi' });
  useHttpStatus(404);
  return (
    <Box
      component="section"
      lang="vi"
      sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}
    >
      <PageTitle title={t('title')} />
      <Box>
        <Typography variant="h1" gutterBottom>
          {t('heading')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {t('message')}
        </Typography>
        <Button component={AppLink} to={paths.home('vi')} variant="contained">
          {t('home')}
        </Button>
      </Box>
    </Box>
  );
}

export default NotFoundPage;
