/**
 * The checkout's first screen ends with hydration: recording the selection (the page's effect, right after the
 * first render) re-renders nothing on screen, so a phone does not render the whole view a second time while it
 * loads. Typing still reaches the summary.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { server, resetMockState } from '../../../../mocks/node';
import { travellersChanged } from '../checkoutSlice';
import { bookableSelection, renderCheckout, SLUG } from './helpers';

const summaryProps: unknown[] = [];
jest.mock('../components/Summary', () => {
  const actual = jest.requireActual<typeof import('../components/Summary')>('../components/Summary');
  return {
    ...actual,
    Summary: (props: Parameters<typeof actual.Summary>[0]) => {
      summaryProps.push(props);
      return actual.Summary(props);
    },
  };
});

jest.setTimeout(60_000);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  localStorage.clear();
});
afterAll(() => server.close());

it('renders the summary once for a fresh checkout, and again only when what it shows changes', async () => {
  const sel = await bookableSelection();
  const { store } = renderCheckout(`/en/tour/${SLUG}/booking?dateId=${sel.dateId}&roomId=${sel.roomId}`, {
    persist: false,
  });
  await screen.findByRole('heading', { level: 1, name: sel.tour.title });
  await waitFor(() =>
    expect(store.getState().checkout.selection).toEqual({
      slug: SLUG,
      dateId: sel.dateId,
      roomId: sel.roomId,
    }),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // One render (twice with the same props under StrictMode): recording the selection reached neither the view nor
  // its summary.
  expect(new Set(summaryProps).size).toBe(1);

  act(() => {
    store.dispatch(travellersChanged(2));
  });
  expect(new Set(summaryProps).size).toBe(2);
  expect((summaryProps.at(-1) as { travellers: number }).travellers).toBe(2);
});
