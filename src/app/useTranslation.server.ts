/**
 * react-i18next's `useTranslation` in the server bundle (webpack/substitutions.ts, `serverUseTranslation`: it takes
 * the place of react-i18next's own module there; the browser keeps the library's hook).
 *
 * On the server every component renders once, against a per-request i18next instance that has every namespace of
 * both languages loaded (src/app/i18nServer.ts), so nothing the library's hook does for the browser applies: no
 * language change to subscribe to, no namespace to load or suspend for, no re-render. It still built all of that on
 * every mount (options spread, a store subscription, a fixed `t`, a copy of the instance): about a twentieth of an
 * uncached tour page's render (docs/performance.md). This hook gives the same answer (`[t, i18n, ready]` with the
 * same named fields) from one `t` per instance, language, namespaces and key prefix, and reports the namespaces it
 * used, which is what the server embeds in the page (usedResources).
 *
 * And a text is the same for every visitor when its options are (`t('itinerary.meals')`, `t('itinerary.day', { day:
 * 2 })`): its value is kept for the process (bounded), so the thousands of labels of a page are looked up once, not
 * resolved by i18next's translator (nesting, plurals, interpolation, post-processors) on every render. Options with
 * anything but short texts, numbers and yes/no in them go to the translator every time.
 */
import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';
import { LRUCache } from 'lru-cache';

interface UseTranslationOptions {
  i18n?: I18n;
  lng?: string;
  keyPrefix?: string;
  useSuspense?: boolean;
}

type Answer = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };

/** The namespaces a render used (react-i18next's ReportNamespaces: the same two methods). */
class UsedNamespaces {
  private readonly used = new Set<string>();
  addUsedNamespaces(namespaces: string | readonly string[]) {
    for (const ns of typeof namespaces === 'string' ? [namespaces] : namespaces) this.used.add(ns);
  }
  getUsedNamespaces(): string[] {
    return [...this.used];
  }
}

/** Texts the same for every render: language, namespace, prefix, key and simple options → text. */
const plainTexts = new LRUCache<string, { text: unknown }>({ max: 10_000 });

const answers = new WeakMap<I18n, Map<string, Answer>>();

/** Longest options text kept (a free text in the options, such as a review, is not worth keeping). */
const MAX_OPTIONS_CHARS = 200;

/**
 * Options of only texts, numbers and yes/no as text (`null`: not kept, e.g. objects, arrays, functions): the same
 * key and options give the same text in a language, whatever the page.
 */
function optionsText(options: unknown): string | null {
  if (!options || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype)
    return null;
  let text = '';
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    text += `\u0000${name}\u0000${type[0]}${String(value)}`;
    if (text.length > MAX_OPTIONS_CHARS) return null;
  }
  return text;
}

function keptPlainTexts(t: TFunction, prefix: string): TFunction {
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const kept = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1) return translate(key, ...rest);
    const options = rest.length ? optionsText(rest[0]) : '';
    if (options === null) return translate(key, ...rest);
    const id = `${prefix}${key}${options}`;
    const hit = plainTexts.get(id);
    if (hit) return hit.text;
    const text = translate(key, ...rest);
    plainTexts.set(id, { text });
    return text;
  };
  // i18next's own fields of a fixed t (lng, ns, keyPrefix) come along.
  return Object.assign(kept, t) as unknown as TFunction;
}

/** Notes the namespaces a render used (the instance's list, which the server reads after the render). */
function reportUsed(i18n: I18n, namespaces: readonly string[]) {
  if (!i18n.reportNamespaces) i18n.reportNamespaces = new UsedNamespaces();
  i18n.reportNamespaces.addUsedNamespaces(namespaces as string[]);
}

export function useTranslation(ns?: string | readonly string[], options: UseTranslationOptions = {}): Answer {
  const context = useContext(I18nContext);
  const i18n = options.i18n ?? context?.i18n ?? getI18n();
  const chosen =
    (ns ?? (context as { defaultNS?: string } | undefined)?.defaultNS ?? i18n.options.defaultNS) ||
    'translation';
  const namespaces: readonly string[] = typeof chosen === 'string' ? [chosen] : (chosen as readonly string[]);
  const lng = options.lng ?? i18n.language;
  const id = `${lng}\u0000${namespaces.join(',')}\u0000${options.keyPrefix ?? ''}`;
  let perInstance = answers.get(i18n);
  if (!perInstance) {
    perInstance = new Map();
    answers.set(i18n, perInstance);
  }
  let answer = perInstance.get(id);
  if (!answer) {
    reportUsed(i18n, namespaces);
    const fixed = i18n.getFixedT(lng, namespaces[0], options.keyPrefix);
    const t = keptPlainTexts(fixed, `${id}\u0000`);
    answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as Answer;
    perInstance.set(id, answer);
  }
  return answer;
}
