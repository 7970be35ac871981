/**
 * The i18next instance as react-i18next's hooks see it (AppProviders hands this to I18nextProvider).
 *
 * react-i18next 17 gives each `useTranslation` a wrapper of the instance when the hook first mounts: a new object
 * with a copy of every own property of what the provider holds. An i18next instance has 42 (i18next binds each of
 * its methods onto the instance), so each mount cost about 50 µs: some 5 ms of every server render and more than
 * that of the browser's hydration, for a page with a hundred translated components. react-i18next 18 reads through
 * a Proxy instead, but it needs Node 22 (and i18next 27).
 *
 * The view is an object whose prototype is the instance: it has one own property, so the hook's copy is cheap, and
 * everything else (language, t, getFixedT, options, events) is read from the instance itself, always current.
 * The one property react-i18next writes (`reportNamespaces`, the namespaces a render used: what the server embeds
 * in the page) is forwarded to the instance, so a write never stays on the view or on a hook's copy of it.
 *
 * The view also remembers which namespaces are loaded. Every `useTranslation` asks `hasLoadedNamespace` each time
 * React reads its snapshot (on render and again in the commit): i18next looks the bundle up through its path
 * resolution each time, some 3–4 ms of a tour page's hydration at full speed on this machine. A bundle, once there,
 * stays (the site never removes one), so the view answers `true` for a language and namespace it has seen loaded.
 */
import type { i18n as I18n } from 'i18next';

const views = new WeakMap<I18n, I18n>();

export function i18nView(instance: I18n): I18n {
  let view = views.get(instance);
  if (!view) {
    view = Object.create(instance, {
      reportNamespaces: {
        get: () => instance.reportNamespaces,
        set: (value: I18n['reportNamespaces']) => {
          instance.reportNamespaces = value;
        },
        enumerable: true,
        configurable: true,
      },
      hasLoadedNamespace: { value: rememberLoaded(instance), configurable: true },
    }) as I18n;
    views.set(instance, view);
  }
  return view;
}

/** `hasLoadedNamespace`, remembering each language and namespace found loaded (with its bundle in the store). */
function rememberLoaded(instance: I18n): I18n['hasLoadedNamespace'] {
  const loaded = new Set<string>();
  return (ns, options) => {
    const lng = options?.lng || instance.resolvedLanguage || instance.languages?.[0];
    if (typeof lng !== 'string' || typeof ns !== 'string') return instance.hasLoadedNamespace(ns, options);
    const key = `${lng}|${ns}`;
    if (loaded.has(key)) return true;
    const answer = instance.hasLoadedNamespace(ns, options);
    if (answer && instance.hasResourceBundle(lng, ns)) loaded.add(key);
    return answer;
  };
}
