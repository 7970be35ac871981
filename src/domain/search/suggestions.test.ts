import {
  filterPopularSearches,
  findSuggestions,
  MAX_SUGGESTIONS,
  POPULAR_SEARCHES,
  suggestibleTagName,
} from './suggestions';

const tours = [
  {
    id: 11,
    slug: 'ha-long-sapa-6-ngay',
    title: 'Hạ Long – Sapa 6 ngày',
    location: 'Việt Nam',
    tags: ['Hạ Long', 'physical_rating:3', { name: 'Sapa', physical_rating: 3 }],
  },
  { id: 12, slug: 'japan-classic', title: 'Classic Japan', location: 'Japan', tags: ['Kyoto', 'japan'] },
];

describe('findSuggestions', () => {
  it('matches title, location, slug and tags case-insensitively, each with its type', () => {
    expect(findSuggestions(tours, 'JAPAN')).toEqual([
      { type: 'title', value: 'Classic Japan', label: 'Classic Japan', tourId: 12 },
      { type: 'location', value: 'Japan', label: 'Japan' },
      { type: 'slug', value: 'japan-classic', label: 'japan-classic', tourId: 12 },
    ]);
  });
  it('matches a substring inside tag objects', () => {
    expect(findSuggestions(tours, 'sap')).toEqual([
      { type: 'title', value: 'Hạ Long – Sapa 6 ngày', label: 'Hạ Long – Sapa 6 ngày', tourId: 11 },
      { type: 'slug', value: 'ha-long-sapa-6-ngay', label: 'ha-long-sapa-6-ngay', tourId: 11 },
      { type: 'tag', value: 'Sapa', label: 'Sapa' },
    ]);
  });
  it('never suggests physical_rating: tags', () => {
    expect(findSuggestions(tours, 'physical')).toEqual([]);
    expect(findSuggestions(tours, 'rating:3')).toEqual([]);
  });
  it('drops duplicates ignoring case (the tag "japan" repeats the location "Japan")', () => {
    const values = findSuggestions(tours, 'japan').map((s) => s.value.toLowerCase());
    expect(new Set(values).size).toBe(values.length);
  });
  it('gives at most 8', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: i, slug: `tour-${i}`, title: `Tour ${i}` }));
    expect(MAX_SUGGESTIONS).toBe(8);
    expect(findSuggestions(many, 'tour')).toHaveLength(8);
  });
  it('gives nothing for a blank query or no source', () => {
    expect(findSuggestions(tours, '   ')).toEqual([]);
    expect(findSuggestions(undefined, 'japan')).toEqual([]);
  });
});

describe('suggestibleTagName', () => {
  it('reads strings and objects, hiding blanks and physical_rating: tags', () => {
    expect(suggestibleTagName(' Kyoto ')).toBe('Kyoto');
    expect(suggestibleTagName({ name: 'Sapa' })).toBe('Sapa');
    expect(suggestibleTagName('Physical_Rating:2')).toBeUndefined();
    expect(suggestibleTagName('')).toBeUndefined();
    expect(suggestibleTagName(null)).toBeUndefined();
  });
});

describe('filterPopularSearches', () => {
  it('lists Europe, Morocco, Japan, Italy, Vietnam for a blank text', () => {
    expect(POPULAR_SEARCHES).toEqual(['Europe', 'Morocco', 'Japan', 'Italy', 'Vietnam']);
    expect(filterPopularSearches('')).toEqual([...POPULAR_SEARCHES]);
  });
  it('keeps those containing the typed text, ignoring case', () => {
    expect(filterPopularSearches('O')).toEqual(['Europe', 'Morocco']);
    expect(filterPopularSearches('zzz')).toEqual([]);
  });
});
