import { http, HttpResponse } from 'msw';
import { configure, screen, waitFor } from '@testing-library/react';
import { server, resetMockState } from '../../../../mocks/node';
import { bookableSelection, fillTraveller, renderCheckout, SLUG } from './helpers';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  localStorage.clear();
});
afterAll(() => server.close());

describe('checkout happy path', () => {
  it('books and pays (vi)', async () => {
    const t0 = Date.now(); const lap = (m: string) => console.log(m, Date.now() - t0);
    const { dateId, roomId } = await bookableSelection();
    const posts: unknown[] = [];
    const puts: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/bookings')) posts.push(await request.clone().json());
      if (request.method === 'PUT') puts.push(await request.clone().json());
    });
    const onComplete = jest.fn();
    const { user } = renderCheckout(`/vi/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`, { onComplete });
    await screen.findByText('Đang tải trang...');
    await screen.findByRole('button', { name: 'Tiếp tục' });
    lap('ready'); await fillTraveller(user); lap('filled');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('combobox', { name: /Tài khoản ngân hàng/ });
    expect(posts).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(screen.getByRole('button', { name: 'Hoàn tất thanh toán' }));
    expect(await screen.findByRole('dialog', { name: 'Thanh toán thành công!' })).toBeInTheDocument();
    expect(puts).toEqual([{ payment_status: 'user_confirmed' }]);
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    server.events.removeAllListeners();
  });
});
