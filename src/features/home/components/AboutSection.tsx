/**
 * The about section (about_2 … about_4, first element each): title, subtitle, content, button and image;
 * the group-travel image that becomes a looping muted video once play is clicked; the achievements; the final
 * block. Without content it shows 'Không có dữ liệu hiển thị.' / 'No data to display.'.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AboutClosing, AboutMedia, AboutStory } from '@/api';
import { AboutButton } from './AboutButton';
import { AboutHtml, hasAboutContent } from './AboutHtml';
import { GroupTravel } from './GroupTravel';
import { contentImageUrl } from '@/lib/contentImage';

export interface AboutSectionProps {
  story: AboutStory | undefined;
  media: AboutMedia | undefined;
  closing: AboutClosing | undefined;
  /** False while the first answer is awaited (nothing is shown yet). */
  settled: boolean;
}

export function AboutSection({ story, media, closing, settled }: AboutSectionProps) {
  const { t } = useTranslation('home');
  if (!story && !media && !closing) {
    return settled ? (
      <Box component="section" sx={{ maxWidth: 1320, mx: 'auto', px: 2, py: 4 }}>
        <Typography color="textSecondary" sx={{ textAlign: 'center' }}>
          {t('about.noData')}
        </Typography>
      </Box>
    ) : null;
  }
  const achievements = (media?.achievements ?? []).filter((a) => a?.title);
  return (
    <Box
      component="section"
      aria-labelledby={story?.title ? 'home-about-title' : undefined}
      sx={{ maxWidth: 1320, mx: 'auto', px: 2, py: { xs: 5, md: 8 } }}
    >
      {story ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 3, md: 6 },
            alignItems: 'center',
          }}
        >
          <Box>
            {story.subtitle ? (
              <Typography variant="overline" component="p" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
                {story.subtitle}
              </Typography>
            ) : null}
            {story.title ? (
              <Typography id="home-about-title" component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
                {story.title}
              </Typography>
            ) : null}
            {hasAboutContent(story.content) ? (
              <Box sx={{ color: 'text.secondary', mb: 3, '& p': { mt: 0 } }}>
                <AboutHtml html={story.content} />
              </Box>
            ) : (
              <Typography color="textSecondary" sx={{ mb: 3 }}>
                {t('about.noData')}
              </Typography>
            )}
            <AboutButton button={story.button} />
          </Box>
          {story.image ? (
            <Box
              component="img"
              src={contentImageUrl(story.image)}
              alt={story.title ?? ''}
              width={640}
              height={480}
              loading="lazy"
              sx={{ width: '100%', height: 'auto', borderRadius: 3, objectFit: 'cover' }}
            />
          ) : null}
        </Box>
      ) : null}

      {media ? (
        <Box
          sx={{
            mt: { xs: 5, md: 8 },
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            gap: 4,
            alignItems: 'center',
          }}
        >
          <GroupTravel media={media} />
          {achievements.length ? (
            <Box
              component="ul"
              aria-label={t('about.achievements')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}
            >
              {achievements.map((item, index) => (
                <Box
                  component="li"
                  key={`${index}-${item.title}`}
                  sx={{ display: 'flex', gap: 2, alignItems: 'center' }}
                >
                  {item.image ? (
                    <Box
                      component="img"
                      src={contentImageUrl(item.image)}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      sx={{ objectFit: 'contain', flexShrink: 0 }}
                    />
                  ) : null}
                  <Box>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                      {item.title}
                    </Typography>
                    {item.description ? (
                      <Typography color="textSecondary">{item.description}</Typography>
                    ) : null}
                  </Box>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}

      {closing && (closing.title || closing.content || closing.image) ? (
        <Box
          sx={{
            mt: { xs: 5, md: 8 },
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: closing.image ? '1fr 1fr' : '1fr' },
            gap: 4,
            alignItems: 'center',
            p: { xs: 3, md: 5 },
            borderRadius: 4,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {closing.image ? (
            <Box
              component="img"
              src={contentImageUrl(closing.image)}
              alt={closing.title ?? ''}
              width={560}
              height={360}
              loading="lazy"
              sx={{ width: '100%', height: 'auto', borderRadius: 3 }}
            />
          ) : null}
          <Box>
            {closing.title ? (
              <Typography component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
                {closing.title}
              </Typography>
            ) : null}
            {hasAboutContent(closing.content) ? (
              <Box sx={{ mb: 3, '& p': { mt: 0 } }}>
                <AboutHtml html={closing.content} />
              </Box>
            ) : null}
            <AboutButton button={closing.button} color="secondary" />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

export default AboutSection;
