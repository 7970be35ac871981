/**
 * The server's styles taken over as they are, instead of styled-components' own rehydration.
 *
 * styled-components rehydrates a server-rendered page by reading the text of its `<style data-styled>` tag, inserting
 * every rule again, one `insertRule` at a time, into a new tag of its own, and removing the server's tag. On a tour page
 * that is some 400 rules: about 25–40 ms of one task at full speed on this machine (several times that on a phone),
 * then a style recalculation of the whole document, because the sheet it replaced was a different one with the same
 * rules (docs/performance.md, "The server's styles, taken over").
 *
 * The browser has already parsed the server's tag into a style sheet, and styled-components only needs to know, per
 * component, which class names the page holds and how many rules each component has in the sheet (to insert a new
 * class's rules next to its component's and to remove a global style's). So the server names its tag
 * `data-styled-server` (not found by styled-components' start-up), and this module, run right after styled-components
 * is evaluated and before any styled component is defined (src/start/styles.ts):
 *
 * 1. reads the server's CSS text as styled-components does: each component's rules are followed by a marker rule
 *    (`data-styled.g12[id="componentId"]{content:"name1,name2,"}`, matching no element), and finds each marker in
 *    the browser's sheet (which has dropped the rules it cannot parse);
 * 2. registers the components in that order (so their groups keep the server's order) and their names;
 * 3. makes the server's tag the sheet's tag, with each group's size the rules the browser actually holds for it
 *    (its marker counted, so removing a group removes its marker too).
 *
 * When anything does not add up (a component already registered out of order, a sheet that cannot be read), nothing
 * has been changed yet: styled-components rehydrates the tag as before. The page looks the same either way; only the start-up's cost differs.
 */
import { __PRIVATE__ } from 'styled-components';
import { SERVER_STYLES_ATTR } from '@/lib/serverStyles';

type Internals = typeof __PRIVATE__;
type Tag = ReturnType<Internals['mainSheet']['getTag']>['tag'];

/** styled-components' separator between rules, and its marker after each component's rules. */
const SPLITTER = '/*!sc*/\n';
const MARKER = /^(data-styled\.g\d+\[id="([\w-]+)"\])\{content:"([^"]*)"\}$/;

interface Group {
  id: string;
  names: string[];
  /** The marker's selector. */
  marker: string;
  /** The component's rules in the text, its marker included. */
  size: number;
}

/** Each component's rules in the server's CSS text, in order, or null when the text is not as styled-components writes it. */
export function readGroups(css: string): Group[] | null {
  const groups: Group[] = [];
  let size = 0;
  for (const part of css.split(SPLITTER)) {
    const rule = part.trim();
    if (!rule) continue;
    size += 1;
    if (!rule.startsWith('data-styled.g')) continue;
    const marker = MARKER.exec(rule);
    if (!marker) return null;
    groups.push({ marker: marker[1], id: marker[2], names: marker[3].split(',').filter(Boolean), size });
    size = 0;
  }
  // Rules after the last marker belong to no component: not a sheet styled-components wrote.
  return size === 0 ? groups : null;
}

/**
 * Each group's size in the browser's sheet, or null when the sheet does not match the text. The browser drops a rule
 * it cannot parse (Chromium and WebKit drop MUI's `::-moz-focus-inner`), so a group may hold fewer rules than its text;
 * its marker, always kept, says where it ends. Only markers are read (one rule per component, and the few before a
 * marker where rules were dropped): serialising every rule's selector would cost about what it saves.
 */
export function sizesInSheet(groups: Group[], rules: CSSRuleList): number[] | null {
  const sizes: number[] = [];
  let start = 0;
  for (const group of groups) {
    let at = Math.min(start + group.size, rules.length) - 1;
    while (at >= start && (rules[at] as CSSStyleRule).selectorText !== group.marker) at -= 1;
    if (at < start) return null;
    sizes.push(at - start + 1);
    start = at + 1;
  }
  return start === rules.length ? sizes : null;
}

/** A Tag on an existing style sheet (styled-components' CSSOM tag, on the server's element). */
function sheetTag(sheet: CSSStyleSheet): Tag {
  return {
    length: sheet.cssRules.length,
    insertRule(index, rule) {
      try {
        sheet.insertRule(rule, index);
        this.length += 1;
        return true;
      } catch {
        // An invalid rule is skipped, as styled-components' own tag skips it.
        return false;
      }
    },
    deleteRule(index) {
      sheet.deleteRule(index);
      this.length -= 1;
    },
    getRule: (index) => sheet.cssRules[index]!.cssText,
  };
}

/**
 * Takes over the server's style tag, if the page has one. Returns how: 'adopted', 'rehydrated' (styled-components'
 * own way, when the sheet could not be taken over) or 'none' (no server styles: a page rendered in the browser).
 */
export function adoptServerStyles(internals: Internals = __PRIVATE__): 'adopted' | 'rehydrated' | 'none' {
  const element = document.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTR}]`);
  if (!element) return 'none';
  const { mainSheet, StyleSheet } = internals;
  const sheet = element.sheet;
  const groups = readGroups(element.textContent ?? '');
  const sizes = sheet && groups && !mainSheet.names.size ? sizesInSheet(groups, sheet.cssRules) : null;
  // styled-components' grouped tag (its own class) on a text tag of a detached element (creating it touches neither
  // the document nor its style sheets), then on the server's sheet.
  const grouped = new StyleSheet({
    useCSSOMInjection: false,
    target: document.createElement('div'),
  }).getTag();
  // Registering keeps the server's order only if every group is new here (nothing defined before this module ran).
  const numbers = sizes ? groups!.map((group) => StyleSheet.registerId(group.id)) : [];
  if (
    !sheet ||
    !sizes ||
    numbers.some((n, i) => n <= (numbers[i - 1] ?? 0) || n >= grouped.groupSizes.length)
  ) {
    // styled-components' own rehydration then reads the tag (it has the server's `data-styled-version`).
    element.setAttribute('data-styled', '');
    mainSheet.rehydrate();
    return 'rehydrated';
  }
  grouped.tag = sheetTag(sheet);
  groups!.forEach((group, i) => {
    grouped.groupSizes[numbers[i]!] = sizes[i]!;
    for (const name of group.names) mainSheet.registerName(group.id, name);
  });
  mainSheet.tag = grouped;
  // Marked as styled-components marks its own tag: a sheet made later goes after it, and no rehydration reads it.
  element.removeAttribute(SERVER_STYLES_ATTR);
  element.setAttribute('data-styled', 'active');
  return 'adopted';
}
