import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '@/components/AppLink';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { useGetHeaderQuery } from '@/api';
import { useBrandName } from '@/components/PageTitle';
import { KeptFragment } from '@/components/KeptFragment';
import { paths } from '@/domain/shared/paths';
import { DesktopMenu } from './header/DesktopMenu';
import { HeaderSearchSlot } from './header/HeaderSearchSlot';
import { LanguageSwitch } from './header/LanguageSwitch';
import { CurrencySwitch } from './header/CurrencySwitch';
import { MobileMenu } from './header/MobileMenu';
import type { MenuNode } from './header/menuTypes';
import { SocialLinks } from './SocialLinks';
import { useAppSettings } from './useAppSettings';
import { useLang } from '@/lib/hooks';
import { belowHeader, theme } from '@/lib/theme';
import { contentImageUrl } from '@/lib/contentImage';

/** The logo when the settings give none. */
export const DEFAULT_LOGO = '/logo/logo.svg';
const NO_MENU: readonly MenuNode[] = [];

/**
 * The desktop menu shows on one line from 1 280 px (theme `xl`), where the whole menu fits beside the logo and the
 * controls in both languages; below, the drawer (spec: phones below 640 px; tablets and small laptops too, rather
 * than a menu that wraps onto a second line). A menu too long for the screen still never wraps: the drawer's
 * button then shows beside it (DesktopMenu tells, `onFit`).
 */
const DESKTOP = 'xl';
/**
 * Header social links need a wide screen (1 440 px: at 1 280 px the desktop menu takes the room). Below 1 280 px they
 * are in the drawer under the menu; between, in the footer's row (HEADER_SOCIAL_HIDDEN).
 */
const wideOnly = { display: 'none', '@media (min-width: 1440px)': { display: 'flex' } } as const;
export const HEADER_SOCIAL_HIDDEN = '@media (min-width: 1280px) and (max-width: 1439.95px)';

/**
 * The sticky site header: logo (home link), desktop menu or mobile drawer (menu from getHeader; a failure gives an
 * empty menu), header social links, the search box (after scrolling) and the language switch.
 */
/** The bar's look, made once from the site's theme (a function in `sx` is worked out again on every render). */
const TOOLBAR_SX = { gap: { xs: 0.75, sm: 2 }, minHeight: belowHeader(theme), px: { xs: 1, sm: 3 } } as const;

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
  const logo = settings?.logo_path ? contentImageUrl(settings.logo_path) : DEFAULT_LOGO;
  // Whether the desktop menu fits on its line (measured in the browser; it does at every width it shows at, unless
  // the content service sends a very long menu).
  const [menuFits, setMenuFits] = useState(true);
  const social = (
    <SocialLinks entries={settings?.social_media} position="header" label={t('header.socialNav')} />
  );

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={TOOLBAR_SX}>
        {/* The menus and the logo: the same on every page of a language, rendered once by the server and copied into
            the next pages while the menu, the settings and the brand are the same (components/KeptFragment.tsx).
            What depends on the page (the search, the currency, the language switch's address) follows it. */}
        <KeptFragment inputs={items === NO_MENU ? null : [lang, brand, items, settings, menuFits]}>
          <Box sx={{ display: menuFits ? { xs: 'flex', [DESKTOP]: 'none' } : 'flex' }}>
            <MobileMenu items={items} lang={lang} extra={social} />
          </Box>
          <Box
            component={AppLink}
            to={paths.home(lang)}
            aria-label={t('header.homeLink', { brand })}
            // The logo keeps its size: the expanded search lies over the header rather than squeezing it.
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              flex: '0 0 auto',
              '& .site-logo': { height: { xs: 32, sm: 40 } },
            }}
          >
            <img
              src={logo}
              alt={t('header.logoAlt', { brand })}
              // The default logo's and the mock's aspect (3.75 : 1): the box the page lays out before the image arrives
              // is the one it keeps (132 × 40 widened the header by 14-18 px, a relayout, when the logo loaded).
              width={150}
              height={40}
              // Readable at every width: 32 px high on a phone (the header's controls need the rest), 40 px above.
              className="site-logo"
              style={{ objectFit: 'contain', objectPosition: 'left center', width: 'auto', maxWidth: 160 }}
            />
          </Box>
          <Box sx={{ display: { xs: 'none', [DESKTOP]: 'flex' }, flex: 1, minWidth: 0 }}>
            <DesktopMenu items={items} lang={lang} label={t('header.mainNav')} onFit={setMenuFits} />
          </Box>
          <Box sx={{ flex: { xs: 1, [DESKTOP]: 0 } }} />
        </KeptFragment>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>
          <HeaderSearchSlot lang={lang} />
          <Box sx={wideOnly}>{social}</Box>
          {/* The tester's /test page shows no price (and keeps its one select). */}
          {pathname === '/test' ? null : <CurrencySwitch />}
          <LanguageSwitch lang={lang} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}

export default Header;
