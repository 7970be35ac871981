/** The about section's group-travel block (./AboutSection.tsx): an image that becomes a looping muted video once play is clicked, and the achievements. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import { useTranslation } from 'react-i18next';
import type { AboutMedia } from '@/api';
import { contentImageUrl } from '@/lib/contentImage';

export function GroupTravel({ media }: { media: AboutMedia }) {
  const { t } = useTranslation('home');
  const [playing, setPlaying] = useState(false);
  // A video that cannot play (missing file, unsupported format, no network) gives back the picture, with a note.
  const [failed, setFailed] = useState(false);
  if (!media.image && !media.video) return null;
  const frame = {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'block',
    borderRadius: 3,
  } as const;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'grey.200',
      }}
    >
      {playing && media.video && !failed ? (
        <Box
          component="video"
          src={contentImageUrl(media.video)}
          poster={media.image ? contentImageUrl(media.image) : undefined}
          autoPlay
          muted
          loop
          playsInline
          aria-label={t('about.groupTravel')}
          onError={() => setFailed(true)}
          sx={frame}
        />
      ) : (
        <>
          <Box
            component="img"
            src={contentImageUrl(media.image)}
            alt={t('about.groupTravel')}
            width={960}
            height={540}
            loading="lazy"
            sx={frame}
          />
          {failed ? (
            <Typography
              role="status"
              sx={{
                position: 'absolute',
                left: 16,
                right: 16,
                bottom: 16,
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: 'rgba(0,0,0,0.7)',
                color: '#fff',
                textAlign: 'center',
              }}
            >
              {t('about.videoUnavailable')}
            </Typography>
          ) : media.video ? (
            <IconButton
              aria-label={t('about.playVideo')}
              onClick={() => setPlaying(true)}
              sx={{
                position: 'absolute',
                top: '50%',
                left: '50%',
                transform: 'translate(-50%, -50%)',
                width: 76,
                height: 76,
                bgcolor: 'rgba(255,255,255,0.9)',
                color: 'primary.main',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              <PlayArrow sx={{ fontSize: 48 }} />
            </IconButton>
          ) : null}
        </>
      )}
    </Box>
  );
}
