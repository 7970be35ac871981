/**
 * Video embed (a YouTube link becomes a privacy-enhanced embed, sandboxed, loaded lazily, put in once the page has
 * loaded: components/DeferredFrame.tsx). A video from any other host is not framed (the security policy allows YouTube
 * and Google Maps frames only): it shows as a plain link.
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { PageContainer } from '@/components/PageContainer';
import { DeferredFrame } from '@/components/DeferredFrame';
import Link from '@mui/material/Link';

export function VideoSection({
  embedUrl,
  link,
  title,
}: {
  embedUrl: string | null;
  link?: string | null;
  title: string;
}) {
  const { t } = useTranslation('category');
  if (!embedUrl) {
    return link ? (
      <Box component="section" aria-label={t('video.title')} sx={{ py: { xs: 4, md: 6 } }}>
        <PageContainer maxWidth="md">
          <Link href={link} target="_blank" rel="noopener noreferrer">
            {t('video.watch', { title })}
          </Link>
        </PageContainer>
      </Box>
    ) : null;
  }
  return (
    <Box component="section" aria-label={t('video.title')} sx={{ py: { xs: 4, md: 6 } }}>
      <PageContainer maxWidth="md">
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: '16 / 9',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.900',
          }}
        >
          <DeferredFrame
            frame={{
              src: embedUrl,
              title: t('video.frameTitle', { title }),
              loading: 'lazy',
              // The smallest lists YouTube's player works with.
              sandbox: 'allow-scripts allow-same-origin allow-presentation',
              allow: 'encrypted-media; picture-in-picture; fullscreen',
              referrerPolicy: 'strict-origin-when-cross-origin',
            }}
          />
        </Box>
      </PageContainer>
    </Box>
  );
}
