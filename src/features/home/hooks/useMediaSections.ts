/**
 * Media sections (the about content) of a language: the copy kept in localStorage under
 * `media_sections_{lang}` is shown first when present; the content service is asked every time and a
 * successful answer replaces the stored copy. The copy carries a version and is validated
 * (`@/domain/content/mediaSectionsCopy`): a copy that fails is removed and never rendered, so it cannot break the page.
 * The copy is read only in the browser, after hydration (the server renders without it).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useGetMediaSectionsQuery, type MediaSections } from '@/api';
import type { Lang } from '@/domain/shared/language';
import {
  isMediaSections,
  parseMediaSectionsCopy,
  serializeMediaSectionsCopy,
} from '@/domain/content/mediaSectionsCopy';

export function mediaSectionsStorageKey(lang: Lang): string {
  return `media_sections_${lang}`;
}

/** Last parsed copy per key, so the snapshot stays the same object while the stored text does not change. */
const parsed = new Map<string, { raw: string | null; value: MediaSections | undefined }>();

function readStored(lang: Lang): MediaSections | undefined {
  const key = mediaSectionsStorageKey(lang);
  try {
    const raw = window.localStorage.getItem(key);
    const cached = parsed.get(key);
    if (cached && cached.raw === raw) return cached.value;
    const value = parseMediaSectionsCopy(raw);
    if (raw !== null && !value) window.localStorage.removeItem(key);
    parsed.set(key, { raw, value });
    return value;
  } catch {
    return undefined;
  }
}

const subscribe = () => () => {};

export interface MediaSectionsState {
  sections: MediaSections | undefined;
  /** True once the content service answered (or failed): a missing section is then really missing. */
  settled: boolean;
}

export function useMediaSections(lang: Lang): MediaSectionsState {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(lang),
    () => undefined,
  );
  const { data, isSuccess, isError } = useGetMediaSectionsQuery({ lang });
  const fresh = data?.success && isMediaSections(data.data) ? data.data : undefined;

  useEffect(() => {
    if (!fresh) return;
    try {
      window.localStorage.setItem(mediaSectionsStorageKey(lang), serializeMediaSectionsCopy(fresh));
    } catch {
      /* storage full or disabled: the page still works */
    }
  }, [fresh, lang]);

  return { sections: fresh ?? stored, settled: isSuccess || isError || !!stored };
}
