/** Inclusions: destinations, meals, transport, accommodation, included and optional activities. */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
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
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((item, i) => (
          <li key={i}>{render ? render(item) : item}</li>
        ))}
      </Box>
      {items.length > visible ? (
        <Button
          size="small"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          sx={{ mt: 1, px: 0 }}
        >
          {expanded ? t('inclusions.showLess') : t('inclusions.showAll', { count: items.length })}
        </Button>
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {destinations.length ? (
          <Block title={t('inclusions.destinations')}>
            <Box
              component="ul"
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
            >
              {destinations.map((name) => (
                <li key={name}>
                  <Link component={AppLink} to={paths.category(lang, name.toLowerCase())}>
                    {name}
                  </Link>
                </li>
              ))}
            </Box>
          </Block>
        ) : null}
        {meals.total > 0 || mealTitles.length ? (
          <Block title={t('inclusions.meals')}>
            {meals.total > 0 ? (
              <Typography>
                {t('inclusions.mealsCount', { count: meals.total })}
                {' ('}
                {MEAL_KEYS.filter((key) => meals[key] > 0)
                  .map((key) => t(`inclusions.mealCount.${key}`, { count: meals[key] }))
                  .join(', ')}
                {')'}
              </Typography>
            ) : (
              <Typography color="textSecondary">{mealTitles.join(', ')}</Typography>
            )}
          </Block>
        ) : null}
        {transport.length ? (
          <Block title={t('inclusions.transport')}>
            <Typography>{transport.join(', ')}</Typography>
          </Block>
        ) : null}
        {accommodation.length || nights > 0 ? (
          <Block title={t('inclusions.accommodation')}>
            {nights > 0 ? (
              <Typography sx={{ fontWeight: 600 }}>
                {t('inclusions.nightsTotal', { count: nights })}
              </Typography>
            ) : null}
            {accommodation.length ? (
              <Typography color="textSecondary">{accommodation.join(', ')}</Typography>
            ) : null}
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
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t('inclusions.optionalNote')}
      </Typography>
    </SectionShell>
  );
}
