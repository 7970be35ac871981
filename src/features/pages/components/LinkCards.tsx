import { AppLink } from '@/components/AppLink';
import { plainButtonClass } from '@/components/PlainButton';
import type { Lang } from '@/domain/shared/language';
import { pageLinkHref } from '../pageLinks';
import type { LinkCard } from '../content/types';

/**
 * Cards to the blog, impact, community, bcorp, foundation, adventures and newsroom pages: plain elements, drawn by
 * the page's one styled element (./staticPageStyles.ts); each card's gradient colours are its own.
 */
export function LinkCards({ cards, lang }: { cards: LinkCard[]; lang: Lang }) {
  return (
    <ul data-grid="links">
      {cards.map((card) => (
        <li key={card.title}>
          <div data-card="column">
            <div
              aria-hidden="true"
              data-tones=""
              style={{ background: `linear-gradient(135deg, ${card.tones[0]}, ${card.tones[1]})` }}
            />
            <div data-card-body="">
              <p data-overline="">{card.label}</p>
              <h3 data-h5="">{card.title}</h3>
              <p>{card.text}</p>
            </div>
            <div data-card-actions="">
              <AppLink
                to={pageLinkHref(card.link, lang)}
                className={plainButtonClass({ variant: 'outlined', size: 'small' })}
              >
                {card.linkText}
              </AppLink>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
