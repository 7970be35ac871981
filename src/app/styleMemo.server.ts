/**
 * The server's style classes, computed once per look (server bundle only; src/entry-server.tsx installs it).
 *
 * styled-components works out every styled element's class on every render: it calls the component's style
 * functions with the element's props (MUI's: the theme, `ownerState`, `sx`), turns the style objects they return
 * into CSS text and hashes that text into the class name. On a tour page that is some 540 elements and about a third
 * of an uncached render (docs/performance.md), although a site has only a few thousand distinct looks and the same
 * props always give the same class.
 *
 * So each component's class is kept for the props that decide it: every prop but `children` (and the `className`
 * styled-components fills in itself), written out as text, with the theme. A later element with the same props gets
 * the class at once, and the rules are added to its render's sheet when that sheet does not have them yet, so every
 * page still carries exactly the classes it uses. Anything whose look a text cannot capture is worked out as before
 * and not kept: a function inside `sx` (it may read anything), objects other than plain ones and arrays (dates,
 * instances), keyframes (their own rules would be left out of the sheet), props too long or too deep, and
 * components built on another styled component. The class names are the ones styled-components computes (it
 * computes them the first time), so the browser's hydration finds the same classes.
 */
import { LRUCache } from 'lru-cache';

/** What the memo (and the kept fragments, ./keptFragments.server.ts) use of a render's style sheet. */
export interface Sheet {
  hasNameForId(id: string, name: string): boolean;
  insertRules(id: string, name: string, rules: string[] | string): void;
}
type Stylis = ((css: string, selector?: string, prefix?: string, componentId?: string) => string[]) & {
  hash?: string;
};
interface ComponentStyle {
  componentId: string;
  baseStyle?: unknown;
  generateAndInjectStyles(context: Record<string, unknown>, sheet: Sheet, stylis: Stylis): string;
}

/** Looks kept per component, the least recently used dropped first past this many (a component's looks are few). */
const MAX_LOOKS = 500;
/** Props longer than this as text are not kept (free text in a prop: each value its own look). */
const MAX_KEY_CHARS = 2_000;
const MAX_DEPTH = 6;
/**
 * Props that never decide a look: content and the element's attributes (links, ids, labels, text alternatives),
 * which MUI copies into `ownerState` too. No style function of the site or of MUI reads them.
 */
const SKIPPED = new Set([
  'children',
  'className',
  'theme',
  'ref',
  'href',
  'to',
  'id',
  'src',
  'srcSet',
  'alt',
  'title',
  'role',
  'tabIndex',
  'name',
  'rel',
  'target',
  'htmlFor',
  'dateTime',
  'lang',
  'loading',
  'decoding',
  // MUI's per-component settings that go to the markup, not to the styles (class names, the element per variant,
  // the parts' components and their props, inline style).
  'classes',
  'variantMapping',
  'slots',
  'slotProps',
  'style',
]);
const isAttribute = (key: string) => SKIPPED.has(key) || key.startsWith('aria-') || key.startsWith('data-');

/**
 * The props as text (`null`: a look text cannot capture). Functions outside `sx` (event handlers) count as present.
 * `outer`: the props an object sits in (MUI's `ownerState` repeats its component's props, `sx` among them, which
 * the element's props carry too): an entry that is the very same value as the outer prop of its name is written as
 * `name:=;`, which no other text can be, instead of twice (about a third of a tour page's key text).
 */
export function lookKey(
  value: unknown,
  depth = 0,
  inSx = false,
  outer?: Record<string, unknown>,
): string | null {
  if (value === null) return 'n';
  switch (typeof value) {
    case 'string':
      // Its length first: no text can run into the next part.
      return `${value.length}'${value}`;
    case 'number':
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'u';
    case 'function':
      return inSx ? null : 'f';
    case 'object':
      break;
    default:
      return null;
  }
  if (depth >= MAX_DEPTH) return null;
  if ('$$typeof' in (value as object)) return 'e';
  if (Array.isArray(value)) {
    let text = '[';
    for (const item of value) {
      const part = lookKey(item, depth + 1, inSx);
      if (part === null) return null;
      text += `${part},`;
    }
    return `${text}]`;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null;
  const props = value as Record<string, unknown>;
  let text = '{';
  for (const key in props) {
    if (isAttribute(key)) continue;
    const entry = props[key];
    if (outer !== undefined && typeof entry === 'object' && entry !== null && outer[key] === entry) {
      text += `${key}:=;`;
      continue;
    }
    const part = lookKey(entry, depth + 1, inSx || key === 'sx', key === 'ownerState' ? props : undefined);
    if (part === null) return null;
    text += `${key}:${part};`;
    if (text.length > MAX_KEY_CHARS) return null;
  }
  return `${text}}`;
}

/**
 * The theme's number: MUI's theme provider hands styled-components a new shallow copy of the site's theme on each
 * render (its nested parts are the same objects), so a theme with the same parts as one seen before has its number.
 */
const themeIds = new WeakMap<object, number>();
const knownThemes: Record<string, unknown>[] = [];
const MAX_THEMES = 16;
function sameParts(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key]);
}
function themeId(theme: unknown): number | null {
  if (!theme || typeof theme !== 'object') return 0;
  const seen = themeIds.get(theme);
  if (seen !== undefined) return seen;
  let index = knownThemes.findIndex((known) => sameParts(known, theme as Record<string, unknown>));
  if (index < 0) {
    if (knownThemes.length >= MAX_THEMES) return null;
    knownThemes.push(theme as Record<string, unknown>);
    index = knownThemes.length - 1;
  }
  themeIds.set(theme, index + 1);
  return index + 1;
}

/** A kept look: its class and the class's compiled rules. */
interface Look {
  name: string;
  rules: string[];
}

/** A class a part of the page used: its component, its name and its compiled rules. */
export interface NotedClass {
  componentId: string;
  name: string;
  rules: string[];
}

/**
 * The classes a part of the page uses while it renders (src/app/keptFragments.server.ts): every styled element
 * rendered between `noteStyles()` and `stopNoting()` adds its class; `complete` turns false when one of them has
 * a look the memo cannot keep (its rules are then not known for sure), so the part is not kept.
 */
export interface StyleNotes {
  classes: Map<string, NotedClass>;
  componentIds: Set<string>;
  complete: boolean;
}

/** Every styled component id a render has used in this process (a class token that is one is a styled element's). */
export const seenComponentIds = new Set<string>();
let activeNotes: StyleNotes | null = null;

/** Starts noting the classes used from now on (one part at a time: a render renders a part in one go). */
export function noteStyles(): StyleNotes {
  activeNotes = { classes: new Map(), componentIds: new Set(), complete: true };
  return activeNotes;
}

export function stopNoting(notes: StyleNotes): void {
  if (activeNotes === notes) activeNotes = null;
}

function note(componentId: string, name: string, rules: string[]): void {
  if (!activeNotes) return;
  activeNotes.componentIds.add(componentId);
  if (name) activeNotes.classes.set(`${componentId} ${name}`, { componentId, name, rules });
}

let installed = false;
let memoActive = false;

/** Whether the memo is in place (and so notes the classes parts use): no kept fragment without it. */
export function styleMemoActive(): boolean {
  return memoActive;
}

/**
 * Keeps every plain styled component's class per props, for this process (idempotent). `sample`: any styled
 * component of the site, to reach styled-components' class through (a new one would take a style group of its own
 * and shift the numbers of the page's groups).
 */
export function installStyleMemo(sample: unknown): void {
  if (installed) return;
  installed = true;
  const style = (sample as { componentStyle?: ComponentStyle } | null)?.componentStyle;
  const proto = style ? (Object.getPrototypeOf(style) as ComponentStyle) : undefined;
  const original = proto?.generateAndInjectStyles;
  if (!proto || typeof original !== 'function') return;
  memoActive = true;
  /**
   * Per component: its looks (props → class and the class's compiled rules, one lookup an element), and each
   * class's rules by name (several looks can share one class).
   */
  const looks = new WeakMap<
    ComponentStyle,
    { classes: LRUCache<string, Look>; rules: LRUCache<string, string[]> }
  >();

  /** A look worked out as before and not kept: a part noting its classes cannot know this one's rules. */
  const unkept = (style: ComponentStyle, ...args: Parameters<ComponentStyle['generateAndInjectStyles']>) => {
    if (activeNotes) activeNotes.complete = false;
    return original.apply(style, args);
  };

  proto.generateAndInjectStyles = function (this: ComponentStyle, context, sheet, stylis) {
    seenComponentIds.add(this.componentId);
    if (this.baseStyle) return unkept(this, context, sheet, stylis);
    const theme = themeId(context.theme);
    const props = theme === null ? null : lookKey(context);
    if (props === null) return unkept(this, context, sheet, stylis);
    const key = `${stylis.hash ?? ''}\0${theme}\0${props}`;
    let kept = looks.get(this);
    if (!kept) {
      kept = { classes: new LRUCache({ max: MAX_LOOKS }), rules: new LRUCache({ max: MAX_LOOKS }) };
      looks.set(this, kept);
    }
    const look = kept.classes.get(key);
    if (look !== undefined) {
      if (look.name && !sheet.hasNameForId(this.componentId, look.name))
        sheet.insertRules(this.componentId, look.name, look.rules);
      note(this.componentId, look.name, look.rules);
      return look.name;
    }
    // Worked out as before, with the compiled rules noted (none when the sheet had the class already).
    let noted: string[] | null = null;
    const noting: Stylis = Object.assign(
      (css: string, selector?: string, prefix?: string, componentId?: string) =>
        (noted = stylis(css, selector, prefix, componentId)),
      { hash: stylis.hash },
    );
    const computed = original.call(this, context, sheet, noting);
    // No class (a component without styles) has no rules to note.
    const rules = (noted as string[] | null) ?? kept.rules.get(computed) ?? (computed ? null : []);
    if (!rules || rules.some((rule) => rule.includes('animation'))) {
      if (activeNotes) activeNotes.complete = false;
      return computed;
    }
    if (computed && !kept.rules.has(computed)) kept.rules.set(computed, rules);
    kept.classes.set(key, { name: computed, rules });
    note(this.componentId, computed, rules);
    return computed;
  };
}
