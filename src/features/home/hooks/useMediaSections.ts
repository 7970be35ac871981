/**
 * Media sections (the about content) of a language: the copy kept in localStorage under
 * `media_sections_{lang}` is shown first when present (a corrupt copy is ignored); the content service is
 * asked every time and a successful answer replaces the stored copy.
 */
import { useEffect, useMemo } from 'react';
import { useGetMediaSectionsQuery, type MediaSections } from '@/api';
import type { Lang } from '@/domain/language';

export function mediaSectionsStorageKey(lang: Lang): string {
  return `media_sections_${lang}`;
}

function readStored(lang: Lang): MediaSections | undefined {
  try {
    const raw = window.localStorage.getItem(mediaSectionsStorageKey(lang));
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as MediaSections) : undefined;
  } catch {
    return undefined;
  }
}

export interface MediaSectionsState {
  sections: MediaSections | undefined;
  /** True once the content service answered (or failed): a missing section is then really missing. */
  settled: boolean;
}

export function useMediaSections(lang: Lang): MediaSectionsState {
  const stored = useMemo(() => readStored(lang), [lang]);
  const { data, isSuccess, isError } = useGetMediaSectionsQuery({ lang });
  const fresh = data?.success && data.data && typeof data.data === 'object' ? data.data : undefined;

  useEffect(() => {
    if (!fresh) return;
    try {
      window.localStorage.setItem(mediaSectionsStorageKey(lang), JSON.stringify(fresh));
    } catch {
      /* storage full or disabled: the page still works */
    }
  }, [fresh, lang]);

  return { sections: fresh ?? stored, settled: isSuccess || isError || !!stored };
}
