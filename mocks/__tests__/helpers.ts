/* eslint-disable @typescript-eslint/no-explicit-any -- answers are inspected as loose JSON in these tests */
/** Test helpers: call the mock through fetch (msw/node intercepts) and read status, content type and body. */
export const ORIGIN = 'http://localhost';

export interface Answer<T = unknown> {
  status: number;
  contentType: string;
  body: T;
  headers: Headers;
}

export async function call<T = any>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const headers = new Headers(init.headers);
  if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const res = await fetch(path.startsWith('http') ? path : `${ORIGIN}${path}`, { ...init, headers });
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  let body: unknown = text;
  if (contentType.includes('json')) body = JSON.parse(text);
  return { status: res.status, contentType, body: body as T, headers: res.headers };
}

export const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', body: JSON.stringify(body), headers });
export const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'PUT', body: JSON.stringify(body), headers });

export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    room_id: 1,
    tour_date_id: 0,
    first_name: 'An',
    middle_name: 'Văn',
    last_name: 'Nguyễn',
    date_of_birth: '1990-05-20',
    email: 'an.nguyen@example.com',
    phone_number: '0912345678',
    country: 'Việt Nam',
    city: 'Hà Nội',
    district: 'Hoàn Kiếm',
    detailed_address: '12 Tràng Tiền',
    ticket_quantity: 1,
    payment_status: 'pending',
    ...overrides,
  };
}
