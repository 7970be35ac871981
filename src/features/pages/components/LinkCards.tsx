import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import type { Lang } from '@/domain/shared/language';
import type { LinkCard } from '../content/types';
import { pageLinkHref } from '../pageLinks';

/** Cards to the blog, impact, community, bcorp, foundation, adventures and newsroom pages. */
export function LinkCards({ cards, lang }: { cards: LinkCard[]; lang: Lang }) {
  return (
    <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <Grid component="li" key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <Box
              aria-hidden="true"
              sx={{ height: 96, background: `linear-gradient(135deg, ${card.tones[0]}, ${card.tones[1]})` }}
            />
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="overline" component="p" color="textSecondary">
                {card.label}
              </Typography>
              <Typography variant="h3" sx={{ typography: 'h5', mb: 1 }}>
                {card.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {card.text}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button component={AppLink} to={pageLinkHref(card.link, lang)} variant="outlined" size="small">
                {card.linkText}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
