/** The intro block under the banner (about_1's first entry): a title and a row of texts, 4 columns for 4+ items, else 3. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AboutIntro as AboutIntroData } from '@/api';
import { aboutIntroColumns } from '@/domain/content/homeBanner';

export function AboutIntro({ intro }: { intro: AboutIntroData | undefined }) {
  if (!intro) return null;
  const texts = intro.texts.filter((text) => text.trim());
  const columns = aboutIntroColumns(texts.length);
  return (
    <Box
      component="section"
      aria-labelledby="home-intro-title"
      sx={{ maxWidth: 1320, mx: 'auto', px: 2, py: { xs: 4, md: 5 } }}
    >
      <Typography
        id="home-intro-title"
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}
      >
        {intro.title}
      </Typography>
      <Box
        component="ul"
        data-columns={columns}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` },
        }}
      >
        {texts.map((text, index) => (
          <Box
            component="li"
            key={`${index}-${text}`}
            sx={{
              p: 2.5,
              borderRadius: 2,
              bgcolor: 'background.default',
              border: '1px solid',
              borderColor: 'divider',
              textAlign: 'center',
              fontWeight: 600,
            }}
          >
            {text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default AboutIntro;
