/** The banner: first image (eager), title, text, subtext; centred on level-1 pages when `centered`. */
import Box from '@mui/material/Box';
import { PageContainer } from '@/components/PageContainer';
import Typography from '@mui/material/Typography';
import type { CategoryBanner as Banner } from '@/api';
import { contentImageUrl } from '@/lib/contentImage';

export function hasBanner(banner: Banner | null | undefined): banner is Banner {
  return Boolean(banner && (banner.title?.trim() || banner.text?.trim() || banner.images?.length));
}

export function CategoryBanner({ banner, fallbackTitle }: { banner: Banner; fallbackTitle: string }) {
  const image = banner.images?.find((src) => src.trim());
  const centered = Boolean(banner.centered);
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        minHeight: { xs: 280, md: 420 },
        display: 'flex',
        alignItems: 'flex-end',
        color: 'common.white',
        bgcolor: 'grey.800',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={contentImageUrl(image)}
          alt=""
          width={1720}
          height={480}
          loading="eager"
          fetchPriority="high"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(0,0,0,0.1), rgba(0,0,0,0.65))',
        }}
      />
      <PageContainer
        maxWidth="lg"
        sx={{ position: 'relative', py: { xs: 4, md: 6 }, textAlign: centered ? 'center' : 'left' }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, fontWeight: 800 }}>
          {banner.title?.trim() || fallbackTitle}
        </Typography>
        {banner.text ? (
          <Typography
            sx={{
              fontSize: { xs: '1rem', md: '1.25rem' },
              mt: 1,
              maxWidth: centered ? undefined : 720,
              mx: centered ? 'auto' : 0,
            }}
          >
            {banner.text}
          </Typography>
        ) : null}
        {banner.subtext ? <Typography sx={{ mt: 1, opacity: 0.9 }}>{banner.subtext}</Typography> : null}
      </PageContainer>
    </Box>
  );
}
