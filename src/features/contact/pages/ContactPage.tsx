/**
 * /:lang/contact — a short contact page: links to contact-us, manage-booking and the wishlist, and the phone
 * and email from the site settings.
 */
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { PageContainer } from '@/components/PageContainer';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/hooks';
import { Breadcrumb } from '@/components/Breadcrumb';
import { Loading } from '@/components/Loading';
import { PageTitle } from '@/components/PageTitle';
import { mailtoHref, telHref } from '@/domain/content/contactOptions';
import { paths } from '@/domain/shared/paths';
import { SettingsError } from '../components/SettingsError';
import { useSiteContact } from '../useSiteContact';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const { settings, loading, failed, retry } = useSiteContact(lang);

  const links = [
    { href: paths.contactUs(lang), title: t('hub.contactUs'), text: t('hub.contactUsText') },
    { href: paths.manageBooking(lang), title: t('hub.manageBooking'), text: t('hub.manageBookingText') },
    { href: paths.wishlist(lang), title: t('hub.wishlist'), text: t('hub.wishlistText') },
  ];

  let direct: ReactNode;
  if (loading) direct = <Loading label={t('loading')} minHeight="10vh" />;
  else if (failed) direct = <SettingsError onRetry={retry} />;
  else {
    const tel = telHref(settings?.phone);
    const mail = mailtoHref(settings?.email);
    direct = (
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <div>
          <Typography component="dt" color="textSecondary">
            {t('hub.phone')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {tel ? <Link href={tel}>{settings?.phone}</Link> : t('notAvailable')}
          </Typography>
        </div>
        <div>
          <Typography component="dt" color="textSecondary">
            {t('hub.email')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {mail ? <Link href={mail}>{settings?.email}</Link> : t('notAvailable')}
          </Typography>
        </div>
      </Stack>
    );
  }

  return (
    <PageContainer as="article" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={t('hub.title')} description={t('hub.description')} />
      <Breadcrumb sx={{ mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('hub.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('hub.intro')}
      </Typography>
      <nav aria-label={t('hub.linksLabel')}>
        <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0, mb: 5 }}>
          {links.map((link) => (
            <Grid component="li" key={link.href} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea component={AppLink} to={link.href} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h2" sx={{ typography: 'h5', mb: 0.5 }}>
                      {link.title}
                    </Typography>
                    <Typography color="textSecondary">{link.text}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </nav>
      <section aria-labelledby="contact-direct">
        <Typography variant="h2" id="contact-direct" sx={{ typography: 'h4', mb: 2 }}>
          {t('hub.directTitle')}
        </Typography>
        {direct}
      </section>
    </PageContainer>
  );
}
