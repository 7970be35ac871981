/**
 * The home page's stored copy of the media sections (`media_sections_{lang}`, spec part 1 §2): written as
 * `{ version, data }` and read back only when every section it holds has the contract's shape. A copy of another
 * version, of the wrong shape or not JSON at all is dropped (the fresh answer then replaces it), so a bad copy can
 * never break the page.
 */
import type { MediaSections } from '@/api';

export const MEDIA_SECTIONS_COPY_VERSION = 1;

type Check = (value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString: Check = (v) => v === undefined || v === null || typeof v === 'string';
const isString: Check = (v) => typeof v === 'string';
const button: Check = (v) =>
  v === undefined || v === null || (isObject(v) && isString(v.text) && isString(v.link));
const listOf =
  (item: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(item);
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isObject(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

const SECTION_CHECKS: Record<keyof MediaSections, Check> = {
  about_1: listOf(shape({ title: isString, texts: listOf(isString) })),
  about_2: listOf(
    shape({
      title: optionalString,
      subtitle: optionalString,
      content: optionalString,
      button,
      image: optionalString,
    }),
  ),
  about_3: listOf(
    shape({
      image: optionalString,
      video: optionalString,
      achievements: (v) =>
        v === undefined ||
        listOf(shape({ image: optionalString, title: isString, description: optionalString }))(v),
    }),
  ),
  about_4: listOf(shape({ title: optionalString, content: optionalString, button, image: optionalString })),
};

/** True when `value` has the contract's MediaSections shape (absent sections allowed). */
export function isMediaSections(value: unknown): value is MediaSections {
  return (
    isObject(value) &&
    (Object.keys(SECTION_CHECKS) as (keyof MediaSections)[]).every(
      (key) => value[key] === undefined || SECTION_CHECKS[key](value[key]),
    )
  );
}

/** The text to store for a fresh answer. */
export function serializeMediaSectionsCopy(sections: MediaSections): string {
  return JSON.stringify({ version: MEDIA_SECTIONS_COPY_VERSION, data: sections });
}

/** The stored copy when it is usable, else undefined (the caller then removes it). */
export function parseMediaSectionsCopy(raw: string | null): MediaSections | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value) || value.version !== MEDIA_SECTIONS_COPY_VERSION) return undefined;
    return isMediaSections(value.data) ? value.data : undefined;
  } catch {
    return undefined;
  }
}
