import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import { duration } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/shared/language';
import { resolveMenuLink } from '@/domain/content/links';
import { useSiteOrigin } from '@/components/ServerInfo';
import { AfterOpen } from '@/components/useContentAfterOpen';
import { BodyPortal } from '@/components/BodyPortal';
import { MenuLink } from './MenuLink';
import { hasChildren, menuKey, type MenuNode } from './menuTypes';

const rowSx = {
  flex: 1,
  display: 'block',
  textAlign: 'left',
  justifyContent: 'flex-start',
  py: 1.25,
  color: 'text.primary',
  textDecoration: 'none',
  fontSize: '1rem',
} as const;

const OPEN_AT_ONCE = { enter: 0, exit: duration.leavingScreen };

interface MobileDrawerProps {
  items: readonly MenuNode[];
  lang: Lang;
  open: boolean;
  drawerId: string;
  /**
   * Only the frame, closed and kept in the page (hidden): rendered once before the first opening, so that opening
   * is an update of this instance and pays only for its own render (./MobileMenu.tsx).
   */
  warmUp?: boolean;
  /** Under the menu: the header's social links. */
  extra?: ReactNode;
  onClose: () => void;
}

/** The slide-in drawer with the nested, expandable menu; a separate chunk loaded when the menu is first opened. */
export default function MobileDrawer({
  items,
  lang,
  open,
  drawerId,
  warmUp = false,
  extra,
  onClose: close,
}: MobileDrawerProps) {
  const { t } = useTranslation('shell');
  const shown = open && !warmUp;
  return (
    <BodyPortal>
      <Drawer
        anchor="left"
        open={shown}
        keepMounted={warmUp}
        disablePortal
        // In place at once, every opening, as the first one always was (MUI's Drawer skips the slide-in when it mounts
        // open, and the warmed frame is already mounted); closing still slides out.
        transitionDuration={OPEN_AT_ONCE}
        onClose={close}
        slotProps={{ paper: { id: drawerId, 'aria-label': t('header.mobileNav') } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('header.closeMenu')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t('header.mobileNav')} sx={{ px: 2, pb: 3 }}>
          {/* Mounted with each opening (not while warm): the menu follows the frame's first paint every time. */}
          {shown ? (
            <AfterOpen>
              <MobileMenuList items={items} lang={lang} depth={0} onNavigate={close} />
            </AfterOpen>
          ) : null}
        </Box>
        {shown && extra ? (
          <AfterOpen>
            <Box sx={{ px: 2, pb: 3 }}>{extra}</Box>
          </AfterOpen>
        ) : null}
      </Drawer>
    </BodyPortal>
  );
}

interface MobileMenuListProps {
  items: readonly MenuNode[];
  lang: Lang;
  depth: number;
  onNavigate: () => void;
}

function MobileMenuList({ items, lang, depth, onNavigate }: MobileMenuListProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: depth > 0 ? 2 : 0 }}>
      {items.map((item, index) => (
        <MobileMenuEntry
          key={menuKey(item, index)}
          item={item}
          lang={lang}
          depth={depth}
          onNavigate={onNavigate}
        />
      ))}
    </Box>
  );
}

function MobileMenuEntry({
  item,
  lang,
  depth,
  onNavigate,
}: {
  item: MenuNode;
  lang: Lang;
  depth: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(false);
  const submenuId = useId();
  const origin = useSiteOrigin();
  const rowTextSx = { ...rowSx, fontWeight: depth === 0 ? 600 : 400 };

  if (!hasChildren(item)) {
    return (
      <Box component="li" sx={{ borderBottom: depth === 0 ? 1 : 0, borderColor: 'divider' }}>
        <MenuLink item={item} lang={lang} onNavigate={onNavigate} sx={rowTextSx}>
          {item.label}
        </MenuLink>
      </Box>
    );
  }

  const linked = resolveMenuLink(item, lang, origin) !== undefined;
  const toggle = () => setExpanded((value) => !value);

  return (
    <Box component="li" sx={{ borderBottom: depth === 0 ? 1 : 0, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {linked ? (
          <>
            <MenuLink item={item} lang={lang} onNavigate={onNavigate} sx={rowTextSx}>
              {item.label}
            </MenuLink>
            <IconButton
              aria-label={t('header.toggleSubmenu', { label: item.label })}
              aria-expanded={expanded}
              aria-controls={submenuId}
              onClick={toggle}
              size="small"
            >
              <ExpandMoreIcon
                sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
              />
            </IconButton>
          </>
        ) : (
          <ButtonBase
            aria-expanded={expanded}
            aria-controls={submenuId}
            onClick={toggle}
            sx={{ ...rowTextSx, display: 'flex', justifyContent: 'space-between' }}
          >
            {item.label}
            <ExpandMoreIcon
              aria-hidden
              sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
            />
          </ButtonBase>
        )}
      </Box>
      <Collapse in={expanded} id={submenuId} unmountOnExit>
        <MobileMenuList items={item.children ?? []} lang={lang} depth={depth + 1} onNavigate={onNavigate} />
      </Collapse>
    </Box>
  );
}
