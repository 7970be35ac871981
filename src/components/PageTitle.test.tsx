import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, resetMockState } from '../../mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { formatPageTitle, PageTitle } from './PageTitle';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const settings = (appName: string) =>
  http.get('*/api/:lang/site-settings', ({ params }) =>
    HttpResponse.json({
      success: true,
      data: {
        app_name: `${appName} ${String(params.lang)}`,
        description: null,
        phone: null,
        email: null,
        address: null,
      },
    }),
  );

describe('formatPageTitle', () => {
  it("reads 'title | brand', or the brand alone without a title", () => {
    expect(formatPageTitle('Tìm kiếm', 'ViVu Travel')).toBe('Tìm kiếm | ViVu Travel');
    expect(formatPageTitle('  ', 'ViVu Travel')).toBe('ViVu Travel');
    expect(formatPageTitle(undefined, 'ViVu Travel')).toBe('ViVu Travel');
  });
});

describe('PageTitle', () => {
  it("uses the site settings' app_name of the page language once loaded", async () => {
    server.use(settings('Brand'));
    renderWithProviders(<PageTitle title="Compare trips" description="Up to four trips" />, {
      route: '/en/compare',
    });
    await waitFor(() => expect(document.title).toBe('Compare trips | Brand en'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Up to four trips',
    );
  });

  it('falls back to the configured brand name when the settings fail', async () => {
    server.use(
      http.get('*/api/:lang/site-settings', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderWithProviders(<PageTitle title="Trang chủ" />, { route: '/vi' });
    await waitFor(() => expect(document.title).toBe('Trang chủ | ViVu Travel'));
  });
});
