import { AppLink } from '@/components/AppLink';
import { plainButtonClass } from '@/components/PlainButton';

interface PageBannerProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  tones: [string, string];
  ctaText: string;
  ctaHref: string;
}

/**
 * The page banner: a decorative gradient (no image to load), the page title (h1) and the call to action. Plain
 * elements, drawn by the page's one styled element (./staticPageStyles.ts); the gradient's colours are its own.
 */
export function PageBanner({ eyebrow, title, subtitle, tones, ctaText, ctaHref }: PageBannerProps) {
  return (
    <section
      data-banner=""
      style={{ background: `linear-gradient(135deg, ${tones[0]} 0%, ${tones[1]} 100%)` }}
    >
      <div data-column="">
        <p>{eyebrow}</p>
        <h1>{title}</h1>
        <p>{subtitle}</p>
        <AppLink
          to={ctaHref}
          className={plainButtonClass({ variant: 'contained', color: 'secondary', size: 'large' })}
        >
          {ctaText}
        </AppLink>
      </div>
    </section>
  );
}
