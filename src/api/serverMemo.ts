/**
 * Results the server would otherwise compute again for every visitor: checking the content service's answers
 * against the contract (./contract.ts), sanitising content HTML (components/SafeHtml.tsx) and compiling the page's style
 * classes (app/serverStyles.tsx). Each render of a page
 * asks the content service again once its micro-cache has expired and gets the answers every visitor gets; checking
 * and sanitising them cost about a fifth of a tour page's render.
 *
 * In the browser there is nothing to keep (it checks and sanitises only what it fetches or renders itself): null,
 * and the callers' branches drop out of the bundle. The server bundle replaces this module with
 * ./serverMemo.server.ts (webpack/substitutions.ts).
 */
export type Remember = <T>(space: MemoSpace, key: string, compute: () => T) => T;

/** What is kept, each in its own bounded space (the third: the CSS each style class compiles to, app/serverStyles.tsx). */
export type MemoSpace = 'contract' | 'sanitised-html' | 'compiled-css';

export const remember: Remember | null = null;
