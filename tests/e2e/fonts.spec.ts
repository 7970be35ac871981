/**
 * Fonts at the first layout (the theme's `typography`): the browser looks up a font for each size and weight a page
 * lays out, so the key pages keep to the site's type scale, and plain buttons use the page's font, not the browser's
 * own (Arial on Linux), which would be one more family to find.
 */
import { expect, test } from './helpers';

const SCALE = [12, 14, 16, 18, 20, 24, 28, 32, 36, 48];

/** The font sizes, weights and families of the text the page lays out when it opens on a phone. */
async function fontsLaidOut(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const found = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      // Text inside a `content-visibility: auto` section off screen is not laid out yet; a modal's frame warmed while
      // idle (closed, `visibility: hidden`: the Filters dialog, the phone menu) is not the first screen's.
      if (
        !node.textContent?.trim() ||
        !element?.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })
      )
        continue;
      const style = getComputedStyle(element);
      found.set(
        `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
        node.textContent.trim().slice(0, 30),
      );
    }
    return [...found].map(([key, example]) => {
      const [size, weight, ...family] = key.split(' ');
      return { size: parseFloat(size), weight: Number(weight), family: family.join(' '), example };
    });
  });
}

const PAGES: Array<[string, number]> = [
  ['/vi', 10],
  ['/en/search', 7],
  ['/en/japan', 6],
  ['/en/detail-trip/ha-long-bay-discovery', 8],
];

for (const [path, most] of PAGES) {
  test(`${path}: the text on a phone's first screen keeps to the type scale and the page's font`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const fonts = await fontsLaidOut(page);
    const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const font of fonts) {
      expect(SCALE, `${font.size}px ("${font.example}")`).toContain(font.size);
      expect(font.family, `"${font.example}"`).toBe(body);
    }
    expect(fonts.length).toBeLessThanOrEqual(most);
  });
}
