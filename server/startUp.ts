/**
 * What every page's HTML carries for its start-up: the first paint's hold until the footer is parsed, the one inline
 * script that loads the page's scripts after the first paint, and the `load` event's hold (server/app.ts puts them
 * in the template). Measurements behind each: docs/performance.md.
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

/** What the start-up loader asks for while it waits for the first paint, so that the `load` event waits too. */
export const LOAD_HOLD_PATH = '/load-hold.js';
/** How long the server takes to answer it: longer than a fast device takes from parsing to painting. */
export const LOAD_HOLD_MS = 150;

/**
 * The page's start-up scripts are asked for once the page has been painted, in their order (`async = false` runs
 * inserted scripts in the order they were inserted, as `defer` does), not as soon as the browser's preload scanner
 * meets them.
 *
 * - Not before the HTML is parsed (DOMContentLoaded): on a phone's few cores, V8 parses and compiles some 600 KB of
 *   script on background threads as it streams in; started with the HTML, that work took the CPU from the first
 *   style and layout, which then took 90-150 ms instead of about 20 at full speed on the project's 2-core machine.
 *   Lighthouse on the tour page, medians of 6 side by side: LCP 2.4 -> 1.5 s, TBT 189 -> 67 ms.
 * - Not before the page's largest paint either: the first frame is presented some 50-100 ms after its commit, and
 *   scripts that arrived in that gap ran first, so the frame waited for them (and Lighthouse counts every script
 *   run before the largest paint as needed for it: the tour page's LCP was 2.2-2.6 s in about half the runs). The
 *   loader waits for the paint of the page's hero image (the one `fetchpriority="high"` image, when there is one)
 *   as the browser reports it (largest-contentful-paint; first-contentful-paint where that is not reported), at
 *   most 300 ms after the first paint and 2 s after parsing; a page that is hidden (nothing is painted) or a browser
 *   that reports no paint starts at once. Tour page, 8 runs side by side: LCP 1.4-2.5 -> 1.25-1.52 s.
 * - The `load` event still waits for hydration (src/start/nextTask.ts): while the loader waits, a request the
 *   server answers after LOAD_HOLD_MS holds it (asked again while nothing has been painted), and the scripts hold
 *   it once inserted. It ends after the paint on a fast device, so it is not among what the paint needed; a hidden
 *   frame kept open (document.open()) held it too but cost 10-18 ms of main thread to make, and a cached file asked
 *   for again and again hundreds of requests and tasks.
 *
 * Until React listens (`hydrateRoot` has marked #root as its container), a tap on one of the page's buttons
 * (`type="button"`: no action of the browser's own, unlike links and form submits) is held, and replayed once it
 * does (checked every 50 ms while a tap waits; React then hydrates what was tapped first): nothing tapped while the
 * scripts arrive is lost, and no byte of it is in the budgeted bundles. A form submitted then is held too, and
 * submitted again once React listens (forms are `method="post"`: without scripts at all, what was typed goes in
 * a POST body the server drops, never into a URL).
 *
 * Once the page has loaded (after React has started), it puts the page's third-party frames into their boxes
 * (src/components/DeferredFrame.tsx: a frame in the first HTML held the first paint back), and from then on into
 * the boxes React renders (a client-side navigation), as they come. Exported for tests.
 */
export function startUpLoader(files: readonly string[]): string {
  return (
    '!function(){var d=document,r=d.getElementById("root"),h=[],' +
    'on=function(){return!r||Object.keys(r).some(function(x){return x.indexOf("__reactContainer")===0})},' +
    'go=function(){on()?h.splice(0).forEach(function(b){b.isConnected&&(b.requestSubmit?b.requestSubmit():b.click())}):setTimeout(go,50)};' +
    'd.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button");' +
    'b&&b.type==="button"&&!on()&&h.push(b)===1&&setTimeout(go,50)},!0);' +
    // A form sent before React listens is held the same way (it is sent again, by React, once it does).
    'd.addEventListener("submit",function(e){on()||(e.preventDefault(),h.push(e.target)===1&&setTimeout(go,50))},!0);' +
    // Start-up: i is the hero image, p whether a frame was presented, n whether the scripts were inserted.
    'd.addEventListener("DOMContentLoaded",function(){var p=0,n=0,i=d.querySelector("img[fetchpriority=high]"),' +
    `P=window.PerformanceObserver,T=P&&P.supportedEntryTypes||[],run=function(){if(n)return;n=1;${scriptJson(files)}` +
    '.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=!1;d.head.appendChild(s)})},' +
    // The hero is shown (or will never be): start once a frame has been presented.
    'shown=function(){i=0;p&&run()},' +
    'seen=function(){p||(p=1,setTimeout(run,300));i||run()},' +
    'watch=function(t,f){new P(function(l){l.getEntries().forEach(f)}).observe({type:t,buffered:!0})};' +
    'if(d.visibilityState!=="visible"||T.indexOf("paint")===-1)return run();' +
    `var hold=function(){if(n)return;var s=d.createElement("script");s.src="${LOAD_HOLD_PATH}";` +
    's.onload=s.onerror=function(){s.remove();hold()};d.head.appendChild(s)};hold();' +
    'setTimeout(run,2e3);d.addEventListener("visibilitychange",run);' +
    'i&&(i.complete&&!i.naturalWidth?i=0:i.addEventListener("error",shown));' +
    'T.indexOf("largest-contentful-paint")===-1' +
    // Without the largest paint's report: the first paint, and the frame after the hero has loaded.
    '?(i&&!i.complete&&i.addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(shown)})}),' +
    'i&&i.complete&&(i=0),watch("paint",seen))' +
    ':watch("largest-contentful-paint",function(e){i&&(e.element===i||e.url&&e.url===i.currentSrc)&&(i=0);seen()})});' +
    'addEventListener("load",function(){var put=function(){d.querySelectorAll("[data-frame]:empty").forEach(function(b){' +
    'var f=d.createElement("iframe"),a=JSON.parse(b.getAttribute("data-frame"));for(var k in a)f.setAttribute(k,a[k]);' +
    'f.style.cssText="position:absolute;inset:0;width:100%;height:100%;border:0";b.appendChild(f)})};' +
    'put();new MutationObserver(put).observe(d.body,{childList:!0,subtree:!0})})}()'
  );
}
