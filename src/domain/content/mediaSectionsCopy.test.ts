import { isMediaSections, parseMediaSectionsCopy, serializeMediaSectionsCopy } from './mediaSectionsCopy';

const sections = {
  about_1: [{ title: 'Intro', texts: ['A', 'B'] }],
  about_2: [{ title: 'Story', content: '<p>x</p>', button: { text: 'More', link: '/vi' }, image: null }],
  about_3: [{ image: 'a.jpg', video: null, achievements: [{ title: 'Award', image: null }] }],
  about_4: [{ title: 'Closing' }],
};

describe('media sections copy', () => {
  it('round-trips a valid copy with its version', () => {
    expect(parseMediaSectionsCopy(serializeMediaSectionsCopy(sections))).toEqual(sections);
    expect(JSON.parse(serializeMediaSectionsCopy(sections))).toMatchObject({ version: 1 });
  });

  it.each([
    ['not JSON', '{not json'],
    ['no version (an old copy)', JSON.stringify(sections)],
    ['another version', JSON.stringify({ version: 99, data: sections })],
    ['texts not a list', JSON.stringify({ version: 1, data: { about_1: [{ texts: 'not a list' }] } })],
    ['a section not a list', JSON.stringify({ version: 1, data: { about_2: { title: 'x' } } })],
    [
      'an achievement without title',
      JSON.stringify({ version: 1, data: { about_3: [{ achievements: [{}] }] } }),
    ],
    ['a button without link', JSON.stringify({ version: 1, data: { about_4: [{ button: { text: 'x' } }] } })],
    ['data an array', JSON.stringify({ version: 1, data: [] })],
    ['null', 'null'],
  ])('drops a copy that is %s', (_name, raw) => {
    expect(parseMediaSectionsCopy(raw)).toBeUndefined();
  });

  it('accepts an empty object and absent sections', () => {
    expect(isMediaSections({})).toBe(true);
    expect(isMediaSections({ about_1: [] })).toBe(true);
    expect(isMediaSections({ about_1: [{ title: 'x', texts: [1] }] })).toBe(false);
  });
});
