import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Loading } from './Loading';
import { ComingSoon } from './ComingSoon';
import { server, resetMockState } from '../../mocks/node';

// PageTitle asks the (mock) content service for the brand name.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

describe('Loading', () => {
  it('shows a status with the default label in the page language', async () => {
    renderWithProviders(<Loading />, { route: '/vi' });
    expect(await screen.findByRole('status')).toHaveTextContent('Đang tải...');
  });
  it('shows a given label', async () => {
    renderWithProviders(<Loading label="Loading tour..." />, { route: '/en' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading tour...');
  });
});

describe('ComingSoon', () => {
  it('shows the page title and an honest coming-soon notice', async () => {
    renderWithProviders(<ComingSoon title="Compare trips" />, { route: '/en/compare' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare trips' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('This page is being finished. Please check back later.')).toBeInTheDocument();
  });
});
