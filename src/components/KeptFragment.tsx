/**
 * A part of the page the server renders once and copies into each page made from the same inputs (the header's
 * menu, the footer: the same on every page of a language), instead of rendering it again for every uncached page.
 * The browser renders and hydrates it as any other part: the HTML is the same bytes the part renders to.
 *
 * `inputs`: everything the part is made from, besides the language's texts and the theme (the fragment's place in
 * the page is added by the keeper): the answers it shows (by identity) and any other value it reads. Null: render
 * it this time (an answer not there yet). The part must start and end with an element (not text), render nothing
 * that differs by URL, visitor or time, and keep no Suspense boundary inside; the server checks what it can of
 * this (src/app/keptFragments.server.ts) and renders the part every time otherwise. A test renders pages with and
 * without kept fragments and compares them byte for byte (src/app/keptFragments.server.test.tsx).
 *
 * The children always sit second of three places, in the browser too, so that React numbers the ids inside them
 * (`useId`) the same way whether the server renders them or copies them.
 */
import { Fragment, useId, type ReactNode } from 'react';
import { useFragmentKeeper } from './ServerInfo';

/** Where the keeper's markers go (replaced by the kept HTML, or removed, before the page is sent). */
function Marker({ marker }: { marker: string }) {
  return <template data-kept={marker} />;
}

/** Notes the fragment's end once its content has rendered (React renders the three places in order). */
function End({ marker, end }: { marker: string; end: (marker: string) => string }) {
  return <template data-kept={end(marker)} />;
}

export function KeptFragment({
  inputs,
  children,
}: {
  inputs: readonly unknown[] | null;
  children: ReactNode;
}) {
  const id = useId();
  const keeper = useFragmentKeeper();
  if (__SERVER__ && keeper && inputs) {
    const key = keeper.keyOf(id, inputs);
    const kept = key === null ? null : keeper.take(key);
    if (kept !== null) return [<Marker key="start" marker={kept} />, null, null];
    if (key !== null) {
      const marker = keeper.begin(key);
      return [
        <Marker key="start" marker={marker} />,
        <Fragment key="content">{children}</Fragment>,
        <End key="end" marker={marker} end={keeper.end} />,
      ];
    }
  }
  return [null, <Fragment key="content">{children}</Fragment>, null];
}
