import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Loading } from './Loading';
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
