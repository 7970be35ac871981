/**
 * A link to one of the site's own pages: a plain `<a href>` marked `data-app-link`, and one click listener for all of
 * them (`InternalLinks`, rendered once inside the router), which navigates in the page as React Router's `<Link>`
 * does: a plain left click without modifier keys on a link with no other target, that nothing else has handled,
 * becomes `navigate(href)` (a replace when it is the page already shown); any other click is the browser's own
 * (a new tab, a download, a modified click).
 *
 * Why not `<Link>`: each one is a component with eight hooks (resolving its path against the route matches,
 * subscribing to the location, a click handler per link, prefetch state), rendered on the server and hydrated in
 * the browser for every link of a page, the same work for a link whose href is already absolute. A category page
 * has about 90: 1.3 ms of its server render (15 µs each, traced), and as much again of a phone's hydration.
 * Hrefs here are absolute paths from `paths` (src/domain/shared/paths.ts). A navigation that carries history state
 * is an `AppLinkWithState` (the success dialog's "Manage this booking"), which handles its own click. With no
 * `<Link>` left, React Router's link code (its click and prefetch hooks) is out of every page's script.
 */
import { forwardRef, useEffect, type AnchorHTMLAttributes } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router-dom';

/** The attribute that marks a link `InternalLinks` navigates in the page. */
export const APP_LINK_ATTRIBUTE = 'data-app-link';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the site, with its query and hash if any (`paths.tour(lang, slug)`). */
  to: string;
}

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, children, ...rest },
  ref,
) {
  return (
    <a {...rest} ref={ref} href={to} {...{ [APP_LINK_ATTRIBUTE]: '' }}>
      {children}
    </a>
  );
});

export interface AppLinkWithStateProps extends AppLinkProps {
  /** History state for the page it opens (never in the URL), as React Router's `<Link state>`. */
  state: unknown;
}

/** An `AppLink` whose navigation carries history state (a click it handles is not `InternalLinks`' to handle). */
export const AppLinkWithState = forwardRef<HTMLAnchorElement, AppLinkWithStateProps>(
  function AppLinkWithState({ state, onClick, ...rest }, ref) {
    const navigate = useNavigate();
    return (
      <AppLink
        {...rest}
        ref={ref}
        onClick={(event) => {
          onClick?.(event);
          const to = inPageTarget(event.nativeEvent, event.currentTarget);
          if (to === null) return;
          event.preventDefault();
          void navigate(to, { state });
        }}
      />
    );
  },
);

/** The in-page path a click on `anchor` goes to, or null when the browser should follow it itself. */
export function inPageTarget(event: MouseEvent, anchor: HTMLAnchorElement): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** The click listener of every `AppLink` (renders nothing): once inside each router. */
export function InternalLinks() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.(`a[${APP_LINK_ATTRIBUTE}]`);
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = inPageTarget(event, anchor);
      if (to === null) return;
      event.preventDefault();
      void navigate(to, { replace: createPath(location) === to });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, location]);
  return null;
}
