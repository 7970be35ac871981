import {
  aboutIntroColumns,
  isExternalLink,
  showsBannerControls,
  youtubeEmbedUrl,
  youtubeVideoId,
} from './homeBanner';

describe('showsBannerControls', () => {
  it('only for more than one banner', () => {
    expect(showsBannerControls(0)).toBe(false);
    expect(showsBannerControls(1)).toBe(false);
    expect(showsBannerControls(2)).toBe(true);
  });
});

describe('youtube links', () => {
  it('reads the id from the usual link forms', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });
  it('refuses other sites and malformed ids', () => {
    expect(youtubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeVideoId(null)).toBeNull();
  });
  it('builds an embed URL with autoplay, mute, loop and playlist=id', () => {
    const url = new URL(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')!);
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('loop')).toBe('1');
    expect(url.searchParams.get('playlist')).toBe('dQw4w9WgXcQ');
    expect(youtubeEmbedUrl('nope')).toBeNull();
  });
});

describe('aboutIntroColumns', () => {
  it('4 columns for 4 or more items, otherwise 3', () => {
    expect(aboutIntroColumns(2)).toBe(3);
    expect(aboutIntroColumns(3)).toBe(3);
    expect(aboutIntroColumns(4)).toBe(4);
    expect(aboutIntroColumns(7)).toBe(4);
  });
});

describe('isExternalLink', () => {
  it('links starting with http open in a new tab', () => {
    expect(isExternalLink('https://blog.example.com')).toBe(true);
    expect(isExternalLink('HTTP://x.y')).toBe(true);
    expect(isExternalLink('/vi/who-we-are')).toBe(false);
    expect(isExternalLink(null)).toBe(false);
  });
});
