/**
 * The one price of every trip list: the price in bold, the original price struck through before it (with
 * "Original price:" for screen readers, since a strike-through is not read out), or 'Contact for price' when the
 * trip has no price. The rules deciding what is shown are in src/domain (tripPrice, dealPrice); this only draws.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceDisplay } from '@/domain/shared/price';

export type PriceTone = 'primary' | 'error' | 'secondary';

export interface PriceProps {
  display: PriceDisplay;
  /** Colour of the price (default primary). */
  tone?: PriceTone;
  /** Text instead of 'Contact for price' (e.g. the category grid's 'Contact us'). */
  noPriceLabel?: ReactNode;
}

/** The amount's class names (./priceRules.ts). */
const AMOUNT: Record<PriceTone, string> = {
  primary: 'Price-amount',
  error: 'Price-amount Price-error',
  secondary: 'Price-amount Price-secondary',
};

/**
 * Plain elements drawn by class names whose rules are a static global style (./priceRules.ts, ./PlainStyles.tsx): a
 * listing has a price on every card, and four styled elements each were as many styled components to render on
 * the server and to hydrate.
 */
export function Price({ display, tone = 'primary', noPriceLabel }: PriceProps) {
  const { t } = useTranslation('common');
  if (display.kind === 'negotiable') {
    return (
      <p className="Price">
        <span className={AMOUNT[tone]}>{noPriceLabel ?? t('price.contactForPrice')}</span>
      </p>
    );
  }
  return (
    <p className="Price">
      {display.originalPrice ? (
        <span className="Price-original">
          <span className="Price-hidden">{`${t('price.original')}: `}</span>
          <s>{display.originalPrice}</s>
        </span>
      ) : null}
      <span className={AMOUNT[tone]}>{display.price}</span>
    </p>
  );
}
