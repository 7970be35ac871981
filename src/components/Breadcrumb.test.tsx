import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../mocks/node';
import { Breadcrumb } from './Breadcrumb';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const crumbs = async (name: string) => {
  const nav = await screen.findByRole('navigation', { name });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
};

describe('Breadcrumb', () => {
  it('shows Home > Destinations on the destinations page (vi)', async () => {
    renderWithProviders(<Breadcrumb />, { route: '/vi/destinations' });
    expect(await crumbs('Đường dẫn')).toEqual(['Trang chủ', 'Điểm đến']);
    const nav = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(nav).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/vi');
    expect(within(nav).getByText('Điểm đến')).toHaveAttribute('aria-current', 'page');
  });

  it('shows Home > Destinations in English', async () => {
    renderWithProviders(<Breadcrumb />, { route: '/en/destinations' });
    expect(await crumbs('Breadcrumb')).toEqual(['Home', 'Destinations']);
  });

  it('shows the chain of menu entries matching the last path segment, with links', async () => {
    renderWithProviders(<Breadcrumb />, { route: '/vi/japan' });
    const nav = await screen.findByRole('navigation', { name: 'Đường dẫn' });
    await within(nav).findByText('Nhật Bản');
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Trang chủ', 'Điểm đến', 'Châu Á', 'Nhật Bản']);
    expect(within(nav).getByRole('link', { name: 'Điểm đến' })).toHaveAttribute('href', '/vi/destinations');
    expect(within(nav).getByRole('link', { name: 'Châu Á' })).toHaveAttribute('href', '/vi/asia');
    expect(within(nav).getByText('Nhật Bản')).toHaveAttribute('aria-current', 'page');
  });

  it('shows only Home when nothing matches', async () => {
    renderWithProviders(<Breadcrumb />, { route: '/en/unknown-page' });
    expect(await crumbs('Breadcrumb')).toEqual(['Home']);
  });
});
