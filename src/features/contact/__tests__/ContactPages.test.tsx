import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import ContactPage from '../pages/ContactPage';
import ContactUsPage from '../pages/ContactUsPage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const SETTINGS = {
  vi: { phone: '+84 24 3123 4567', email: 'lienhe@vivu.test', address: '12 Tràng Tiền, Hà Nội' },
  en: { phone: '+84 24 3123 4567', email: 'hello@vivu.test', address: '12 Trang Tien, Hanoi' },
};

function settingsHandler() {
  return http.get('*/api/:lang/site-settings', ({ params }) => {
    const lang = params.lang === 'en' ? 'en' : 'vi';
    return HttpResponse.json({
      success: true,
      data: { app_name: 'ViVu Travel', description: null, ...SETTINGS[lang] },
    });
  });
}

describe('contact us page', () => {
  it.each([
    [
      'vi',
      ['Gọi cho chúng tôi', 'Gửi email', 'Địa chỉ của chúng tôi'],
      ['Gọi ngay', 'Gửi email', 'Xem bản đồ'],
      'Liên hệ với chúng tôi',
    ],
    [
      'en',
      ['Call us', 'Email us', 'Our local address'],
      ['Call now', 'Send an email', 'View on map'],
      'Contact us',
    ],
  ] as const)(
    'shows the three options with links from the settings (%s)',
    async (lang, titles, buttons, pageTitle) => {
      server.use(settingsHandler());
      renderWithProviders(<ContactUsPage />, {
        route: `/${lang}/contact/contact-us`,
        path: '/:lang/contact/contact-us',
      });
      const call = await screen.findByRole('region', { name: titles[0] });
      const email = screen.getByRole('region', { name: titles[1] });
      const address = screen.getByRole('region', { name: titles[2] });
      expect(screen.getByRole('heading', { level: 1, name: pageTitle })).toBeInTheDocument();

      expect(within(call).getByText(SETTINGS[lang].phone)).toBeInTheDocument();
      expect(within(call).getByRole('link', { name: buttons[0] })).toHaveAttribute(
        'href',
        'tel:+842431234567',
      );
      expect(within(email).getByRole('link', { name: buttons[1] })).toHaveAttribute(
        'href',
        `mailto:${SETTINGS[lang].email}`,
      );
      const map = within(address).getByRole('link', { name: new RegExp(`^${buttons[2]}`) });
      expect(map).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SETTINGS[lang].address)}`,
      );
      expect(map).toHaveAttribute('target', '_blank');
      expect(map).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(address).getByText(SETTINGS[lang].address)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${pageTitle} | ViVu Travel`));
    },
  );

  it('uses the mock service settings by default', async () => {
    renderWithProviders(<ContactUsPage />, {
      route: '/vi/contact/contact-us',
      path: '/:lang/contact/contact-us',
    });
    expect(await screen.findByRole('link', { name: 'Gọi ngay' })).toHaveAttribute(
      'href',
      'tel:+842838228899',
    );
    expect(screen.getByRole('link', { name: 'Gửi email' })).toHaveAttribute(
      'href',
      'mailto:hello@vivutravel.vn',
    );
  });

  it('shows the loading state, then the error state with a retry button when settings fail', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/:lang/site-settings', () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'down' }, { status: 500 });
      }),
    );
    const { user } = renderWithProviders(<ContactUsPage />, {
      route: '/en/contact/contact-us',
      path: '/:lang/contact/contact-us',
    });
    expect(screen.getByText('Loading contact details...')).toBeInTheDocument();
    expect(await screen.findByText('Unable to load contact details.')).toBeInTheDocument();
    const before = calls;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });
});

describe('generic contact page', () => {
  it.each([
    ['vi', 'Liên hệ', ['Liên hệ với chúng tôi', 'Quản lý đặt chỗ', 'Danh sách yêu thích']],
    ['en', 'Contact', ['Contact us', 'Manage booking', 'Wishlist']],
  ] as const)(
    'links to contact-us, manage-booking and wishlist and shows phone and email (%s)',
    async (lang, title, links) => {
      server.use(settingsHandler());
      renderWithProviders(<ContactPage />, { route: `/${lang}/contact`, path: '/:lang/contact' });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: new RegExp(`^${links[0]}`) })).toHaveAttribute(
        'href',
        `/${lang}/contact/contact-us`,
      );
      expect(screen.getByRole('link', { name: new RegExp(`^${links[1]}`) })).toHaveAttribute(
        'href',
        `/${lang}/contact/manage-booking`,
      );
      expect(screen.getByRole('link', { name: new RegExp(`^${links[2]}`) })).toHaveAttribute(
        'href',
        `/${lang}/contact/wishlist`,
      );
      expect(await screen.findByRole('link', { name: SETTINGS[lang].phone })).toHaveAttribute(
        'href',
        'tel:+842431234567',
      );
      expect(screen.getByRole('link', { name: SETTINGS[lang].email })).toHaveAttribute(
        'href',
        `mailto:${SETTINGS[lang].email}`,
      );
    },
  );
});
