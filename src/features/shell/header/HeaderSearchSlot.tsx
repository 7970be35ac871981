/**
 * Where the header search goes. The search shows only once the page is scrolled (HEADER_SEARCH_SCROLL_THRESHOLD),
 * so its code (with MUI's input) loads on the first scroll, not with every page; once loaded it stays mounted and
 * shows or hides itself. Its place in the header is kept from the start (the collapsed box's width), and the
 * expanded box lies over the header, so nothing moves when the search appears or expands.
 */
import { lazyNamed } from '@/components/lazyWithPreload';
import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import type { Lang } from '@/domain/shared/language';
import {
  HEADER_SEARCH_COLLAPSED_WIDTH,
  HEADER_SEARCH_SCROLL_THRESHOLD,
  useScrolledPast,
} from './useScrolledPast';

const HeaderSearch = lazyNamed(
  () => import(/* webpackChunkName: "header-search" */ './HeaderSearch'),
  'HeaderSearch',
);

export function HeaderSearchSlot({ lang }: { lang: Lang }) {
  const scrolled = useScrolledPast(HEADER_SEARCH_SCROLL_THRESHOLD);
  const [wanted, setWanted] = useState(scrolled);
  if (scrolled && !wanted) setWanted(true);
  return (
    <Box sx={{ position: 'relative', flexShrink: 0, width: HEADER_SEARCH_COLLAPSED_WIDTH, height: 40 }}>
      {wanted ? (
        <Suspense fallback={null}>
          <HeaderSearch lang={lang} />
        </Suspense>
      ) : null}
    </Box>
  );
}
