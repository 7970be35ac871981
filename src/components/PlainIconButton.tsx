import type { ButtonHTMLAttributes } from 'react';
import { PlainIcon } from './PlainIcon';

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
