/**
 * The one trip card of every list (search results, home tabs, category grid, travel deals): image, title, the
 * caller's detail lines, and a Price. The card body is a real link; the `corner` (e.g. the wishlist button) and
 * `actions` (e.g. add to compare) slots sit outside that link, since a button cannot be inside a link. Styles are
 * created once at module level, so a list of cards generates no style while rendering.
 */
import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { styled } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export const TRIP_CARD_IMAGE_WIDTH = 400;
export const TRIP_CARD_IMAGE_HEIGHT = 267;

export interface TripCardImage {
  src: string;
  /** '' when the title next to it already says what it shows. */
  alt: string;
  /** Intrinsic size attributes (the space is reserved before the picture arrives). */
  width?: number;
  height?: number;
  /** 'eager' for cards above the fold; 'lazy' (default) otherwise. */
  loading?: 'lazy' | 'eager';
}

export interface TripCardProps {
  href: string;
  title: string;
  /** Heading level of the title (default h3). */
  titleComponent?: 'h2' | 'h3' | 'h4';
  image: TripCardImage;
  /** Over the picture, top left: e.g. 'On sale' badges. */
  badges?: ReactNode;
  /** Over the picture, top right, outside the link: e.g. the wishlist button. */
  corner?: ReactNode;
  /** Detail lines under the title (location, duration, comfort level, rating …). */
  children?: ReactNode;
  /** The price line at the bottom of the card body (a <Price />). */
  price?: ReactNode;
  /** Controls in the card's bottom row, outside the link: e.g. an add-to-compare toggle. */
  actions?: ReactNode;
  /** A fixed width in px (cards in a scrolling row); by default the card fills its grid cell. */
  width?: number;
}

const Root = styled(Card, { label: 'TripCard' })({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
}) as typeof Card;

const Body = styled(CardActionArea, { label: 'TripCardBody' })({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'flex-start',
}) as typeof CardActionArea;

const Picture = styled('div', { label: 'TripCardPicture' })({ position: 'relative' });

const Image = styled('img', { label: 'TripCardImage' })({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});

const Badges = styled('div', { label: 'TripCardBadges' })({
  position: 'absolute',
  left: 8,
  top: 8,
  display: 'flex',
  gap: 8,
});

const Corner = styled('div', { label: 'TripCardCorner' })({
  position: 'absolute',
  right: 8,
  top: 8,
  zIndex: 1,
});

const Content = styled(CardContent, { label: 'TripCardContent' })({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  flexGrow: 1,
});

const Title = styled(Typography, { label: 'TripCardTitle' })({
  fontWeight: 700,
  lineHeight: 1.3,
}) as typeof Typography;

const PriceSlot = styled('div', { label: 'TripCardPrice' })({ marginTop: 'auto', paddingTop: 8 });

/** The card's buttons: MUI's CardActions look (a row, 8 px around and between) without its module on every listing. */
const Actions = styled('div', { label: 'TripCardActions' })({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '0 8px 8px',
});

/** A badge over the card's picture (white bold text on the given palette colour). */
export const TripCardBadge = styled('span', {
  label: 'TripCardBadge',
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: 'error' | 'warning' }>(({ theme, tone }) => ({
  padding: '2px 8px',
  borderRadius: 16,
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
  backgroundColor: tone === 'error' ? theme.palette.error.main : theme.palette.warning.dark,
}));

export function TripCard({
  href,
  title,
  titleComponent = 'h3',
  image,
  badges,
  corner,
  children,
  price,
  actions,
  width,
}: TripCardProps) {
  return (
    <Root
      component="article"
      variant="outlined"
      style={width ? { width, flex: `0 0 ${width}px` } : undefined}
    >
      <Body component={AppLink} to={href}>
        <Picture>
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width ?? TRIP_CARD_IMAGE_WIDTH}
            height={image.height ?? TRIP_CARD_IMAGE_HEIGHT}
            loading={image.loading ?? 'lazy'}
            decoding="async"
          />
          {badges ? <Badges>{badges}</Badges> : null}
        </Picture>
        <Content>
          <Title component={titleComponent} variant="subtitle1">
            {title}
          </Title>
          {children}
          {price ? <PriceSlot>{price}</PriceSlot> : null}
        </Content>
      </Body>
      {corner ? <Corner>{corner}</Corner> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}

export default TripCard;

const FactRow = styled('p', { label: 'TripCardFact' })(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  color: theme.palette.text.secondary,
}));

/** One detail line of a card (secondary text), with an optional decorative icon before it. */
export function TripCardFact({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <FactRow>
      {icon}
      <span>{children}</span>
    </FactRow>
  );
}

/** Detail lines side by side (e.g. duration and rating), wrapping on narrow cards. */
export const TripCardFacts = styled('div', { label: 'TripCardFacts' })({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 16,
});
