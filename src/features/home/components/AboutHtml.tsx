/**
 * HTML of the about content, rendered through SafeHtml (DOMPurify). The sanitiser's code arrives in its own chunk
 * right after the first paint; 3em stay reserved meanwhile.
 */
import { lazyNamed } from '@/components/lazyWithPreload';
import { Suspense } from 'react';
import Box from '@mui/material/Box';

const SafeHtml = lazyNamed(() => import('@/components/SafeHtml'), 'SafeHtml');

/** True when the HTML has some text or an image (a blank or tag-only content counts as missing). */
export function hasAboutContent(html: string | null | undefined): html is string {
  if (!html) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== '' || /<img\s/i.test(html)
  );
}

export function AboutHtml({ html }: { html: string }) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: '3em' }} />}>
      <SafeHtml html={html} />
    </Suspense>
  );
}

export default AboutHtml;
