/**
 * @jest-environment node
 *
 * The QR code the payment step shows, end to end: payload → PNG (the `qrcode` package) → decoded back (jsQR over
 * pngjs pixels) → the same payload, every field and the CRC checked.
 */
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { buildVietQrPayload, hasValidCrc, parseTlv } from './vietqr';

const get = (payload: string, id: string) => parseTlv(payload).find((f) => f.id === id)?.value;

it('renders a VietQR payload to a PNG that decodes back to the same payload', async () => {
  const payload = buildVietQrPayload({
    acqId: '970436',
    accountNumber: '0071001234567',
    amount: 47970000,
    purpose: 'Booking-123',
  });
  const png = await QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 4, scale: 6 });
  const image = PNG.sync.read(png);
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(decoded?.data).toBe(payload);
  const text = decoded!.data;
  expect(get(text, '00')).toBe('01');
  expect(get(text, '01')).toBe('12');
  const merchant = parseTlv(get(text, '38')!);
  expect(merchant[0]).toEqual({ id: '00', value: 'A000000727' });
  expect(parseTlv(merchant[1].value)).toEqual([
    { id: '00', value: '970436' },
    { id: '01', value: '0071001234567' },
  ]);
  expect(merchant[2]).toEqual({ id: '02', value: 'QRIBFTTA' });
  expect(get(text, '53')).toBe('704');
  expect(get(text, '54')).toBe('47970000');
  expect(get(text, '58')).toBe('VN');
  expect(parseTlv(get(text, '62')!)).toEqual([{ id: '08', value: 'Booking-123' }]);
  expect(get(text, '63')).toMatch(/^[0-9A-F]{4}$/);
  expect(hasValidCrc(text)).toBe(true);
});
