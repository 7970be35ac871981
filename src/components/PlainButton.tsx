/**
 * MUI's Button as the theme draws it (text, outlined or contained; small or medium; primary or secondary; an
 * optional start icon), and its IconButton, as a plain `<button>` or `<a>` with class names whose rules are one static global style
 * (`PlainButtonStyles`, rendered once by AppProviders).
 *
 * For the buttons a page renders on every visit: a MUI Button is its own component, a ButtonBase and two or three
 * styled elements, about 150 µs of every server render each (six on a tour page) and as much of hydration. The
 * rules below are MUI 9's Button rules with the theme's overrides (src/lib/theme.ts: pill shape, no capitals,
 * weight 600, 20 px inline padding, 0.875rem in both sizes, no elevation), resolved to their values: a plain button
 * looks like the MUI one in every state (hover, keyboard focus, disabled). What differs per use (a margin, a width)
 * goes in the element's `style`.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { createGlobalStyle, type CSSObject } from 'styled-components';
import { alpha, type Theme } from '@mui/material/styles';
import { plainButtonStyles } from './plainButton';
import { PlainIcon, plainIconStyles } from './PlainIcon';
import { theme } from '@/lib/theme';

export interface PlainButtonLook {
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium';
  color?: 'primary' | 'secondary';
  fullWidth?: boolean;
}

/** The class names of a look (`PlainButton PlainButton-outlined PlainButton-small PlainButton-primary`). */
export function plainButtonClass({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
}: PlainButtonLook = {}): string {
  return `PlainButton PlainButton-${variant} PlainButton-${size} PlainButton-${color}${fullWidth ? ' PlainButton-fullWidth' : ''}`;
}

/** The rules of every look (MUI Button's, resolved with the theme). */
export function plainButtonRules(t: Theme): CSSObject {
  const tone = (color: 'primary' | 'secondary'): CSSObject => ({
    '--plain-button-main': t.palette[color].main,
    '--plain-button-dark': t.palette[color].dark,
    '--plain-button-contrast': t.palette[color].contrastText,
    '--plain-button-border': alpha(t.palette[color].main, 0.5),
    '--plain-button-hover': alpha(t.palette[color].main, t.palette.action.hoverOpacity),
  });
  return {
    '.PlainButton': {
      ...(plainButtonStyles(t) as CSSObject),
      // The rest of ButtonBase's reset.
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      userSelect: 'none',
      verticalAlign: 'middle',
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      textDecoration: 'none',
      colorAdjust: 'exact',
      '&::-moz-focus-inner': { borderStyle: 'none' },
      // MUI's Button with the theme's overrides.
      fontFamily: t.typography.fontFamily,
      fontWeight: 600,
      fontSize: '0.875rem',
      lineHeight: 1.75,
      minWidth: 64,
      borderRadius: 999,
      textTransform: 'none',
      boxShadow: 'none',
      transition: t.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: t.transitions.duration.short,
      }),
      '&:hover': { textDecoration: 'none' },
      '&:disabled': { pointerEvents: 'none', cursor: 'default', color: t.palette.action.disabled },
    },
    '.PlainButton-primary': tone('primary'),
    '.PlainButton-secondary': tone('secondary'),
    '.PlainButton-text': {
      padding: '6px 20px',
      color: 'var(--plain-button-main)',
      '&:hover': { backgroundColor: 'var(--plain-button-hover)' },
      '&.PlainButton-small': { padding: '4px 20px' },
    },
    '.PlainButton-outlined': {
      padding: '5px 20px',
      border: '1px solid var(--plain-button-border)',
      color: 'var(--plain-button-main)',
      '&:hover': { borderColor: 'var(--plain-button-main)', backgroundColor: 'var(--plain-button-hover)' },
      '&:disabled': { border: `1px solid ${t.palette.action.disabledBackground}` },
      '&.PlainButton-small': { padding: '3px 20px' },
    },
    '.PlainButton-contained': {
      padding: '6px 20px',
      color: 'var(--plain-button-contrast)',
      backgroundColor: 'var(--plain-button-main)',
      '&:hover': { backgroundColor: 'var(--plain-button-dark)' },
      '&:disabled': { backgroundColor: t.palette.action.disabledBackground },
      '&.PlainButton-small': { padding: '4px 20px' },
    },
    '.PlainButton-fullWidth': { width: '100%' },
    '.PlainButton-startIcon': {
      display: 'inherit',
      marginRight: 8,
      marginLeft: -4,
      '& > svg': { ...(plainIconStyles as CSSObject), fontSize: 20 },
    },
    '.PlainButton-small > .PlainButton-startIcon': { marginLeft: -2, '& > svg': { fontSize: 18 } },
    // MUI's IconButton (default colour) with the theme's focus outline.
    '.PlainIconButton': {
      ...(plainButtonStyles(t) as CSSObject),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      userSelect: 'none',
      verticalAlign: 'middle',
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      textDecoration: 'none',
      colorAdjust: 'exact',
      '&::-moz-focus-inner': { borderStyle: 'none' },
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: t.typography.pxToRem(24),
      padding: 8,
      borderRadius: '50%',
      color: t.palette.action.active,
      transition: t.transitions.create('background-color', { duration: t.transitions.duration.shortest }),
      '&:hover': { backgroundColor: alpha(t.palette.action.active, t.palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      '&:disabled': {
        pointerEvents: 'none',
        cursor: 'default',
        backgroundColor: 'transparent',
        color: t.palette.action.disabled,
      },
      '&:focus-visible': { outline: `2px solid ${t.palette.secondary.main}`, outlineOffset: 2 },
      '& > svg': { ...(plainIconStyles as CSSObject), fontSize: 'inherit' },
    },
    '.PlainIconButton-small': { padding: 5, fontSize: t.typography.pxToRem(18) },
  };
}

/** The plain buttons' rules: a static global style, in the server's HTML and kept as it is by hydration. */
export const PlainButtonStyles = createGlobalStyle(plainButtonRules(theme));

type Common = PlainButtonLook & { startIcon?: string; children: ReactNode };

/** A plain `<button type="button">` drawn as MUI's Button (`startIcon`: the path of an icon, see ./PlainIcon.tsx). */
export function PlainButton({
  variant,
  size,
  color,
  fullWidth,
  startIcon,
  children,
  className,
  ...rest
}: Common & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { ref?: React.Ref<HTMLButtonElement> }) {
  const look = plainButtonClass({ variant, size, color, fullWidth });
  return (
    <button type="button" className={className ? `${look} ${className}` : look} {...rest}>
      {startIcon ? (
        <span className="PlainButton-startIcon">
          <PlainIcon path={startIcon} />
        </span>
      ) : null}
      {children}
    </button>
  );
}

/** An `<a>` drawn as MUI's Button. */
export function PlainButtonLink({
  variant,
  size,
  color,
  fullWidth,
  children,
  className,
  ...rest
}: Omit<Common, 'startIcon'> & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'>) {
  const look = plainButtonClass({ variant, size, color, fullWidth });
  return (
    <a className={className ? `${look} ${className}` : look} {...rest}>
      {children}
    </a>
  );
}

/** A plain `<button type="button">` drawn as MUI's IconButton (`icon`: its path; name it with `aria-label`). */
export function PlainIconButton({
  icon,
  size = 'medium',
  className,
  ...rest
}: { icon: string; size?: 'small' | 'medium' } & ButtonHTMLAttributes<HTMLButtonElement> & {
    'aria-label': string;
  }) {
  const look = size === 'small' ? 'PlainIconButton PlainIconButton-small' : 'PlainIconButton';
  return (
    <button type="button" className={className ? `${look} ${className}` : look} {...rest}>
      <PlainIcon path={icon} />
    </button>
  );
}
