/**
 * The server's styles: styled-components' ServerStyleSheet collects what each render used (MUI's included), and
 * the CSS each class compiles to is kept between renders.
 *
 * Every render starts a new sheet, so styled-components compiled every class of the page again with stylis (parse,
 * prefix, serialise) for each visitor: about 5-6 ms of a tour page's uncached render (server CPU profile). The same
 * text always compiles to the same rules (the compiler, its plugins and the class name are fixed by `stylis.hash`
 * and the arguments), so the compiled rules are kept in the server's memory (api/serverMemo.ts, 'compiled-css'), and
 * each sheet still receives exactly the classes its render used. The browser compiles nothing at hydration (the
 * classes come with the page) and keeps nothing: there `remember` is null and the compiler is used as it is.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetContext, type IStyleSheetContext } from 'styled-components';
import { remember } from '@/api/serverMemo';
import { SERVER_STYLES_ATTR } from '@/lib/serverStyles';

type Stylis = IStyleSheetContext['stylis'];

const rememberingFor = new WeakMap<Stylis, Stylis>();

/** `stylis` with its results kept: the same rules (one shared array, never changed by styled-components) per input. */
export function rememberingStylis(stylis: Stylis): Stylis {
  if (!remember) return stylis;
  const keep = remember;
  let remembering = rememberingFor.get(stylis);
  if (!remembering) {
    const compile = (css: string, selector?: string, prefix?: string, componentId?: string): string[] =>
      keep(
        'compiled-css',
        `${stylis.hash}\0${selector ?? ''}\0${prefix ?? ''}\0${componentId ?? ''}\0${css}`,
        () => stylis(css, selector, prefix, componentId),
      );
    remembering = Object.assign(compile, { hash: stylis.hash });
    rememberingFor.set(stylis, remembering);
  }
  return remembering;
}

function RememberedStylis({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: rememberingStylis(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}

/** `sheet.collectStyles(tree)`, compiling each class's CSS once per server process. */
export function collectStyles(sheet: ServerStyleSheet, tree: ReactNode) {
  return sheet.collectStyles(<RememberedStylis>{tree}</RememberedStylis>);
}

/**
 * The sheet's style tag for the page, under the attribute the browser's start-up takes it over by
 * (start/adoptServerStyles.ts): styled-components' own rehydration would insert every rule again.
 */
export function serverStyleTags(sheet: ServerStyleSheet): string {
  const tags = sheet.getStyleTags();
  return tags.replace(' data-styled="true"', ` ${SERVER_STYLES_ATTR}="true"`);
}
