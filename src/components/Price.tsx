/**
 * The one price of every trip list: the price in bold, the original price struck through before it (with
 * "Original price:" for screen readers, since a strike-through is not read out), or 'Contact for price' when the
 * trip has no price. The rules deciding what is shown are in src/domain (tripPrice, dealPrice); this only draws.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { PriceDisplay } from '@/domain/shared/price';

export type PriceTone = 'primary' | 'error' | 'secondary';

export interface PriceProps {
  display: PriceDisplay;
  /** Colour of the price (default primary). */
  tone?: PriceTone;
  /** Text instead of 'Contact for price' (e.g. the category grid's 'Contact us'). */
  noPriceLabel?: ReactNode;
}

const Row = styled('p', { label: 'PriceRow' })({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: 8,
});

const Original = styled('span', { label: 'PriceOriginal' })(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
}));

const Amount = styled('span', { label: 'PriceAmount', shouldForwardProp: (prop) => prop !== 'tone' })<{
  tone: PriceTone;
}>(({ theme, tone }) => ({
  ...theme.typography.body1,
  fontWeight: 700,
  color: tone === 'secondary' ? theme.palette.secondary.dark : theme.palette[tone].main,
}));

const Hidden = styled('span', { label: 'PriceHidden' })(visuallyHidden);

export function Price({ display, tone = 'primary', noPriceLabel }: PriceProps) {
  const { t } = useTranslation('common');
  if (display.kind === 'negotiable') {
    return (
      <Row>
        <Amount tone={tone}>{noPriceLabel ?? t('price.contactForPrice')}</Amount>
      </Row>
    );
  }
  return (
    <Row>
      {display.originalPrice ? (
        <Original>
          <Hidden>{`${t('price.original')}: `}</Hidden>
          <s>{display.originalPrice}</s>
        </Original>
      ) : null}
      <Amount tone={tone}>{display.price}</Amount>
    </Row>
  );
}
