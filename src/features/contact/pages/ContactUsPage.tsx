/**
 * /:lang/contact/contact-us — the three contact options (Call us, Email us, Our local address), each with
 * title, description, the setting it uses, icon and a button to tel:{phone}, mailto:{email} or a Google Maps
 * search of the address (new tab). Links come from the site settings (rule: src/domain/content/contactOptions.ts).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { PageContainer } from '@/components/PageContainer';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/hooks';
import { Breadcrumb } from '@/components/Breadcrumb';
import { Loading } from '@/components/Loading';
import { PageTitle } from '@/components/PageTitle';
import { buildContactOptions, type ContactOptionId } from '@/domain/content/contactOptions';
import { SettingsError } from '../components/SettingsError';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useSiteContact } from '../useSiteContact';

const ICONS: Record<ContactOptionId, ReactNode> = {
  call: <PhoneInTalkOutlinedIcon fontSize="large" />,
  email: <EmailOutlinedIcon fontSize="large" />,
  address: <PlaceOutlinedIcon fontSize="large" />,
};

export default function ContactUsPage() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const { settings, loading, failed, retry } = useSiteContact(lang);

  let body: ReactNode;
  if (loading) body = <Loading label={t('loading')} minHeight="30vh" />;
  else if (failed) body = <SettingsError onRetry={retry} />;
  else {
    body = (
      <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {buildContactOptions(settings).map((option) => (
          <Grid component="li" key={option.id} size={{ xs: 12, md: 4 }}>
            <Card
              component="section"
              aria-labelledby={`contact-${option.id}`}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1 }}>
                  {ICONS[option.id]}
                </Box>
                <Typography variant="h2" id={`contact-${option.id}`} sx={{ typography: 'h4', mb: 1 }}>
                  {t(`options.${option.id}.title`)}
                </Typography>
                <Typography color="textSecondary" sx={{ mb: 2 }}>
                  {t(`options.${option.id}.description`)}
                </Typography>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {option.value || t('notAvailable')}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                {option.href ? (
                  <Button
                    component="a"
                    href={option.href}
                    variant="contained"
                    {...(option.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {t(`options.${option.id}.button`)}
                    {option.newTab ? <span style={visuallyHidden}>{` ${t('newTab')}`}</span> : null}
                  </Button>
                ) : (
                  <Button variant="contained" disabled>
                    {t(`options.${option.id}.button`)}
                  </Button>
                )}
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <PageContainer as="article" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={t('contactUs.title')} description={t('contactUs.description')} />
      <Breadcrumb sx={{ mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('contactUs.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('contactUs.intro')}
      </Typography>
      {body}
    </PageContainer>
  );
}
