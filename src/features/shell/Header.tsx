import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { useGetHeaderQuery } from '@/api';
import { appConfig } from '@/api/config';
import { useBrandName } from '@/components/PageTitle';
import { resolveImageUrl } from '@/domain/imageUrl';
import { paths } from '@/domain/paths';
import { DesktopMenu } from './header/DesktopMenu';
import { HeaderSearchSlot } from './header/HeaderSearchSlot';
import { LanguageSwitch } from './header/LanguageSwitch';
import { CurrencySwitch } from './header/CurrencySwitch';
import { MobileMenu } from './header/MobileMenu';
import type { MenuNode } from './header/menuTypes';
import { SocialLinks } from './SocialLinks';
import { useAppSettings } from './useAppSettings';
import { useLang } from '@/app/hooks';
import { belowHeader } from '@/app/theme';

/** The logo when the settings give none. */
export const DEFAULT_LOGO = '/logo/logo.svg';
const NO_MENU: readonly MenuNode[] = [];

/** Below the spec's mobile breakpoint (640 px, theme `sm`) the drawer replaces the desktop menu. */
const desktopOnly = { display: { xs: 'none', sm: 'flex' } } as const;
const mobileOnly = { display: { xs: 'flex', sm: 'none' } } as const;
/** Header social links need the room of a laptop screen; the footer has them on every screen. */
const wideOnly = { display: { xs: 'none', lg: 'flex' } } as const;

/**
 * The sticky site header: logo (home link), desktop menu or mobile drawer (menu from getHeader; a failure gives an
 * empty menu), header social links, the search box (after scrolling) and the language switch.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const { pathname } = useLocation();
  const brand = useBrandName();
  const settings = useAppSettings();
  // A failed menu call (retried once by the base query) leaves the menu empty and is logged (spec part 1 §8).
  const { items, menuError } = useGetHeaderQuery(
    { lang },
    {
      selectFromResult: ({ data, error }) => ({
        items: (data?.data as readonly MenuNode[] | undefined) ?? NO_MENU,
        menuError: error,
      }),
    },
  );
  useEffect(() => {
    if (menuError) console.error('Menu could not be loaded; the menu stays empty.', menuError);
  }, [menuError]);
  const logo = settings?.logo_path
    ? resolveImageUrl(settings.logo_path, appConfig.contentStorageUrl)
    : DEFAULT_LOGO;

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={(t) => ({ gap: { xs: 1, sm: 2 }, minHeight: belowHeader(t), px: { xs: 1.5, sm: 3 } })}>
        <Box sx={mobileOnly}>
          <MobileMenu items={items} lang={lang} />
        </Box>
        <Box
          component={RouterLink}
          to={paths.home(lang)}
          aria-label={t('header.homeLink', { brand })}
          // The logo gives way (scales down) when the expanded search needs the room on a phone.
          sx={{ display: 'inline-flex', alignItems: 'center', flex: '0 1 auto', minWidth: 48 }}
        >
          <img
            src={logo}
            alt={t('header.logoAlt', { brand })}
            width={132}
            height={40}
            style={{
              objectFit: 'contain',
              objectPosition: 'left center',
              height: 40,
              width: 'auto',
              maxWidth: 'min(160px, 100%)',
            }}
          />
        </Box>
        <Box sx={{ ...desktopOnly, flex: 1, minWidth: 0 }}>
          <DesktopMenu items={items} lang={lang} label={t('header.mainNav')} />
        </Box>
        <Box sx={{ flex: { xs: 1, sm: 0 } }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>
          <HeaderSearchSlot lang={lang} />
          <Box sx={wideOnly}>
            <SocialLinks entries={settings?.social_media} position="header" label={t('header.socialNav')} />
          </Box>
          {/* The tester's /test page shows no price (and keeps its one select). */}
          {pathname === '/test' ? null : <CurrencySwitch />}
          <LanguageSwitch lang={lang} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}

export default Header;
