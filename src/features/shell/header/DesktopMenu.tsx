import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { menuColumns } from '@/domain/menu';
import type { Lang } from '@/domain/language';
import { resolveMenuLink } from '@/domain/links';
import { useSiteOrigin } from '@/components/ServerInfo';
import { MenuLink } from './MenuLink';
import { hasChildren, menuKey, type MenuNode } from './menuTypes';

interface DesktopMenuProps {
  items: readonly MenuNode[];
  lang: Lang;
  label: string;
}

const topItemSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: { sm: 0.75, lg: 1.5 },
  py: 1,
  borderRadius: 1,
  color: 'text.primary',
  fontSize: { sm: '0.875rem', lg: '0.95rem' },
  whiteSpace: 'nowrap',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
} as const;

const panelLinkSx = {
  display: 'block',
  px: 1,
  py: 0.75,
  borderRadius: 1,
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover', textDecoration: 'underline' },
} as const;

/**
 * Desktop menu: top entries with children are buttons that open one dropdown at a time (clicking the open one
 * again closes it; Escape or a click outside closes it). The dropdown lists the children; the second panel
 * shows the grandchildren of the active child in menuColumns(n) columns.
 */
export function DesktopMenu({ items, lang, label }: DesktopMenuProps) {
  const baseId = useId();
  const [activeChild, setActiveChild] = useState(0);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const location = useLocation();
  // A dropdown belongs to the address it was opened at: navigating closes it.
  const here = `${location.pathname}${location.search}`;
  const [opened, setOpened] = useState<{ index: number; at: string } | null>(null);
  const openIndex = opened && opened.at === here ? opened.index : null;
  const setOpenIndex = (index: number | null) => setOpened(index === null ? null : { index, at: here });

  const toggle = (index: number) => {
    setOpenIndex(openIndex === index ? null : index);
    const children = items[index]?.children ?? [];
    const firstWithGrandchildren = children.findIndex(hasChildren);
    setActiveChild(firstWithGrandchildren >= 0 ? firstWithGrandchildren : 0);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openIndex !== null) {
      event.stopPropagation();
      const index = openIndex;
      setOpenIndex(null);
      buttonRefs.current[index]?.focus();
    }
  };

  const close = () => setOpenIndex(null);

  return (
    <ClickAwayListener onClickAway={() => openIndex !== null && close()}>
      <Box component="nav" aria-label={label} onKeyDown={closeOnEscape} sx={{ position: 'relative' }}>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 0.5,
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          {items.map((item, index) => {
            const key = menuKey(item, index);
            if (!hasChildren(item)) {
              return (
                <li key={key}>
                  <MenuLink item={item} lang={lang} sx={topItemSx}>
                    {item.label}
                  </MenuLink>
                </li>
              );
            }
            const open = openIndex === index;
            const panelId = `${baseId}-panel-${index}`;
            return (
              <li key={key}>
                <ButtonBase
                  ref={(node: HTMLButtonElement | null) => {
                    buttonRefs.current[index] = node;
                  }}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  sx={topItemSx}
                >
                  {item.label}
                  <KeyboardArrowDownIcon
                    fontSize="small"
                    aria-hidden
                    sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
                  />
                </ButtonBase>
                {open ? (
                  <DropdownPanel
                    id={panelId}
                    item={item}
                    lang={lang}
                    activeChild={activeChild}
                    onActivateChild={setActiveChild}
                    onNavigate={close}
                  />
                ) : null}
              </li>
            );
          })}
        </Box>
      </Box>
    </ClickAwayListener>
  );
}

interface DropdownPanelProps {
  id: string;
  item: MenuNode;
  lang: Lang;
  activeChild: number;
  onActivateChild: (index: number) => void;
  onNavigate: () => void;
}

function DropdownPanel({ id, item, lang, activeChild, onActivateChild, onNavigate }: DropdownPanelProps) {
  const origin = useSiteOrigin();
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
