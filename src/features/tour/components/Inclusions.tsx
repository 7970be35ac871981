/** Inclusions: destinations, meals, transport, accommodation, included and optional activities. */
import { useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { plainLinkStyles } from '@/components/plainButton';
import { PlainButton } from '@/components/PlainButton';
import { AppLink } from '@/components/AppLink';
import type { Inclusion, ItineraryDay, TourCategory } from '@/api';
import {
  accommodationNames,
  countMeals,
  countNights,
  destinationCategories,
  INCLUDED_ACTIVITIES_VISIBLE,
  MEAL_KEYS,
  OPTIONAL_ACTIVITIES_VISIBLE,
  splitOptionalActivity,
} from '@/domain/tour/itinerary';
import { paths } from '@/domain/shared/paths';
import { useMoney } from '@/components/currency/useMoney';
import { sectionId } from '../sections';
import { useLang } from '@/lib/hooks';
import { useTourT } from '../tourLang';
import { SectionShell } from './SectionShell';

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/**
 * The section's blocks and note: one styled element around plain ones (each block's frame, heading, texts, lists and
 * destination links), instead of some thirty MUI elements (Boxes, Typography, Links) to render and hydrate.
 */
const Blocks = styled('div', { label: 'Inclusions' })(({ theme }) => ({
  '& > [data-blocks]': {
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr' },
  },
  '& > [data-blocks] > div': {
    padding: theme.spacing(2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& > [data-blocks] > div > h3': {
    ...theme.typography.h3,
    margin: 0,
    marginBottom: theme.spacing(1),
    fontSize: '1rem',
    fontWeight: 700,
  },
  '& > [data-blocks] p': { ...theme.typography.body1, margin: 0 },
  '& > [data-blocks] p[data-nights]': { fontWeight: 600 },
  '& [data-secondary]': { color: theme.palette.text.secondary },
  '& > [data-blocks] ul': { margin: 0, paddingLeft: theme.spacing(2.5) },
  '& > [data-blocks] ul[data-links]': {
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1.5),
  },
  '& [data-links] a': plainLinkStyles(theme),
  '& > p': { ...theme.typography.body2, margin: 0, marginTop: theme.spacing(2) },
}));

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

function ExpandableList({
  items,
  visible,
  render,
}: {
  items: string[];
  visible: number;
  render?: (item: string) => ReactNode;
}) {
  const { t } = useTourT();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, visible);
  return (
    <>
      <ul>
        {shown.map((item, i) => (
          <li key={i}>{render ? render(item) : item}</li>
        ))}
      </ul>
      {items.length > visible ? (
        <PlainButton
          size="small"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          style={{ marginTop: 8, paddingLeft: 0, paddingRight: 0 }}
        >
          {expanded ? t('inclusions.showLess') : t('inclusions.showAll', { count: items.length })}
        </PlainButton>
      ) : null}
    </>
  );
}

export interface InclusionsProps {
  inclusions: readonly Inclusion[];
  days: readonly ItineraryDay[];
  categories: readonly TourCategory[];
}

export function Inclusions({ inclusions, days, categories }: InclusionsProps) {
  const money = useMoney();
  const { t } = useTourT();
  const lang = useLang();
  const titles = (type: Inclusion['type']) =>
    unique(inclusions.filter((i) => i.type === type).map((i) => i.title));

  const destinations = unique([...titles('destination'), ...destinationCategories(categories)]);
  const meals = countMeals(days);
  const mealTitles = titles('meal');
  const transport = titles('transport').length
    ? titles('transport')
    : unique(days.map((d) => d.transport ?? ''));
  // Each fact once: the nights and meals counted from the days are the site's own text; the service's summary
  // titles for them ('3 nights', '3 breakfasts, 1 lunches…') show only when the days do not give the facts.
  const nights = countNights(days);
  const hotels = accommodationNames(days);
  const accommodation = hotels.length || nights > 0 ? hotels : titles('accommodation');
  const included = titles('activity').length
    ? titles('activity')
    : unique(days.flatMap((d) => d.included_activities ?? []));
  const optionalItems = unique(
    inclusions
      .filter((i) => i.type === 'optional_activity')
      .map((i) => (i.description?.trim() ? `${i.title} - ${i.description.trim()}` : i.title)),
  );
  const optional = optionalItems.length
    ? optionalItems
    : unique(days.flatMap((d) => d.optional_activities ?? []));

  return (
    <SectionShell id={sectionId('inclusions')} title={t('inclusions.heading')} estimatedHeight={800}>
      <Blocks>
        <div data-blocks="">
          {destinations.length ? (
            <Block title={t('inclusions.destinations')}>
              <ul data-links="">
                {destinations.map((name) => (
                  <li key={name}>
                    <AppLink to={paths.category(lang, name.toLowerCase())}>{name}</AppLink>
                  </li>
                ))}
              </ul>
            </Block>
          ) : null}
          {meals.total > 0 || mealTitles.length ? (
            <Block title={t('inclusions.meals')}>
              {meals.total > 0 ? (
                <p>
                  {t('inclusions.mealsCount', { count: meals.total })}
                  {' ('}
                  {MEAL_KEYS.filter((key) => meals[key] > 0)
                    .map((key) => t(`inclusions.mealCount.${key}`, { count: meals[key] }))
                    .join(', ')}
                  {')'}
                </p>
              ) : (
                <p data-secondary="">{mealTitles.join(', ')}</p>
              )}
            </Block>
          ) : null}
          {transport.length ? (
            <Block title={t('inclusions.transport')}>
              <p>{transport.join(', ')}</p>
            </Block>
          ) : null}
          {accommodation.length || nights > 0 ? (
            <Block title={t('inclusions.accommodation')}>
              {nights > 0 ? <p data-nights="">{t('inclusions.nightsTotal', { count: nights })}</p> : null}
              {accommodation.length ? <p data-secondary="">{accommodation.join(', ')}</p> : null}
            </Block>
          ) : null}
          {included.length ? (
            <Block title={t('inclusions.included')}>
              <ExpandableList items={included} visible={INCLUDED_ACTIVITIES_VISIBLE} />
            </Block>
          ) : null}
          {optional.length ? (
            <Block title={t('inclusions.optional')}>
              <ExpandableList
                items={optional}
                visible={OPTIONAL_ACTIVITIES_VISIBLE}
                render={(item) => {
                  const { name, price } = splitOptionalActivity(item);
                  const vnd = money.toVnd(price);
                  return vnd != null ? `${name} – ${money.format(vnd)}` : name;
                }}
              />
            </Block>
          ) : null}
        </div>
        <p data-secondary="">{t('inclusions.optionalNote')}</p>
      </Blocks>
    </SectionShell>
  );
}
