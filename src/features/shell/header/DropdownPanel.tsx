/**
 * The desktop menu's dropdown (./DesktopMenu.tsx): the children of a top entry, and a second panel with the
 * grandchildren of the active child in menuColumns(n) columns. Its own chunk, loaded when the menu is first pointed
 * at or focused (or opened): no page needs it before.
 */
import { useEffect, type RefObject } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { menuColumns } from '@/domain/content/menu';
import type { Lang } from '@/domain/shared/language';
import { resolveMenuLink } from '@/domain/content/links';
import { useSiteOrigin } from '@/components/ServerInfo';
import { MenuLink } from './MenuLink';
import { hasChildren, menuKey, type MenuNode } from './menuTypes';

const panelLinkSx = {
  display: 'block',
  px: 1,
  py: 0.75,
  borderRadius: 1,
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover', textDecoration: 'underline' },
} as const;

export interface DropdownPanelProps {
  id: string;
  item: MenuNode;
  lang: Lang;
  activeChild: number;
  onActivateChild: (index: number) => void;
  onNavigate: () => void;
  /** The menu: a press outside it closes the dropdown. */
  menuRef: RefObject<HTMLElement | null>;
}

export default function DropdownPanel({
  id,
  item,
  lang,
  activeChild,
  onActivateChild,
  onNavigate,
  menuRef,
}: DropdownPanelProps) {
  const origin = useSiteOrigin();
  // A press outside the menu closes the dropdown (a press on another top entry switches it there).
  useEffect(() => {
    const pressed = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onNavigate();
    };
    document.addEventListener('pointerdown', pressed);
    return () => document.removeEventListener('pointerdown', pressed);
  }, [menuRef, onNavigate]);
  const children = item.children ?? [];
  const active = children[activeChild];
  const grandchildren = active && hasChildren(active) ? (active.children ?? []) : [];
  const columns = menuColumns(grandchildren.length);
  const grandchildrenId = `${id}-grandchildren`;

  return (
    <Paper
      id={id}
      elevation={6}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        mt: 1,
        zIndex: 'appBar',
        display: 'flex',
        gap: 2,
        p: 2,
        minWidth: 280,
        maxWidth: 'min(1100px, calc(100vw - 32px))',
      }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          minWidth: 200,
          borderRight: grandchildren.length ? 1 : 0,
          borderColor: 'divider',
          pr: 2,
        }}
      >
        {resolveMenuLink(item, lang, origin) ? (
          // The top entry's own page (its button only opens the dropdown).
          <li>
            <MenuLink
              item={item}
              lang={lang}
              onNavigate={onNavigate}
              sx={{ ...panelLinkSx, fontWeight: 700, color: 'primary.main' }}
            >
              {item.label}
            </MenuLink>
          </li>
        ) : null}
        {children.map((child, index) => {
          const withGrandchildren = hasChildren(child);
          const isActive = index === activeChild && withGrandchildren;
          const activate = () => withGrandchildren && onActivateChild(index);
          return (
            <li key={menuKey(child, index)}>
              {withGrandchildren && !resolveMenuLink(child, lang, origin) ? (
                <ButtonBase
                  aria-expanded={isActive}
                  aria-controls={grandchildrenId}
                  onClick={activate}
                  onFocus={activate}
                  onMouseEnter={activate}
                  sx={{
                    ...panelLinkSx,
                    width: '100%',
                    justifyContent: 'flex-start',
                    fontWeight: isActive ? 700 : 400,
                  }}
                >
                  {child.label}
                </ButtonBase>
              ) : (
                <MenuLink
                  item={child}
                  lang={lang}
                  onNavigate={onNavigate}
                  onFocus={activate}
                  onMouseEnter={activate}
                  sx={{ ...panelLinkSx, fontWeight: isActive ? 700 : 400 }}
                >
                  {child.label}
                </MenuLink>
              )}
            </li>
          );
        })}
      </Box>
      {grandchildren.length > 0 ? (
        <Box
          id={grandchildrenId}
          role="group"
          aria-labelledby={`${grandchildrenId}-title`}
          sx={{ minWidth: 200 }}
        >
          <Typography
            id={`${grandchildrenId}-title`}
            component="p"
            variant="subtitle2"
            sx={{ px: 1, pb: 1, fontWeight: 700 }}
          >
            {active?.label}
          </Typography>
          <Box
            component="ul"
            data-columns={columns}
            style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(140px, 1fr))` }}
            sx={{ listStyle: 'none', m: 0, p: 0, columnGap: 2 }}
          >
            {grandchildren.map((grandchild, index) => (
              <li key={menuKey(grandchild, index)}>
                <MenuLink item={grandchild} lang={lang} onNavigate={onNavigate} sx={panelLinkSx}>
                  {grandchild.label}
                </MenuLink>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
