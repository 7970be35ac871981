import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../mocks/node';
import { ContactWidget } from './ContactWidget';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const TEXTS = {
  vi: {
    open: 'Liên hệ với chúng tôi',
    title: 'Liên hệ ViVu Travel',
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'Email',
    phone: 'Số điện thoại (không bắt buộc)',
    message: 'Lý do liên hệ',
    submit: 'Gửi',
    required: 'Vui lòng điền đầy đủ thông tin!',
    invalidEmail: 'Email không hợp lệ!',
    success: 'Gửi thành công! Chúng tôi sẽ liên hệ sớm.',
    failure: 'Gửi thất bại. Vui lòng thử lại!',
  },
  en: {
    open: 'Contact us',
    title: 'ViVu Travel Contact',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone (optional)',
    message: 'Reason for enquiry',
    submit: 'Send',
    required: 'Please fill in all required fields!',
    invalidEmail: 'Invalid email address!',
    success: "Sent successfully! We'll contact you soon.",
    failure: 'Send failed. Please try again.',
  },
} as const;

/** Typing character by character is slow on the shared machine (and toasts hide after 4 s): set values at once. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function captureContacts(status = 201) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/contacts', async ({ request }) => {
      bodies.push(await request.json());
      return status < 400
        ? HttpResponse.json({ success: true, message: 'Sent' }, { status })
        : HttpResponse.json({ success: false, message: 'Internal Server Error' }, { status });
    }),
  );
  return bodies;
}

describe.each(['vi', 'en'] as const)('ContactWidget (%s)', (lang) => {
  const text = TEXTS[lang];

  async function openForm() {
    const utils = renderWithProviders(<ContactWidget />, { route: `/${lang}` });
    await utils.user.click(screen.getByRole('button', { name: text.open }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label });
    return { ...utils, dialog, field };
  }

  /** A valid enquiry without a phone number. */
  function fillEnquiry(field: (label: string) => HTMLElement) {
    fill(field(text.firstName), 'An');
    fill(field(text.lastName), 'Nguyễn');
    fill(field(text.email), 'an@example.com');
    fill(field(text.message), 'Hello');
  }

  it('opens a titled form with labelled fields from the floating button', async () => {
    const { dialog, field } = await openForm();
    for (const label of [text.firstName, text.lastName, text.email, text.phone, text.message]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: text.submit })).toBeInTheDocument();
  });

  it('refuses missing required fields and an invalid email, sending nothing', async () => {
    const bodies = captureContacts();
    const { user, dialog, field } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.required)).toBeInTheDocument();

    fill(field(text.firstName), 'An');
    fill(field(text.lastName), 'Nguyễn');
    fill(field(text.email), 'an nguyen@example.com');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    // Message (reason) is still missing.
    await waitFor(() => expect(screen.getAllByText(text.required)).toHaveLength(2));

    fill(field(text.message), 'Tour Hạ Long?');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.invalidEmail)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
  });

  it('sends a valid enquiry, shows the success toast, then clears and closes the form', async () => {
    const bodies = captureContacts(201);
    const { user, dialog, field } = await openForm();
    fill(field(text.firstName), ' Emma ');
    fill(field(text.lastName), 'Brown');
    fill(field(text.email), 'emma.brown@example.com');
    fill(field(text.phone), '0912345678');
    fill(field(text.message), 'Private tours in Sapa?');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));

    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        first_name: 'Emma',
        last_name: 'Brown',
        email: 'emma.brown@example.com',
        phone: '0912345678',
        reason: 'Private tours in Sapa?',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: text.open }));
    const reopened = await screen.findByRole('dialog', { name: text.title });
    expect(within(reopened).getByRole('textbox', { name: text.firstName })).toHaveValue('');
    expect(within(reopened).getByRole('textbox', { name: text.message })).toHaveValue('');
  });

  it('sends an empty phone as null', async () => {
    const bodies = captureContacts(200);
    const { user, dialog, field } = await openForm();
    fillEnquiry(field);
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(bodies).toEqual([
      { first_name: 'An', last_name: 'Nguyễn', email: 'an@example.com', phone: null, reason: 'Hello' },
    ]);
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 204 })],
    [
      'a body that is not JSON',
      () => new HttpResponse('<p>Thanks!</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('a 2xx answer with %s is a success (only the ok status is used)', async (_name, reply) => {
    server.use(http.post('*/api/contacts', reply));
    const { user, dialog, field } = await openForm();
    fillEnquiry(field);
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(screen.queryByText(text.failure)).not.toBeInTheDocument();
  });

  it('keeps what was typed when sending fails', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bodies = captureContacts(500);
    const { user, dialog, field } = await openForm();
    fillEnquiry(field);
    await user.click(within(dialog).getByRole('button', { name: text.submit }));

    expect(await screen.findByText(text.failure)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    expect(field(text.firstName)).toHaveValue('An');
    expect(field(text.email)).toHaveValue('an@example.com');
    expect(field(text.message)).toHaveValue('Hello');
    errorLog.mockRestore();
  });
});
