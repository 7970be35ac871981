/** Deposit or full payment (beyond the spec; src/domain/checkout/paymentPlan.ts): step 1's choice, step 2's amount. */
import { screen, waitFor, within } from '@testing-library/react';
import { depositAmount, isCloseToDeparture } from '@/domain/checkout/paymentPlan';
import { finalRoomPrice } from '@/domain/checkout/checkout';
import { formatVnd } from '@/domain/shared/price';
import { resetMockState, server } from '../../../../mocks/node';
import { bookableSelection, fillTraveller, recordBookingCalls, renderCheckout, SLUG } from './helpers';

const DOLLAR_SLUG = 'tour-du-mont-blanc';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  resetMockState();
  localStorage.clear();
});
afterAll(() => server.close());

const far = (start: string) => !isCloseToDeparture(start);
const close = (start: string) => isCloseToDeparture(start);

describe('deposit or full payment', () => {
  it('offers a deposit for a departure more than 60 days away: 20 % now, the balance and its day', async () => {
    const { dateId, roomId, room } = await bookableSelection(SLUG, far);
    const calls = recordBookingCalls();
    const { user, store } = renderCheckout(`/vi/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
    const total = finalRoomPrice(room);
    const deposit = depositAmount(total);
    const choice = await screen.findByRole('radiogroup', { name: 'Bạn muốn thanh toán thế nào?' });
    expect(within(choice).getByRole('radio', { name: /^Thanh toán toàn bộ/ })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: /^Đặt cọc/ }));
    expect(within(choice).getByRole('radio', { name: /^Đặt cọc/ })).toBeChecked();
    expect(
      within(choice).getByText(new RegExp(`^${formatVnd(deposit)} ngay bây giờ \\(20 %\\)`)),
    ).toBeVisible();
    // The summary shows what is due now and the balance.
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('Tiền cọc cần thanh toán').nextSibling).toHaveTextContent(
      formatVnd(deposit),
    );
    expect(within(summary).getByText(formatVnd(total - deposit))).toBeInTheDocument();

    await fillTraveller(user);
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('combobox', { name: 'Tài khoản ngân hàng' });
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]).toMatchObject({ payment_plan: 'deposit', ticket_quantity: 1 });
    // Step 2 asks for the deposit: the amount row, the QR code's text and the note.
    expect(screen.getByText(`Bạn đang đặt cọc ${formatVnd(deposit)}.`, { exact: false })).toBeInTheDocument();
    // The QR code is drawn once its library has arrived.
    expect(
      await screen.findByRole('img', { name: new RegExp(`chuyển ${formatVnd(deposit)} `) }),
    ).toBeInTheDocument();
    expect(store.getState().checkout.booking).toMatchObject({ unitPrice: total });
  });

  it("on a tour priced in US dollars, step 2 and the success screen ask for the summary's đồng", async () => {
    const { dateId, roomId, room } = await bookableSelection(DOLLAR_SLUG, far);
    expect(Number(room.price)).toBeLessThan(10_000); // written in US dollars
    const { user } = renderCheckout(`/vi/tour/${DOLLAR_SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
    const total = finalRoomPrice(room);
    const deposit = depositAmount(total);
    const choice = await screen.findByRole('radiogroup', { name: 'Bạn muốn thanh toán thế nào?' });
    await user.click(within(choice).getByRole('radio', { name: /^Đặt cọc/ }));
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('Tổng cộng').nextSibling).toHaveTextContent(formatVnd(total));
    expect(within(summary).getByText('Tiền cọc cần thanh toán').nextSibling).toHaveTextContent(
      formatVnd(deposit),
    );

    await fillTraveller(user);
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('combobox', { name: 'Tài khoản ngân hàng' });
    // The amount row, the QR code and the note: the summary's deposit, in đồng.
    expect(screen.getByText('Số tiền').nextSibling).toHaveTextContent(formatVnd(deposit));
    // The QR code is drawn once its library has arrived.
    expect(
      await screen.findByRole('img', { name: new RegExp(`chuyển ${formatVnd(deposit)} `) }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Bạn đang đặt cọc ${formatVnd(deposit)}. Phần còn lại ${formatVnd(total - deposit)}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Tổng cộng').nextSibling).toHaveTextContent(formatVnd(total));

    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(screen.getByRole('button', { name: 'Hoàn tất thanh toán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanh toán thành công!' }, { timeout: 4000 });
    expect(
      within(dialog).getByText(
        new RegExp(
          `^Tiền đặt cọc chuyển khoản: ${formatVnd(deposit)}\\. Số tiền còn lại ${formatVnd(total - deposit)} cần thanh toán trước ngày `,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('a departure 60 days away or less is paid in full, and the late-request box says why', async () => {
    const { dateId, roomId } = await bookableSelection(SLUG, close);
    renderCheckout(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('radio', { name: /^Pay a deposit now/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('This departure is 60 days away or less, so full payment is required at booking.'),
    ).toBeInTheDocument();
  });
});
