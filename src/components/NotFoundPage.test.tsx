import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { NotFoundPage } from './NotFoundPage';
import { server, resetMockState } from '../../mocks/node';

// PageTitle asks the (mock) content service for the brand name.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

describe('NotFoundPage', () => {
  it.each(['/vi/nowhere', '/en/nowhere'])('is Vietnamese with a link home to /vi (at %s)', async (route) => {
    const { user, router } = renderWithProviders(<NotFoundPage />, { route });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Trang không tồn tại' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Xin lỗi, trang bạn đang tìm không tồn tại hoặc đã bị di chuyển.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Không tìm thấy trang \| /));
    await user.click(screen.getByRole('link', { name: 'Về trang chủ' }));
    expect(router.state.location.pathname).toBe('/vi');
  });
});
