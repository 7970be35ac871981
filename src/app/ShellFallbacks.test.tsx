/** A failing header or footer leaves a minimal one (logo, home link, language switch; home/contact links). */
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../mocks/node';

let failing = true;
jest.mock('@/features/shell/Header', () => {
  const actual = jest.requireActual('@/features/shell/Header');
  return {
    ...actual,
    Header: () => {
      if (failing) throw new Error('header broke');
      return <header aria-label="real header">real header</header>;
    },
  };
});
jest.mock('@/features/shell/Footer', () => {
  const actual = jest.requireActual('@/features/shell/Footer');
  return {
    ...actual,
    Footer: () => {
      throw new Error('footer broke');
    },
  };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

it('shows the minimal header and footer when theirs fail, and retries the header on the next navigation', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { router } = renderApp({ route: '/en/contact' });
  expect(await screen.findByRole('link', { name: 'ViVu Travel - Home' })).toHaveAttribute('href', '/en');
  expect(screen.getByRole('button', { name: /^UK/ })).toBeInTheDocument();
  // The footer's code arrives on its own (app/Layout.tsx): its fallback shows once it has failed.
  expect(await screen.findByRole('contentinfo')).toHaveTextContent(
    '© 2025 ViVu Travel. All rights reserved.',
  );
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  failing = false;
  await act(() => router.navigate('/en/post'));
  await waitFor(() => expect(screen.getByText('real header')).toBeInTheDocument());
  errors.mockRestore();
});
