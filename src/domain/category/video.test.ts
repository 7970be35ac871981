import { extractVideoId, toEmbedUrl, VIDEO_ID_LENGTH, videoLink } from './video';

describe('extractVideoId (11-character ids)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Scxs7L0vhZ4', 'Scxs7L0vhZ4'],
    ['https://www.youtube.com/watch?feature=share&v=Scxs7L0vhZ4&t=10', 'Scxs7L0vhZ4'],
    ['https://youtu.be/Scxs7L0vhZ4?si=abc', 'Scxs7L0vhZ4'],
    ['https://www.youtube.com/embed/Scxs7L0vhZ4', 'Scxs7L0vhZ4'],
    ['https://www.youtube.com/shorts/a_b-C1d2E3f', 'a_b-C1d2E3f'],
  ])('%s → %s', (url, id) => {
    expect(extractVideoId(url)).toBe(id);
    expect(id).toHaveLength(VIDEO_ID_LENGTH);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=Scxs7L0vhZ4xx',
    'https://vimeo.com/watch?v=Scxs7L0vhZ4',
    '',
    null,
    undefined,
  ])('no id in %p', (url) => {
    expect(extractVideoId(url)).toBeNull();
  });
});

describe('toEmbedUrl', () => {
  it('converts a watch link to a privacy-enhanced embed link', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=Scxs7L0vhZ4')).toBe(
      'https://www.youtube-nocookie.com/embed/Scxs7L0vhZ4',
    );
    expect(toEmbedUrl('https://youtu.be/Scxs7L0vhZ4')).toBe(
      'https://www.youtube-nocookie.com/embed/Scxs7L0vhZ4',
    );
  });
  it('embeds no other host: a safe http(s) link becomes a plain link', () => {
    expect(toEmbedUrl('https://player.vimeo.com/video/1')).toBeNull();
    expect(videoLink('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    expect(videoLink('https://youtu.be/Scxs7L0vhZ4')).toBeNull();
    expect(videoLink('javascript:alert(1)')).toBeNull();
  });
  it('refuses unsafe or blank links', () => {
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(toEmbedUrl('/relative/video')).toBeNull();
    expect(toEmbedUrl('  ')).toBeNull();
    expect(toEmbedUrl(null)).toBeNull();
  });
});
