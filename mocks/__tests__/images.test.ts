import { pictureKind, svgFor } from '../images';

describe('the mock pictures that stay SVG over HTTP (logo, social icons)', () => {
  it('draw their letters as strokes, not text: an SVG image with text is a font lookup on the page', () => {
    expect(pictureKind('settings/logo.png')).toBe('logo');
    const logo = svgFor('settings/logo.png');
    expect(logo).toContain('aria-label="ViVu Travel"');
    expect(logo).not.toMatch(/<text|font-family/);
    // One stroked path per letter of "ViVu Travel" (the space draws nothing).
    expect(logo.match(/<path transform=/g)).toHaveLength(10);
    for (const icon of ['facebook', 'instagram', 'tiktok', 'youtube', 'zalo']) {
      const badge = svgFor(`social/${icon}.svg`);
      expect(badge).not.toMatch(/<text|font-family/);
      expect(badge.match(/<path transform=/g)).toHaveLength(1);
    }
  });

  it('leave out an initial they have no shape for (the alt text names the picture)', () => {
    const badge = svgFor('social/linkedin.svg');
    expect(badge).toContain('aria-label="Linkedin"');
    expect(badge).not.toMatch(/<path|<text/);
  });
});
