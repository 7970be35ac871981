/** The compare table's rows: one per attribute, in the spec's order (physical rating only when a trip has one). */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import type { CompareTrip } from '@/domain/tour/compareTrip';

function List({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Box>
  );
}

export interface RowDef {
  key: string;
  label: string;
  render: (trip: CompareTrip) => ReactNode;
}

export function compareRows(
  t: TFunction<'compare'>,
  formatPrice: (vnd: number) => string,
  withPhysicalRating: boolean,
): RowDef[] {
  const none = t('none');
  const textList = (values: string[]) => (values.length ? <List items={values} /> : none);
  const rows: RowDef[] = [
    {
      key: 'days',
      label: t('rows.days'),
      render: (x) => (x.duration != null ? t('values.days', { count: x.duration }) : none),
    },
    { key: 'destinations', label: t('rows.destinations'), render: (x) => textList(x.destinations) },
    { key: 'style', label: t('rows.style'), render: (x) => x.comfortLevel ?? none },
    { key: 'theme', label: t('rows.theme'), render: (x) => x.theme ?? none },
    {
      key: 'groupSize',
      label: t('rows.groupSize'),
      render: ({ groupSize: g }) =>
        !g
          ? none
          : g.min != null && g.max != null
            ? t('values.groupSize', { min: g.min, max: g.max })
            : g.min != null
              ? t('values.groupMin', { min: g.min })
              : t('values.groupMax', { max: g.max }),
    },
    { key: 'meals', label: t('rows.meals'), render: (x) => t('values.meals', { count: x.meals }) },
    { key: 'transport', label: t('rows.transport'), render: (x) => textList(x.transport) },
    { key: 'accommodation', label: t('rows.accommodation'), render: (x) => textList(x.accommodation) },
    {
      key: 'ages',
      label: t('rows.ages'),
      render: (x) => (x.minAge != null ? t('values.ages', { age: x.minAge }) : none),
    },
  ];
  if (withPhysicalRating) {
    rows.push({
      key: 'physicalRating',
      label: t('rows.physicalRating'),
      render: (x) =>
        x.physicalRating != null ? t('values.physicalRating', { rating: x.physicalRating }) : none,
    });
  }
  rows.push(
    {
      key: 'itinerary',
      label: t('rows.itinerary'),
      render: (x) => textList(x.itinerary.map((d) => t('values.day', { day: d.day, title: d.title }))),
    },
    { key: 'included', label: t('rows.included'), render: (x) => textList(x.includedActivities) },
    {
      key: 'optional',
      label: t('rows.optional'),
      render: (x) =>
        x.optionalActivities.length ? (
          <List
            items={x.optionalActivities.map((o) =>
              o.price != null ? `${o.name} – ${formatPrice(o.price)}` : o.name,
            )}
          />
        ) : (
          none
        ),
    },
  );

  return rows;
}
