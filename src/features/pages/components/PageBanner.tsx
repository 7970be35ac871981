import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageContainer } from '@/components/PageContainer';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';

interface PageBannerProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  tones: [string, string];
  ctaText: string;
  ctaHref: string;
}

/** The page banner: a decorative gradient (no image to load), the page title (h1) and the call to action. */
export function PageBanner({ eyebrow, title, subtitle, tones, ctaText, ctaHref }: PageBannerProps) {
  return (
    <Box
      component="section"
      sx={{
        color: '#fff',
        background: `linear-gradient(135deg, ${tones[0]} 0%, ${tones[1]} 100%)`,
        py: { xs: 6, md: 10 },
      }}
    >
      <PageContainer maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ letterSpacing: 2, opacity: 0.9 }}>
          {eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.25rem' }, maxWidth: 720, mb: 4, opacity: 0.95 }}>
          {subtitle}
        </Typography>
        <Button component={AppLink} to={ctaHref} variant="contained" color="secondary" size="large">
          {ctaText}
        </Button>
      </PageContainer>
    </Box>
  );
}
