/**
 * Media sections (the about content) of a language: the copy kept in localStorage under
 * `media_sections_{lang}` is shown first when present; the content service is asked every time and a
 * successful answer replaces the stored copy. The copy carries a version and is checked against the contract's
 * generated schema (see useStoredCopy): a copy that fails is removed and never rendered, so it cannot break the page.
 * The copy is read only in the browser, after hydration (the server renders without it).
 */
import { useEffect, useState } from 'react';
import { useGetMediaSectionsQuery, type MediaSections } from '@/api';
import type { Lang } from '@/domain/shared/language';
import {
  MEDIA_SECTIONS_DEFINITION,
  serializeMediaSectionsCopy,
  unwrapMediaSectionsCopy,
} from '@/domain/content/mediaSectionsCopy';

export function mediaSectionsStorageKey(lang: Lang): string {
  return `media_sections_${lang}`;
}

function removeCopy(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage disabled: nothing to remove */
  }
}

/**
 * The stored copy of `lang`, read after hydration while no fresh answer is there (a page rendered with the answer
 * never loads the validator for it), and shown only when it conforms to the contract (its generated schema, in the
 * "contract" chunk the base query uses too). A copy that does not is removed.
 */
function useStoredCopy(lang: Lang, wanted: boolean): MediaSections | undefined {
  const [stored, setStored] = useState<{ lang: Lang; sections: MediaSections }>();
  useEffect(() => {
    if (!wanted) return undefined;
    const key = mediaSectionsStorageKey(lang);
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    const data = unwrapMediaSectionsCopy(raw);
    if (data === undefined) {
      removeCopy(key);
      return undefined;
    }
    let live = true;
    import(/* webpackChunkName: "contract" */ '@/api/contract')
      .then(({ conformsTo }) => {
        if (!live) return;
        if (conformsTo(MEDIA_SECTIONS_DEFINITION, data)) setStored({ lang, sections: data as MediaSections });
        else removeCopy(key);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang, wanted]);
  return stored?.lang === lang ? stored.sections : undefined;
}

export interface MediaSectionsState {
  sections: MediaSections | undefined;
  /** True once the content service answered (or failed): a missing section is then really missing. */
  settled: boolean;
}

export function useMediaSections(lang: Lang): MediaSectionsState {
  const { data, isSuccess, isError } = useGetMediaSectionsQuery({ lang });
  // The answer passed the contract in the base query; a refusal or failure is an error.
  const fresh = isError ? undefined : data?.data;
  const stored = useStoredCopy(lang, !fresh);

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
