/**
 * The footer's id: the page's first paint waits until the parser reaches it (server/startUp.ts, RENDER_AFTER_CONTENT),
 * so everything above it is whole in that paint.
 */
export const FOOTER_ID = 'site-footer';
