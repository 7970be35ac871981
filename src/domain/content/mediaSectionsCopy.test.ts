import { serializeMediaSectionsCopy, unwrapMediaSectionsCopy } from './mediaSectionsCopy';

const sections = {
  about_1: [{ title: 'Intro', texts: ['A', 'B'] }],
  about_4: [{ title: 'Closing' }],
};

describe('media sections copy', () => {
  it('round-trips a copy with its version', () => {
    expect(unwrapMediaSectionsCopy(serializeMediaSectionsCopy(sections))).toEqual(sections);
    expect(JSON.parse(serializeMediaSectionsCopy(sections))).toMatchObject({ version: 1 });
  });

  it.each([
    ['not JSON', '{not json'],
    ['no version (an old copy)', JSON.stringify(sections)],
    ['another version', JSON.stringify({ version: 99, data: sections })],
    ['a list', JSON.stringify([{ version: 1, data: sections }])],
    ['null', 'null'],
    ['empty', ''],
  ])('drops a copy that is %s', (_name, raw) => {
    expect(unwrapMediaSectionsCopy(raw)).toBeUndefined();
  });
});
