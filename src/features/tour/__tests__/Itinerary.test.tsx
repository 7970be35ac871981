import { screen } from '@testing-library/react';
import type { ItineraryDay, Media } from '@/api';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Itinerary } from '../components/Itinerary';

// Counts the renders of each day's description (its sanitised HTML).
const rendered: string[] = [];
jest.mock('@/components/SafeHtml', () => ({
  SafeHtml: ({ html }: { html: string }) => {
    rendered.push(html);
    return <div>{html}</div>;
  },
}));

// Counts the renders of the route map (its image address).
const mapRenders: string[] = [];
jest.mock('@/lib/contentImage', () => ({
  contentImageUrl: (path: string) => {
    mapRenders.push(path);
    return path;
  },
}));

function day(n: number): ItineraryDay {
  return {
    id: n,
    day_number: n,
    title: `Place ${n}`,
    description: `Description of day ${n}`,
    accommodation: null,
    meals: null,
    transport: null,
    included_activities: [],
    optional_activities: [],
    special_information: null,
  } as unknown as ItineraryDay;
}

describe('Itinerary', () => {
  it('opens and closes one day, rendering only that day again (en)', async () => {
    const { user } = renderWithProviders(
      <Itinerary days={[day(2), day(1), day(3)]} media={[]} title="Crafted" />,
      {
        route: '/en',
      },
    );
    const first = screen.getByRole('button', { name: 'Day 1: Place 1' });
    const second = screen.getByRole('button', { name: 'Day 2: Place 2' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('itinerary-day-2')).not.toBeVisible();

    rendered.length = 0;
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('itinerary-day-2')).toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    // The day's details did not change: no day's description rendered again, the other days not at all.
    expect(rendered).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    for (const n of [1, 2, 3])
      expect(screen.getByRole('button', { name: `Day ${n}: Place ${n}` })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    expect(rendered).toEqual([]);
  });

  it('opening a day does not render the route map again; Collapse all then Show all opens every day', async () => {
    const map = { id: 1, url: '/maps/route.jpg', type: 'map', is_featured: false } as unknown as Media;
    const { user } = renderWithProviders(
      <Itinerary days={[day(1), day(2)]} media={[map]} title="Crafted" />,
      { route: '/en' },
    );
    expect(screen.getByRole('img', { name: /Crafted/ })).toHaveAttribute('src', '/maps/route.jpg');
    mapRenders.length = 0;
    await user.click(screen.getByRole('button', { name: 'Day 2: Place 2' }));
    expect(screen.getByRole('button', { name: 'Day 2: Place 2' })).toHaveAttribute('aria-expanded', 'true');
    expect(mapRenders).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    for (const n of [1, 2])
      expect(screen.getByRole('button', { name: `Day ${n}: Place ${n}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    expect(mapRenders).toEqual([]);
  });
});
