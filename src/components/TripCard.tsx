/**
 * The one trip card of every list (search results, home tabs, category grid, travel deals): image, title, the
 * caller's detail lines, and a Price. The card body is a real link; the `corner` (e.g. the wishlist button) and
 * `actions` (e.g. add to compare) slots sit outside that link, since a button cannot be inside a link. One styled
 * element per card; everything inside it is plain elements it styles (below).
 */
import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { styled } from '@mui/material/styles';
import { plainButtonStyles } from './plainButton';
import { plainActionAreaStyles, plainCardStyles } from './plainCardStyles';
import { plainIconStyles } from './plainIconStyles';

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

/**
 * The card and every part inside it: one styled element per card, its rules worked out once per page; the parts
 * are plain elements (`data-trip-*`), drawn as MUI's Card (outlined, with the theme's overrides), CardActionArea
 * (its hover and keyboard-focus highlight), CardContent and Typography were. A listing of twelve cards was some 150
 * MUI elements to render on the server and to hydrate.
 */
const Root = styled('article', { label: 'TripCard' })(({ theme }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  ...plainCardStyles(theme),
  // CardActionArea: the whole body is one link, with a highlight over it when hovered or keyboard-focused.
  '& > a': {
    ...plainButtonStyles(theme),
    position: 'relative',
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
    width: '100%',
    borderRadius: 'inherit',
    textAlign: 'inherit',
    textDecoration: 'none',
    verticalAlign: 'middle',
    userSelect: 'none',
  },
  ...plainActionAreaStyles(theme, '& > a'),
  '& [data-trip-picture]': { position: 'relative' },
  '& [data-trip-picture] > img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
  },
  '& [data-trip-badges]': { position: 'absolute', left: 8, top: 8, display: 'flex', gap: 8 },
  '& [data-trip-badge]': {
    padding: '2px 8px',
    borderRadius: 16,
    color: '#fff',
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: 1.6,
    backgroundColor: theme.palette.error.main,
  },
  '& [data-trip-badge="warning"]': { backgroundColor: theme.palette.warning.dark },
  '& [data-trip-content]': {
    padding: 16,
    display: 'flex',
    flexDirection: 'column',
    gap: 6,
    flexGrow: 1,
  },
  '& [data-trip-content] > h2, & [data-trip-content] > h3, & [data-trip-content] > h4': {
    ...theme.typography.subtitle1,
    margin: 0,
    fontWeight: 700,
    lineHeight: 1.3,
  },
  '& [data-trip-facts]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 16 },
  '& [data-trip-fact]': {
    ...theme.typography.body2,
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    color: theme.palette.text.secondary,
  },
  // MUI's SvgIcon at its small size.
  '& [data-trip-fact] > svg': { ...plainIconStyles, fontSize: '1.25rem' },
  '& [data-trip-fact] > svg[data-tone="warning"]': { color: theme.palette.warning.main },
  '& [data-trip-price]': { marginTop: 'auto', paddingTop: 8 },
  '& > [data-trip-corner]': { position: 'absolute', right: 8, top: 8, zIndex: 1 },
  // MUI's CardActions look (a row, 8 px around and between).
  '& > [data-trip-actions]': { display: 'flex', alignItems: 'center', gap: 8, padding: '0 8px 8px' },
}));

export function TripCard({
  href,
  title,
  titleComponent: Title = 'h3',
  image,
  badges,
  corner,
  children,
  price,
  actions,
  width,
}: TripCardProps) {
  return (
    <Root style={width ? { width, flex: `0 0 ${width}px` } : undefined}>
      <AppLink to={href}>
        <div data-trip-picture="">
          <img
            src={image.src}
            alt={image.alt}
            width={image.width ?? TRIP_CARD_IMAGE_WIDTH}
            height={image.height ?? TRIP_CARD_IMAGE_HEIGHT}
            loading={image.loading ?? 'lazy'}
            decoding="async"
          />
          {badges ? <div data-trip-badges="">{badges}</div> : null}
        </div>
        <div data-trip-content="">
          <Title>{title}</Title>
          {children}
          {price ? <div data-trip-price="">{price}</div> : null}
        </div>
      </AppLink>
      {corner ? <div data-trip-corner="">{corner}</div> : null}
      {actions ? <div data-trip-actions="">{actions}</div> : null}
    </Root>
  );
}

export default TripCard;

/** A badge over the card's picture (white bold text on the palette's error colour, or its dark warning colour). */
export function TripCardBadge({ tone, children }: { tone: 'error' | 'warning'; children: ReactNode }) {
  return <span data-trip-badge={tone}>{children}</span>;
}

/**
 * One detail line of a card (secondary text), with an optional decorative icon before it: the path (or paths) of a
 * MUI icon (./plainIconStyles.ts), drawn at MUI's small size; `iconTone` colours it.
 */
export function TripCardFact({
  icon,
  iconTone,
  children,
}: {
  icon?: string | readonly string[];
  iconTone?: 'warning';
  children: ReactNode;
}) {
  return (
    <p data-trip-fact="">
      {icon ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-tone={iconTone}>
          {typeof icon === 'string' ? <path d={icon} /> : icon.map((d) => <path key={d} d={d} />)}
        </svg>
      ) : null}
      <span>{children}</span>
    </p>
  );
}

/** Detail lines side by side (e.g. duration and rating), wrapping on narrow cards. */
export function TripCardFacts({ children }: { children: ReactNode }) {
  return <div data-trip-facts="">{children}</div>;
}
