import type { CategoryFile } from '@/contract/types';
import { categorySlug, chooseCategoryTemplate, templateSections } from './categoryTemplate';

describe('chooseCategoryTemplate (spec table by file.level and file.type)', () => {
  it.each([
    [1, 'destinations', 'all-destinations'],
    [1, 'themes', 'regions'],
    [1, 'styles', 'regions'],
    [1, 'theme', 'regions'],
    [1, 'style', 'regions'],
    [1, 'new_trips', 'new-trips'],
    [1, 'deals', 'deals'],
    [2, 'destinations', 'destination'],
    [2, 'destination', 'destination'],
    [2, 'themes', 'destination'],
    [2, 'styles', 'destination'],
    [2, 'theme', 'destination'],
    [2, 'style', 'destination'],
    [2, 'deals', 'deals'],
    [3, 'destinations', 'sub-destination'],
    [3, 'destination', 'sub-destination'],
  ] as const)('level %s, type %s → %s', (level, type, template) => {
    expect(chooseCategoryTemplate({ level, type })).toBe(template);
  });

  it.each([
    [1, 'destination'],
    [2, 'new_trips'],
    [3, 'deals'],
    [3, 'theme'],
    [4, 'destinations'],
    [0, 'deals'],
    [1, 'unknown'],
    [1, ''],
    [1, 'constructor'],
    [1, 'toString'],
  ])('level %s, type %s → none (404)', (level, type) => {
    // Levels outside the contract (4, 0) are checked too, as a service might send them.
    expect(chooseCategoryTemplate({ level: level as CategoryFile['level'], type })).toBeNull();
  });

  it('gives none for a missing file, level or type', () => {
    expect(chooseCategoryTemplate(null)).toBeNull();
    expect(chooseCategoryTemplate(undefined)).toBeNull();
    expect(chooseCategoryTemplate({ type: 'deals' })).toBeNull();
    expect(chooseCategoryTemplate({ level: 1 })).toBeNull();
  });
});

describe('templateSections', () => {
  it('starts every template with the banner and ends with the FAQ', () => {
    for (const t of [
      'all-destinations',
      'regions',
      'new-trips',
      'deals',
      'destination',
      'sub-destination',
    ] as const) {
      const sections = templateSections(t);
      expect(sections[0]).toBe('banner');
      expect(sections[sections.length - 1]).toBe('faqs');
      expect(sections).toContain('popularTrips');
    }
  });
  it('shows the travel-deals table on deals and destination pages only', () => {
    expect(templateSections('deals')).toContain('travelDeals');
    expect(templateSections('destination')).toContain('travelDeals');
    expect(templateSections('sub-destination')).toContain('travelDeals');
    expect(templateSections('all-destinations')).not.toContain('travelDeals');
    expect(templateSections('destination')).toContain('atAGlance');
  });
});

describe('categorySlug', () => {
  it('uses the sub-slug when present, else the slug', () => {
    expect(categorySlug('vietnam', 'ha-long-bay')).toBe('ha-long-bay');
    expect(categorySlug('vietnam')).toBe('vietnam');
    expect(categorySlug('vietnam', '  ')).toBe('vietnam');
    expect(categorySlug(undefined, undefined)).toBeNull();
  });
});
