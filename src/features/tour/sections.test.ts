import { visibleSections } from './sections';

const empty = { highlights: [], itineraries: [], inclusions: [], suitabilities: [], dates: [], notes: [] };

describe('visible sections', () => {
  it('always shows Overview and Reviews', () => {
    expect(visibleSections(empty).map((s) => s.id)).toEqual(['overview', 'review']);
  });
  it('shows every section with content, in the spec order', () => {
    const full = {
      highlights: [{ content: 'Night on the bay' }],
      itineraries: [{ day_number: 1, title: 'Day' }],
      inclusions: [{ type: 'meal' as const, title: '5 breakfasts' }],
      suitabilities: [{ content: 'Families' }],
      dates: [{ id: 1, start_date: '2026-10-05', end_date: '2026-10-10', room_prices: [] }],
      notes: [{ type: 'essential' as const, content: '<p>Passport</p>' }],
    };
    expect(visibleSections(full).map((s) => s.key)).toEqual([
      'overview',
      'highlights',
      'itinerary',
      'inclusions',
      'suitability',
      'dates',
      'notes',
      'reviews',
    ]);
    expect(visibleSections(full).find((s) => s.key === 'dates')?.id).toBe('dates-prices');
  });
  it('hides notes whose content is blank', () => {
    const notes = [
      { type: 'essential' as const, content: '<p> &nbsp; </p>' },
      { type: 'important' as const, content: null },
    ];
    expect(visibleSections({ ...empty, notes }).map((s) => s.key)).not.toContain('notes');
  });
});
