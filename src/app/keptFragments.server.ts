/**
 * The server's kept fragments (src/components/KeptFragment.tsx): a part of the page that is the same on every page
 * made from the same inputs (the header's menu, the footer) is rendered once, and its HTML and style rules copied
 * into the next pages, for this process (server bundle only; src/entry-server.tsx makes a keeper per render pass).
 *
 * While a fragment renders, the style memo notes every class it uses with its rules (./styleMemo.server.ts). Once
 * the page's markup is complete (`finish`), the HTML between the fragment's two markers is kept with those classes,
 * and the markers are taken out; a later page that finds the fragment kept renders a single marker in its place,
 * adds the fragment's classes to its own sheet (in the order a render would) and gets the kept bytes at the marker.
 * The page a visitor gets is the same either way (a test compares them byte for byte).
 *
 * A fragment is kept only when all of this holds, else it is rendered on every page as before:
 * - every class it used has a look the memo keeps (no keyframes, no function in `sx`), and no class token in its
 *   HTML belongs to a styled component it did not note (a part of it that rendered later, after a suspension);
 * - it starts and ends with an element, and an element is on either side of it (React writes `<!-- -->` between
 *   two texts: a text next to a marker would lose it);
 * - it holds no Suspense boundary and no other fragment's marker.
 * Markers carry a random mark made when the process starts, which no content can spell.
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FragmentKeeper } from '@/components/fragmentKeeper';
import {
  noteStyles,
  seenComponentIds,
  stopNoting,
  styleMemoActive,
  type NotedClass,
  type Sheet,
  type StyleNotes,
} from './styleMemo.server';

interface Kept {
  html: Buffer;
  classes: NotedClass[];
}

/** About 10 KB a fragment: a few per language and content version. */
const kept = new LRUCache<string, Kept>({
  max: 200,
  maxSize: 8_000_000,
  sizeCalculation: (entry) => entry.html.length + 200 * entry.classes.length,
});

/** The process's mark in every marker: a marker in content (a service's HTML) cannot be taken for one. */
const MARK = randomBytes(9).toString('base64url');
const MARKER_START = Buffer.from(`<template data-kept="${MARK}-`);
const MARKER_END = Buffer.from('"></template>');

/** Copies of kept fragments pages have had (keptFragmentStats). */
let copies = 0;

const objectIds = new WeakMap<object, number>();
let nextObjectId = 1;

function inputKey(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return `s${value.length}:${value}`;
    case 'number':
    case 'boolean':
      return `${typeof value === 'number' ? 'n' : 'b'}${String(value)}`;
    case 'undefined':
      return 'u';
    case 'object': {
      if (value === null) return 'z';
      let id = objectIds.get(value);
      if (id === undefined) {
        id = nextObjectId++;
        objectIds.set(value, id);
      }
      return `o${id}`;
    }
    default:
      return null;
  }
}

/** Whether `html` can be copied into another page as it is (see the file's comment). */
function copyable(html: Buffer, notes: StyleNotes, before: number, after: number): boolean {
  const lt = 0x3c;
  const gt = 0x3e;
  if (!notes.complete || html.length === 0) return false;
  if (html[0] !== lt || html[html.length - 1] !== gt || html.subarray(0, 4).toString() === '<!--')
    return false;
  if (before !== gt || (after !== lt && after !== -1)) return false;
  const text = html.toString('latin1');
  if (text.includes('<!--$') || text.includes(`data-kept="${MARK}`)) return false;
  for (const match of text.matchAll(/ class="([^"]*)"/g)) {
    for (const token of match[1].split(' ')) {
      if (seenComponentIds.has(token) && !notes.componentIds.has(token)) return false;
    }
  }
  return true;
}

type Entry = { kind: 'kept'; html: Buffer } | { kind: 'rendering'; key: string; notes: StyleNotes };

export interface ServerFragmentKeeper extends FragmentKeeper {
  /** The page's markup with every marker replaced by its fragment or removed; fragments rendered now are kept. */
  finish(markup: Buffer): Buffer;
  /** This pass's fragments: copied from a kept render, or rendered (the server's metrics count them per page). */
  readonly fragments: { copied: number; rendered: number };
}

/** A keeper for one render pass, adding kept fragments' classes to `sheet` (the pass's style sheet). */
export function createFragmentKeeper(sheet: Sheet): ServerFragmentKeeper {
  const entries = new Map<string, Entry>();
  const fragments = { copied: 0, rendered: 0 };
  let count = 0;
  const marker = (entry: Entry) => {
    count += 1;
    const id = `${MARK}-${count}`;
    entries.set(id, entry);
    return id;
  };

  return {
    fragments,
    keyOf(id, inputs) {
      if (!styleMemoActive()) return null;
      let key = id;
      for (const input of inputs) {
        const part = inputKey(input);
        if (part === null) return null;
        key += `\0${part}`;
      }
      return key;
    },
    take(key) {
      const found = kept.get(key);
      if (!found) return null;
      for (const { componentId, name, rules } of found.classes)
        if (!sheet.hasNameForId(componentId, name)) sheet.insertRules(componentId, name, rules);
      copies += 1;
      fragments.copied += 1;
      return marker({ kind: 'kept', html: found.html });
    },
    begin(key) {
      fragments.rendered += 1;
      return marker({ kind: 'rendering', key, notes: noteStyles() });
    },
    end(id) {
      const entry = entries.get(id);
      if (entry?.kind === 'rendering') stopNoting(entry.notes);
      return `${id}-end`;
    },
    finish(markup) {
      if (entries.size === 0) return markup;
      const parts: Buffer[] = [];
      let from = 0;
      let open: { entry: Extract<Entry, { kind: 'rendering' }>; at: number; before: number } | null = null;
      for (let at = markup.indexOf(MARKER_START); at >= 0; at = markup.indexOf(MARKER_START, at + 1)) {
        const close = markup.indexOf(MARKER_END, at);
        if (close < 0) break;
        const name = markup.subarray(at + MARKER_START.length - MARK.length - 1, close).toString();
        const after = close + MARKER_END.length;
        parts.push(markup.subarray(from, at));
        from = after;
        const isEnd = name.endsWith('-end');
        const entry = entries.get(isEnd ? name.slice(0, -4) : name);
        if (!entry) continue;
        if (entry.kind === 'kept') parts.push(entry.html);
        else if (!isEnd) open = { entry, at: after, before: at > 0 ? markup[at - 1] : -1 };
        else if (open?.entry === entry) {
          const html = Buffer.from(markup.subarray(open.at, at));
          const next = after < markup.length ? markup[after] : -1;
          if (copyable(html, entry.notes, open.before, next))
            kept.set(entry.key, { html, classes: [...entry.notes.classes.values()] });
          open = null;
        }
      }
      parts.push(markup.subarray(from));
      return Buffer.concat(parts);
    },
  };
}

/** How many fragments are kept, and how many copies of them pages have had (what the tests check). */
export function keptFragmentStats(): { kept: number; copies: number } {
  return { kept: kept.size, copies };
}

/** Forgets every kept fragment (tests). */
export function forgetKeptFragments(): void {
  kept.clear();
}
