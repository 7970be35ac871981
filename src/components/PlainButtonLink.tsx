import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { plainButtonClass, type PlainButtonLook } from './PlainButton';

/** An `<a>` drawn as MUI's Button. */
export function PlainButtonLink({
  variant,
  size,
  color,
  fullWidth,
  children,
  className,
  ...rest
}: PlainButtonLook & { children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'>) {
  const look = plainButtonClass({ variant, size, color, fullWidth });
  return (
    <a className={className ? `${look} ${className}` : look} {...rest}>
      {children}
    </a>
  );
}
