/**
 * The breadcrumb: Home, then the chain of header-menu entries matching the last path segment (rule in
 * src/domain/content/breadcrumb.ts); the destinations page shows Home > Destinations. The current page is the last crumb.
 */
import { useLocation } from 'react-router-dom';
import { AppLink } from '@/components/AppLink';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useGetHeaderQuery, type MenuItem } from '@/api';
import { breadcrumbTrail } from '@/domain/content/breadcrumb';
import { paths } from '@/domain/shared/paths';
import { useLang } from '@/lib/hooks';
import { useSiteOrigin } from './ServerInfo';

const NO_MENU: readonly MenuItem[] = [];

interface Crumb {
  label: string;
  href?: string;
  external?: boolean;
}

export function Breadcrumb({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const { pathname } = useLocation();
  const { items } = useGetHeaderQuery(
    { lang },
    { selectFromResult: ({ data }) => ({ items: data?.data ?? NO_MENU }) },
  );
  const origin = useSiteOrigin();

  const crumbs: Crumb[] = [
    { label: t('breadcrumb.home'), href: paths.home(lang) },
    ...breadcrumbTrail(pathname, items, lang, origin).map((crumb) =>
      crumb.kind === 'destinations'
        ? { label: t('breadcrumb.destinations'), href: crumb.href }
        : { label: crumb.label, href: crumb.href, external: crumb.external },
    ),
  ];

  return (
    <Breadcrumbs aria-label={t('breadcrumb.label')} sx={sx}>
      {crumbs.map((crumb, index) => {
        const key = `${index}-${crumb.label}`;
        const last = index === crumbs.length - 1;
        if (last && crumbs.length > 1) {
          return (
            <Typography key={key} color="textPrimary" aria-current="page" sx={{ fontSize: 'inherit' }}>
              {crumb.label}
            </Typography>
          );
        }
        if (!crumb.href) {
          return (
            <Typography key={key} color="textSecondary" sx={{ fontSize: 'inherit' }}>
              {crumb.label}
            </Typography>
          );
        }
        return crumb.external ? (
          <Link key={key} href={crumb.href} target="_blank" rel="noopener noreferrer" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Link key={key} component={AppLink} to={crumb.href} color="inherit">
            {crumb.label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}

export default Breadcrumb;
