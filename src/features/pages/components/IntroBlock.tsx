import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IntroSection } from '../content/types';

export function IntroBlock({ section }: { section: IntroSection }) {
  return (
    <>
      {section.paragraphs.map((text) => (
        <Typography key={text} sx={{ maxWidth: 800, mb: 2, fontSize: '1rem', lineHeight: 1.7 }}>
          {text}
        </Typography>
      ))}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          mt: 4,
          mb: 0,
        }}
      >
        {section.stats.map((stat) => (
          <Box
            key={stat.label}
            sx={{
              p: 3,
              borderRadius: 2,
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
              display: 'flex',
              flexDirection: 'column-reverse',
              justifyContent: 'flex-end',
            }}
          >
            {/* dt before dd in the markup; the figure is shown above its label. */}
            <Typography component="dt" color="textSecondary">
              {stat.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '2rem', fontWeight: 700, color: 'primary.main' }}
            >
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
