import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import type { Lang } from '@/domain/shared/language';
import { resolveMenuLink, type MenuLinkItem } from '@/domain/content/links';
import { useSiteOrigin } from '@/components/ServerInfo';

interface MenuLinkProps {
  item: MenuLinkItem;
  lang: Lang;
  children: ReactNode;
  sx?: SxProps<Theme>;
  onNavigate?: () => void;
  onFocus?: () => void;
  onMouseEnter?: () => void;
}

/**
 * A header menu entry as a real link (menu-link rule): in-app links through the router, other origins in a
 * new tab with rel="noopener noreferrer". An entry without a usable link renders its label as plain text.
 */
export function MenuLink({ item, lang, children, sx, onNavigate, onFocus, onMouseEnter }: MenuLinkProps) {
  const origin = useSiteOrigin();
  const link = resolveMenuLink(item, lang, origin);
  if (!link) {
    return (
      <Box component="span" sx={sx} onMouseEnter={onMouseEnter}>
        {children}
      </Box>
    );
  }
  if (link.external) {
    return (
      <Box
        component="a"
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        sx={sx}
        onClick={onNavigate}
        onFocus={onFocus}
        onMouseEnter={onMouseEnter}
      >
        {children}
      </Box>
    );
  }
  return (
    <Box
      component={AppLink}
      to={link.href}
      sx={sx}
      onClick={onNavigate}
      onFocus={onFocus}
      onMouseEnter={onMouseEnter}
    >
      {children}
    </Box>
  );
}
