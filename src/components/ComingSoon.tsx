import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';

export interface ComingSoonProps {
  /** The page's title (already translated): heading and document title. */
  title: string;
}

/** Honest placeholder for a page that is not built yet: its title and a 'coming soon' notice, no fake data. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" variant="outlined">
        <AlertTitle>{t('comingSoon.title')}</AlertTitle>
        {t('comingSoon.message')}
      </Alert>
    </Container>
  );
}

export default ComingSoon;
