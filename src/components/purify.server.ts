/** Server build of ./purify.ts: DOMPurify needs a DOM, which jsdom gives it outside the browser. */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

export const purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
