import Box from '@mui/material/Box';
import { safeHref } from '@/domain/content/links';
import { contentImageUrl } from '@/lib/contentImage';

export interface SocialEntry {
  id: number;
  label: string;
  link: string;
  image_path?: string | null;
  position: string;
  is_active: boolean;
}

export type SocialPosition = 'header' | 'footer';

/**
 * The active social links of one position (header or footer), or of several in that order without the same link
 * twice, in settings order, with a safe href.
 */
export function socialLinksFor(
  entries: readonly SocialEntry[] | undefined,
  position: SocialPosition | readonly SocialPosition[],
) {
  const positions: readonly string[] = typeof position === 'string' ? [position] : position;
  const seen = new Set<string>();
  return positions.flatMap((wanted) =>
    (entries ?? []).filter((entry) => {
      if (entry.position !== wanted || !entry.is_active || !safeHref(entry.link) || seen.has(entry.link))
        return false;
      seen.add(entry.link);
      return true;
    }),
  );
}

interface SocialLinksProps {
  entries: readonly SocialEntry[] | undefined;
  position: SocialPosition | readonly SocialPosition[];
  label: string;
  size?: number;
}

/** Social icon links from the settings (position + is_active only), opening in a new tab. Nothing when none. */
export function SocialLinks({ entries, position, label, size = 22 }: SocialLinksProps) {
  const links = socialLinksFor(entries, position);
  if (links.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {links.map((entry) => (
        <li key={entry.id}>
          <Box
            component="a"
            href={safeHref(entry.link)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={entry.label}
            sx={{
              display: 'inline-flex',
              p: 0.5,
              borderRadius: '50%',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            <img src={contentImageUrl(entry.image_path)} alt="" width={size} height={size} loading="lazy" />
          </Box>
        </li>
      ))}
    </Box>
  );
}
