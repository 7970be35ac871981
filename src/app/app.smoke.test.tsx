/** Boots the real site (real pages, mock content service) at a few addresses: no white page, no error view. */
import { screen, waitFor } from '@testing-library/react';
import { server, resetMockState } from '../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

function expectNoErrorView() {
  expect(screen.queryByText('Đã xảy ra lỗi')).not.toBeInTheDocument();
}

describe('the site boots', () => {
  it('/ goes to /vi and renders the shell and a page', async () => {
    const { router } = renderApp({ route: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi'));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).not.toBeEmptyDOMElement());
    expectNoErrorView();
  });

  it('/vi renders the home page in Vietnamese', async () => {
    renderApp({ route: '/vi' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).not.toBe(''));
    expect(document.documentElement.lang).toBe('vi');
    expectNoErrorView();
  });

  it('/xx/yy/zz/ww shows the Vietnamese 404 page with a link home', async () => {
    renderApp({ route: '/xx/yy/zz/ww' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Trang không tồn tại' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi');
    expectNoErrorView();
  });
});
