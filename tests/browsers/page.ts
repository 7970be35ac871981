/**
 * One way to drive a page in every engine: the journeys (journeys.ts) find elements by role and accessible name, as
 * a visitor reads the page, and act on them with the engine's own input (a native click, typed keys). Two drivers
 * implement it: puppeteer-core (Chromium over CDP, Firefox over WebDriver BiDi) and selenium-webdriver (WebKitGTK
 * over WebKitWebDriver).
 */

/** An element by role and accessible name, optionally inside another. */
export interface Query {
  role: string;
  name?: string | RegExp;
  within?: Query;
}

export interface Tab {
  /** Opens a path of the site and waits until React has hydrated it (`data-hydrated`). */
  open(path: string): Promise<void>;
  /** A native click on the element (waits until it is there and visible). */
  click(query: Query): Promise<void>;
  /** Clicks the field, then types into it. */
  type(query: Query, text: string): Promise<void>;
  /** Types into whatever has the focus. */
  keys(text: string): Promise<void>;
  /** Waits until the element is there and visible. */
  see(query: Query): Promise<void>;
  /** Waits until the page's script expression is true. */
  until(what: string, expression: string): Promise<void>;
  url(): Promise<string>;
  close(): Promise<void>;
}

export const STEP_TIMEOUT_MS = 15_000;

/** A query as JSON the page can read (a RegExp as source and flags). */
export function queryArg(query: Query): string {
  const plain = (q: Query): unknown => ({
    role: q.role,
    name:
      q.name instanceof RegExp
        ? { source: q.name.source, flags: q.name.flags }
        : q.name === undefined
          ? null
          : { exact: q.name },
    within: q.within ? plain(q.within) : null,
  });
  return JSON.stringify(plain(query));
}

export function describe(query: Query): string {
  return `${query.within ? `${describe(query.within)} > ` : ''}${query.role} "${String(query.name ?? '')}"`;
}

/**
 * Runs in the page: the first visible element matching the query (JSON from queryArg), or null. The roles the
 * journeys use, with their implicit elements; the name as the accessibility tree mostly computes it
 * (aria-labelledby, aria-label, a label, alt, the text).
 */
export const FIND_IN_PAGE = `
(function (json) {
  var ROLES = {
    button: 'button,[role=button],input[type=button],input[type=submit]',
    link: 'a[href],[role=link]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
    textbox: 'input:not([type]):not([role]),input[type=text]:not([role]),input[type=email],input[type=tel],textarea,[role=textbox]',
    combobox: '[role=combobox],select',
    option: '[role=option]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    dialog: '[role=dialog],dialog',
    article: 'article,[role=article]',
    group: '[role=group],fieldset',
    navigation: 'nav,[role=navigation]',
    complementary: 'aside,[role=complementary]',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    tab: '[role=tab]',
    img: 'img,[role=img]'
  };
  var text = function (s) { return (s || '').replace(/\\s+/g, ' ').trim(); };
  var nameOf = function (el) {
    var by = el.getAttribute('aria-labelledby');
    if (by) return text(by.split(/\\s+/).map(function (id) { var l = document.getElementById(id); return l ? l.textContent : ''; }).join(' '));
    var aria = el.getAttribute('aria-label');
    if (aria) return text(aria);
    if (el.labels && el.labels.length) return text([].map.call(el.labels, function (l) { return l.textContent; }).join(' '));
    if (el.tagName === 'IMG') return text(el.alt);
    return text(el.textContent);
  };
  var visible = function (el) {
    if (!el.getClientRects().length) return false;
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden' && !el.closest('[aria-hidden=true],[hidden],[inert]');
  };
  var matches = function (el, name) {
    if (!name) return true;
    var n = nameOf(el);
    return name.source !== undefined ? new RegExp(name.source, name.flags).test(n) : n === name.exact;
  };
  var find = function (q) {
    var scopes = q.within ? [find(q.within)] : [document];
    if (!scopes[0]) return null;
    var all = scopes[0].querySelectorAll(ROLES[q.role] || '[role=' + q.role + ']');
    for (var i = 0; i < all.length; i++) if (visible(all[i]) && matches(all[i], q.name)) return all[i];
    return null;
  };
  return find(JSON.parse(json));
})`;

/** Polls `attempt` until it gives a value (or the step's time is up). */
export async function poll<T>(
  what: string,
  attempt: () => Promise<T | null | undefined | false>,
): Promise<T> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const value = await attempt().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
