/** 'Ask about this trip' (beyond the spec): the form, its field errors (its own and the service's), success, failure. */
import { Suspense } from 'react';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import { store as mockStore } from '../../../../mocks/store';
import TourDetailPage from '../pages/TourDetailPage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const SLUG = 'ha-long-bay-discovery';

function renderTour(route: string) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <TourDetailPage />
    </Suspense>,
    { route, path: '/:lang/detail-trip/:slug' },
  );
}

describe('ask about this trip', () => {
  it('refuses a bad e-mail and a short message beside their fields, then sends and says when to expect an answer (en)', async () => {
    const { user } = renderTour(`/en/detail-trip/${SLUG}`);
    await user.click(await screen.findByRole('button', { name: 'Ask about this trip' }));
    const dialog = await screen.findByRole('dialog', { name: /^Ask about / });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(field(/^Full name/), 'Emma Brown');
    await user.type(field(/^Email/), 'emma@');
    await user.type(field(/^Your question/), 'Kids?');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write between 10 and 1 000 characters.')).toBeInTheDocument();
    expect(mockStore.enquiries).toHaveLength(0);
    // What was typed is kept; fixed, it is sent.
    expect(field(/^Full name/)).toHaveValue('Emma Brown');
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'emma@example.com');
    // Corrected, a field's message goes at once (before the next submit).
    expect(within(dialog).queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(field(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field(/^Your question/), ' Is this trip suitable for children?');
    expect(
      within(dialog).queryByText('Please write between 10 and 1 000 characters.'),
    ).not.toBeInTheDocument();
    // One way of writing the limit: '1 000' in the hint as in the message.
    expect(within(dialog).getByText(/^10 to 1 000 characters \(\d+ typed\)$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('We will answer by email within 24 hours.')).toBeInTheDocument();
    expect(mockStore.enquiries).toEqual([
      {
        tour_slug: SLUG,
        tour_date_id: null,
        name: 'Emma Brown',
        email: 'emma@example.com',
        phone: null,
        message: 'Kids? Is this trip suitable for children?',
      },
    ]);
  });

  it('shows the service’s field errors under the fields, and a failure keeps what was typed (vi)', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/:lang/tour-enquiries', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, message: 'Dữ liệu không hợp lệ', errors: { email: ['Email này bị chặn.'] } },
              { status: 422 },
            )
          : HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 });
      }),
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderTour(`/vi/detail-trip/${SLUG}`);
    await user.click(await screen.findByRole('button', { name: 'Hỏi về chuyến đi này' }));
    const dialog = await screen.findByRole('dialog', { name: /^Hỏi về / });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(field(/^Họ và tên/), 'Lan');
    await user.type(field(/^Email/), 'lan@example.vn');
    await user.type(field(/^Câu hỏi của bạn/), 'Chuyến đi có phù hợp với trẻ em không?');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi câu hỏi' }));
    expect(await within(dialog).findByText('Email này bị chặn.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gửi câu hỏi' }));
    expect(
      await within(dialog).findByText(
        'Không gửi được câu hỏi. Vui lòng thử lại: nội dung bạn đã nhập vẫn được giữ.',
      ),
    ).toBeInTheDocument();
    expect(field(/^Câu hỏi của bạn/)).toHaveValue('Chuyến đi có phù hợp với trẻ em không?');
    await waitFor(() => expect(calls).toBe(2));
    errors.mockRestore();
  });
});
