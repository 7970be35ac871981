/**
 * HTML of the about content, rendered through SafeHtml (DOMPurify). The sanitiser's code loads when the text
 * comes into view: on a laptop screen the about section starts right at the fold, its text just below it.
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useNearViewport } from '../hooks/useNearViewport';

const SafeHtml = lazy(() => import('@/components/SafeHtml').then((m) => ({ default: m.SafeHtml })));

/** True when the HTML has some text or an image (a blank or tag-only content counts as missing). */
export function hasAboutContent(html: string | null | undefined): html is string {
  if (!html) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '' || /<img\s/i.test(html);
}

export function AboutHtml({ html }: { html: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('0px');
  return (
    <Box ref={ref} sx={{ minHeight: near ? undefined : '3em' }}>
      {near ? (
        <Suspense fallback={null}>
          <SafeHtml html={html} />
        </Suspense>
      ) : null}
    </Box>
  );
}

export default AboutHtml;
