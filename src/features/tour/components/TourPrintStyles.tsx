/**
 * Trip notes on paper ('Print trip notes'): the print stylesheet of the tour page. It hides the site's header,
 * footer and navigation, the widgets and every action button, opens every itinerary day (their details stay in
 * the page, hidden on screen while a day is closed), and prints facts, itinerary, inclusions, notes and the
 * departures with their prices black on white.
 */
import { createGlobalStyle } from 'styled-components';

const printStyles = {
  '@media print': {
    '@page': { margin: '14mm' },
    'html, body': { background: '#fff !important' },
    'body *': {
      color: '#000 !important',
      backgroundColor: 'transparent !important',
      boxShadow: 'none !important',
      textShadow: 'none !important',
    },
    // The site around the page, widgets, and anything that only acts on screen.
    'header, footer, nav, [data-print="hide"], .MuiFab-root, .MuiSnackbar-root, .notistack-SnackbarContainer, [role="dialog"], iframe, video':
      { display: 'none !important' },
    'main button:not([aria-expanded]), main a.MuiButton-root, main a.PlainButton, main [role="button"]:not([aria-expanded])':
      {
        display: 'none !important',
      },
    // Every itinerary day open, without its open/close arrow.
    '[data-print-expand][hidden]': { display: 'block !important' },
    'main [aria-expanded] svg': { display: 'none !important' },
    'main section': { breakInside: 'avoid-page' },
    'h1, h2, h3': { breakAfter: 'avoid-page' },
    img: { maxWidth: '100% !important', breakInside: 'avoid' },
    'a[href]': { textDecoration: 'none !important' },
  },
} as const;

/*
 * Its own global style component, not MUI's <GlobalStyles>: all of MUI's global styles are instances of one
 * component, and the server keeps only one instance's rules (see the baseline in src/lib/theme.ts).
 */
const PrintStyles = createGlobalStyle(printStyles);

export function TourPrintStyles() {
  return <PrintStyles />;
}
