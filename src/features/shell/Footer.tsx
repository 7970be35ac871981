import { AppLink } from '@/components/AppLink';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { PageContainer } from '@/components/PageContainer';
import { KeptFragment } from '@/components/KeptFragment';
import { DeferredFrame } from '@/components/DeferredFrame';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetFooterQuery, type FooterEntry } from '@/api';
import { useBrandName } from '@/components/PageTitle';
import type { Lang } from '@/domain/shared/language';
import { resolveFooterLink } from '@/domain/content/links';
import { mapEmbedUrl } from '@/domain/content/mapEmbed';
import { paths } from '@/domain/shared/paths';
import { COPYRIGHT_YEAR } from '@/domain/content/site';
import { DEFAULT_LOGO, HEADER_SOCIAL_HIDDEN } from './Header';
import { SocialLinks } from './SocialLinks';
import { useAppSettings } from './useAppSettings';
import { useLang } from '@/lib/hooks';
import { contentImageUrl } from '@/lib/contentImage';
import { FOOTER_ID } from './landmarks';

// Texts: the spec gives only the Vietnamese loading and error texts ('Đang tải footer...', 'Lỗi khi tải footer');
// the English interface uses our translations 'Loading footer...' and 'Failed to load footer' (src/locales/en/shell.json).

function entryTitle(entry: FooterEntry): string {
  if (entry.type === 'category') return entry.category?.title ?? '';
  if (entry.type === 'post') return entry.post?.title ?? '';
  if (entry.type === 'custom') return entry.custom?.title ?? '';
  return '';
}

interface FooterColumn {
  key: string;
  heading?: FooterEntry;
  links: FooterEntry[];
}

/** Entries with children are column headings; top-level entries without children share one last column. */
export function footerColumns(entries: readonly FooterEntry[]): FooterColumn[] {
  const columns: FooterColumn[] = [];
  const loose: FooterEntry[] = [];
  entries.forEach((entry, index) => {
    if (entry.children && entry.children.length > 0) {
      columns.push({ key: `col-${index}`, heading: entry, links: entry.children });
    } else {
      loose.push(entry);
    }
  });
  if (loose.length > 0) columns.push({ key: 'col-more', links: loose });
  return columns;
}

function FooterLink({ entry, lang }: { entry: FooterEntry; lang: Lang }) {
  const title = entryTitle(entry);
  const link = resolveFooterLink(entry, lang);
  if (!link) return <span>{title}</span>;
  if (link.external) {
    return (
      <Link href={link.href} target="_blank" rel="noopener noreferrer" color="inherit">
        {title}
      </Link>
    );
  }
  return (
    <Link component={AppLink} to={link.href} color="inherit">
      {title}
    </Link>
  );
}

/** The footer's content: rendered only when the kept copy of it cannot be used (KeptFragment). */
function FooterBody({
  lang,
  brand,
  settings,
  entries,
  isLoading,
  isError,
}: {
  lang: Lang;
  brand: string;
  settings: ReturnType<typeof useAppSettings>;
  entries: readonly FooterEntry[];
  isLoading: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation('shell');
  const mapUrl = mapEmbedUrl(settings?.latitude, settings?.longitude);
  const logo = settings?.favicon_path ? contentImageUrl(settings.favicon_path) : DEFAULT_LOGO;
  // The floating contact button (56 px, 16–24 px from the corner) never covers the end of the page: room is kept
  // under the copyright line.
  return (
    <Box
      component="footer"
      id={FOOTER_ID}
      sx={{ bgcolor: 'grey.100', color: 'text.primary', mt: 6, pt: 5, pb: { xs: 12, sm: 13 } }}
    >
      <PageContainer>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 4,
          }}
        >
          <Box component={AppLink} to={paths.home(lang)} sx={{ display: 'inline-flex' }}>
            <img
              src={logo}
              alt={t('footer.logoAlt', { brand })}
              width={48}
              height={48}
              loading="lazy"
              style={{ objectFit: 'contain' }}
            />
          </Box>
          {/* From 1 280 to 1 439 px the header has no room for its own social links (the desktop menu takes it): the
            footer's row adds them then, so every link is reachable at every width (phones: the menu's drawer). */}
          <Box sx={{ display: 'contents', [HEADER_SOCIAL_HIDDEN]: { display: 'none' } }}>
            <SocialLinks
              entries={settings?.social_media}
              position="footer"
              label={t('footer.socialNav')}
              size={26}
            />
          </Box>
          <Box sx={{ display: 'none', [HEADER_SOCIAL_HIDDEN]: { display: 'contents' } }}>
            <SocialLinks
              entries={settings?.social_media}
              position={['footer', 'header']}
              label={t('footer.socialNav')}
              size={26}
            />
          </Box>
        </Box>

        {isLoading ? (
          <Typography role="status">{t('footer.loading')}</Typography>
        ) : isError ? (
          <Typography role="alert" color="error">
            {t('footer.error')}
          </Typography>
        ) : entries.length > 0 ? (
          <Box
            component="nav"
            aria-label={t('footer.linksNav')}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
              gap: 3,
            }}
          >
            {footerColumns(entries).map((column) => (
              <Box key={column.key}>
                {column.heading ? (
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                    <FooterLink entry={column.heading} lang={lang} />
                  </Typography>
                ) : null}
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                  {column.links.map((entry, index) => (
                    <li key={`${entry.type}-${index}`}>
                      <FooterLink entry={entry} lang={lang} />
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}

        {mapUrl ? (
          <Box
            sx={{
              position: 'relative',
              mt: 4,
              height: 240,
              borderRadius: 2,
              overflow: 'hidden',
            }}
          >
            {/* The page's referrer policy (strict-origin-when-cross-origin) tells Google our origin only. */}
            <DeferredFrame
              frame={{
                title: t('footer.mapTitle', { brand }),
                src: mapUrl,
                loading: 'lazy',
                sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
              }}
            />
          </Box>
        ) : null}

        <Typography variant="body2" color="textSecondary" sx={{ mt: 4, textAlign: 'center' }}>
          {t('footer.copyright', { year: COPYRIGHT_YEAR, brand })}
        </Typography>
      </PageContainer>
    </Box>
  );
}

/**
 * The site footer: logo (favicon setting), footer social links, link columns from getFooter (2 on small screens,
 * 3 on large), the map when both coordinates exist, and the copyright line. Loading and error texts per spec.
 * Its content is a component of its own, so a page that copies the kept footer builds none of it.
 */
export function Footer() {
  const lang = useLang();
  const brand = useBrandName();
  const settings = useAppSettings();
  const { data, isLoading, isError } = useGetFooterQuery({ lang });
  return (
    // The same on every page of a language: the server renders it once and copies it into the next pages, while the
    // footer's answer, the settings and the brand are the same (components/KeptFragment.tsx).
    <KeptFragment inputs={data ? [lang, brand, data, settings] : null}>
      <FooterBody
        lang={lang}
        brand={brand}
        settings={settings}
        entries={data?.data ?? []}
        isLoading={isLoading}
        isError={isError}
      />
    </KeptFragment>
  );
}

export default Footer;
