/**
 * What every page's HTML carries for its start-up: the first paint's hold until the footer is parsed, and the one
 * inline script that holds early taps, loads the page's scripts after the largest paint and puts the third-party
 * frames in once React has hydrated (server/app.ts puts them in the template). The measurements behind each:
 * docs/start-up.md.
 */

/** JSON that can sit inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The first paint waits until the parser has reached the footer (blocking="render", Chromium 124+; other browsers
 * ignore it): everything above it is whole in that paint. When the HTML arrived in pieces (the compressor's 16 KB),
 * or the parser paused on a slow phone, a frame painted in between showed part of a row of controls (the header's,
 * the tour's actions), and the rest of the row then moved them (layout shifts of 0.001-0.013 in about one load in
 * ten at 4x CPU). Parsing the page up to its footer is a few milliseconds more at full speed.
 */
export const RENDER_AFTER_CONTENT = '<link rel="expect" href="#site-footer" blocking="render">'; // FOOTER_ID

/**
 * The page's start-up module (src/start/inline/startUp.ts), minified by the build (webpack/startUpScript.ts): a script
 * that declares `startUp(files)`. What it does and why: docs/start-up.md.
 */
declare const __START_UP_SOURCE__: string;

/**
 * The page's inline start-up: the module, called with the page's start-up scripts (webpack's runtime, the shared
 * files, the entry), in their order. Exported for tests.
 */
export function startUpLoader(files: readonly string[]): string {
  return `!function(){${__START_UP_SOURCE__}startUp(${scriptJson(files)})}()`;
}
