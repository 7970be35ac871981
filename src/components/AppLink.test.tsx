import { fireEvent, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AppLink } from './AppLink';

function Links() {
  return (
    <nav>
      <AppLink to="/en/search?q=sapa#results">Search</AppLink>
      <AppLink to="/en/japan" target="_blank">
        Japan in a new tab
      </AppLink>
      <AppLink to="/en/brochure.pdf" download>
        Brochure
      </AppLink>
      <AppLink to="/en/contact" onClick={(event) => event.preventDefault()}>
        Handled
      </AppLink>
      <AppLink to="/vi">Home</AppLink>
      <Button component={AppLink} to="/en/detail-trip/sapa" variant="contained">
        Sapa
      </Button>
    </nav>
  );
}

/** A click as the browser sends it; true when something took the browser's own action away. */
function click(name: string, init: MouseEventInit = {}) {
  const link = screen.getByRole('link', { name });
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  fireEvent(link, event);
  return event.defaultPrevented;
}

describe('AppLink', () => {
  it('is a plain link to the page, marked for the site’s one click listener', () => {
    renderWithProviders(<Links />);
    const link = screen.getByRole('link', { name: 'Search' });
    expect(link).toHaveAttribute('href', '/en/search?q=sapa#results');
    expect(link).toHaveAttribute('data-app-link', '');
    expect(screen.getByRole('link', { name: 'Sapa' })).toHaveAttribute('href', '/en/detail-trip/sapa');
  });

  it('navigates in the page on a plain left click, query and hash included', () => {
    const { router } = renderWithProviders(<Links />, { route: '/en' });
    expect(click('Search')).toBe(true);
    expect(router.state.location).toMatchObject({
      pathname: '/en/search',
      search: '?q=sapa',
      hash: '#results',
    });
    expect(router.state.historyAction).toBe('PUSH');
    expect(click('Sapa')).toBe(true);
    expect(router.state.location.pathname).toBe('/en/detail-trip/sapa');
  });

  it('replaces the entry when the link is the page already shown', () => {
    const { router } = renderWithProviders(<Links />, { route: '/vi' });
    expect(click('Home')).toBe(true);
    expect(router.state.location.pathname).toBe('/vi');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the browser its own action: modified and other-button clicks, other targets, downloads', () => {
    const { router } = renderWithProviders(<Links />, { route: '/en' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect([init, click('Search', init)]).toEqual([init, false]);
    }
    expect(click('Japan in a new tab')).toBe(false);
    expect(click('Brochure')).toBe(false);
    expect(router.state.location.pathname).toBe('/en');
  });

  it('does nothing when the link’s own handler took the click', () => {
    const { router } = renderWithProviders(<Links />, { route: '/en' });
    expect(click('Handled')).toBe(true);
    expect(router.state.location.pathname).toBe('/en');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('AppLinkWithState', () => {
  it('opens its page with its history state (never in the URL), and leaves modified clicks to the browser', async () => {
    const { AppLinkWithState } = await import('./AppLink');
    const { router } = renderWithProviders(
      <AppLinkWithState to="/en/contact/manage-booking" state={{ reference: 'VV-123' }}>
        Manage this booking
      </AppLinkWithState>,
      { route: '/en/checkout/booking' },
    );
    expect(click('Manage this booking', { ctrlKey: true })).toBe(false);
    expect(router.state.location.pathname).toBe('/en/checkout/booking');
    expect(click('Manage this booking')).toBe(true);
    expect(router.state.location).toMatchObject({
      pathname: '/en/contact/manage-booking',
      search: '',
      state: { reference: 'VV-123' },
    });
    expect(router.state.historyAction).toBe('PUSH');
  });
});
