/**
 * A section menu's scroll to the section's scroll margin (under the sticky bar): `glideToElement`, whose code arrives
 * on first use (`preloadGlide`: the menu pressed or focused; else the click itself asks for it).
 *
 * A browser's own smooth `scrollIntoView` aims at where the section is when it starts, and the sections on the way
 * render only as they near the screen (DeferredSection's skipOffscreen), standing in with estimated heights: a
 * category page's first click on "FAQ" ended with its heading 1 600 px (desktop) to 5 200 px (phone) down the
 * screen. Should the glide's code not arrive, the browser's scroll still goes.
 */
const loadGlide = () => import(/* webpackChunkName: "section-glide" */ './glideToElement');

export const preloadGlide = (): void => void loadGlide().catch(() => undefined);

export function glideToSection(id: string): Promise<void> {
  const askedAt = window.scrollY;
  return loadGlide().then(
    ({ glideToElement }) => glideToElement(id, askedAt),
    () => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
  );
}
