import Button from '@mui/material/Button';
import { AppLink } from '@/components/AppLink';
import type { AboutButton as AboutButtonData } from '@/api';
import { isExternalLink } from '@/domain/content/homeBanner';
import { safeHref } from '@/domain/content/links';

/** An about-content button: a link starting with http opens in a new tab, any other link stays in the app. */
export function AboutButton({
  button,
  color = 'primary',
}: {
  button: AboutButtonData | null | undefined;
  color?: 'primary' | 'secondary';
}) {
  const href = safeHref(button?.link);
  if (!button?.text || !href) return null;
  return isExternalLink(href) ? (
    <Button variant="contained" color={color} href={href} target="_blank" rel="noopener noreferrer">
      {button.text}
    </Button>
  ) : (
    <Button variant="contained" color={color} component={AppLink} to={href}>
      {button.text}
    </Button>
  );
}

export default AboutButton;
