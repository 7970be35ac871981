/**
 * After a route change (a new path, not a query change such as a filter), focus moves to the new page's main
 * heading (`<main> h1`, made focusable for the moment) and the new page title is announced in a polite live
 * region, as screen-reader users expect from a server-rendered site that navigates on the client. The first page
 * is left alone: the browser already starts at its top. The heading may arrive after the route's code or data:
 * it is looked for on each frame for a few seconds, then the main region takes focus instead.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import visuallyHidden from '@mui/utils/visuallyHidden';

export const MAIN_ID = 'main-content';
const GIVE_UP_MS = 5000;

export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      const main = document.getElementById(MAIN_ID);
      const heading = main?.querySelector('h1');
      const target = heading ?? (performance.now() - started > GIVE_UP_MS ? main : null);
      if (!target) {
        frame = requestAnimationFrame(focusHeading);
        return;
      }
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      setAnnouncement(document.title);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {announcement}
    </div>
  );
}
