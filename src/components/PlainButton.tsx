/**
 * MUI's Button as the theme draws it (text, outlined or contained; small, medium or large; primary or secondary; an
 * optional start icon), and its IconButton, as a plain `<button>` or `<a>` with class names whose rules are one
 * static global style (./PlainStyles.tsx, rendered once by AppProviders).
 *
 * For the buttons a page renders on every visit: a MUI Button is its own component, a ButtonBase and two or three
 * styled elements, about 150 µs of every server render each (six on a tour page) and as much of hydration. The
 * rules (./plainButtonRules.ts) are MUI 9's Button rules with the theme's overrides (src/lib/theme.ts: pill shape, no capitals,
 * weight 600, 20 px inline padding, 0.875rem in both sizes, no elevation), resolved to their values: a plain button
 * looks like the MUI one in every state (hover, keyboard focus, disabled). What differs per use (a margin, a width)
 * goes in the element's `style`.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PlainIcon } from './PlainIcon';

export interface PlainButtonLook {
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium' | 'large';
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

type Common = PlainButtonLook & { startIcon?: string; children: ReactNode };

/** A plain `<button type="button">` drawn as MUI's Button (`startIcon`: the path of an icon, see ./PlainIcon.tsx). */
export function PlainButton({
  variant,
  size,
  color,
  fullWidth,
  startIcon,
  children,
  ...rest
}: Common &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'className'> & {
    ref?: React.Ref<HTMLButtonElement>;
  }) {
  return (
    <button type="button" className={plainButtonClass({ variant, size, color, fullWidth })} {...rest}>
      {startIcon ? (
        <span className="PlainButton-startIcon">
          <PlainIcon path={startIcon} />
        </span>
      ) : null}
      {children}
    </button>
  );
}
