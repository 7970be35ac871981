/** Images: every /storage/* path gets a deterministic SVG (videos get 404; the site shows the poster). */
import { http, HttpResponse } from 'msw';
import { svgFor, VIDEO_EXTENSIONS } from '../images';

const svgCache = new Map<string, string>();

export const storageHandler = http.get('*/storage/*', ({ request }) => {
  const url = new URL(request.url);
  const path = decodeURIComponent(url.pathname.replace(/^.*?\/storage\//, ''));
  if (!path || VIDEO_EXTENSIONS.test(path)) {
    return HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 });
  }
  let svg = svgCache.get(path);
  if (!svg) {
    svg = svgFor(path);
    svgCache.set(path, svg);
  }
  return new HttpResponse(svg, {
    status: 200,
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
