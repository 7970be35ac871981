/** Video embed (a watch link becomes an embed link); the iframe loads lazily. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export function VideoSection({ embedUrl, title }: { embedUrl: string; title: string }) {
  const { t } = useTranslation('category');
  return (
    <Box component="section" aria-label={t('video.title')} sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="md">
        <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}>
          <Box
            component="iframe"
            src={embedUrl}
            title={t('video.frameTitle', { title })}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      </Container>
    </Box>
  );
}
