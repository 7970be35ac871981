/**
 * The home page's stored copy of the media sections (`media_sections_{lang}`, spec part 1 §2): written as
 * `{ version, data }`. Reading it back has two steps: this module unwraps a copy of the current version (anything
 * else — another version, no version, not JSON — is dropped), and the caller checks the data against the contract's
 * generated schema (`conformsTo('MediaSections', …)`, src/api/contract.ts) before showing it. A bad copy can never
 * break the page: the fresh answer then replaces it.
 */
import type { MediaSections } from '@/contract/types';

export const MEDIA_SECTIONS_COPY_VERSION = 1;

/** The contract definition the stored data must conform to. */
export const MEDIA_SECTIONS_DEFINITION = 'MediaSections';

/** The text to store for a fresh answer. */
export function serializeMediaSectionsCopy(sections: MediaSections): string {
  return JSON.stringify({ version: MEDIA_SECTIONS_COPY_VERSION, data: sections });
}

/**
 * The data of a stored copy of the current version, not yet checked against the contract; undefined when there is
 * none or it cannot be used (the caller then removes it).
 */
export function unwrapMediaSectionsCopy(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const copy = value as { version?: unknown; data?: unknown };
    return copy.version === MEDIA_SECTIONS_COPY_VERSION ? copy.data : undefined;
  } catch {
    return undefined;
  }
}
