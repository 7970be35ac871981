/** Server build of ./purify.ts: DOMPurify needs a DOM, which jsdom gives it outside the browser. */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

export function getPurifier(): DOMPurify | null {
  return purifier;
}

export function loadPurifier(): Promise<DOMPurify> {
  return Promise.resolve(purifier);
}
