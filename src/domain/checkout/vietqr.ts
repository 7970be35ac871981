/**
 * VietQR (NAPAS 247) payload, the EMVCo merchant-presented QR format used by Vietnamese banking apps.
 * Built locally so that payment works offline and no customer data goes to a third party.
 *
 * Layout (each field: 2-digit id, 2-digit length, value):
 *   00 "01" payload format · 01 "12" dynamic (one-off, with amount) · 38 merchant account info:
 *     { 00 GUID "A000000727", 01 beneficiary { 00 acquirer id (bank BIN), 01 account number }, 02 "QRIBFTTA" }
 *   53 "704" (VND) · 54 amount · 58 "VN" · 62 additional data { 08 purpose "Booking-{id}" } · 63 CRC-16/CCITT-FALSE.
 */
export const VIETQR_GUID = 'A000000727';
export const VIETQR_SERVICE_TRANSFER_TO_ACCOUNT = 'QRIBFTTA';
export const CURRENCY_VND = '704';
export const COUNTRY_VN = 'VN';

export interface VietQrInput {
  /** Bank BIN (acquirer id), 6 digits, e.g. 970436 for Vietcombank. */
  acqId: string | number;
  accountNumber: string;
  /** Amount in VND (whole number); omitted for a static code. */
  amount?: number | null;
  /** Purpose of transaction, e.g. 'Booking-42'. */
  purpose?: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR; 4 upper-case hex digits. */
export function crc16CcittFalse(input: string): string {
  let crc = 0xffff;
  const bytes = new TextEncoder().encode(input);
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Purpose text of a booking's transfer, also shown as the 'transfer content'. */
export function bookingTransferContent(bookingId: string | number): string {
  return `Booking-${bookingId}`;
}

/** Removes characters banking apps reject in the purpose field (diacritics, symbols); keeps letters, digits, space, '-'. */
export function normalisePurpose(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 -]/g, '')
    .slice(0, 50);
}

export function buildVietQrPayload({ acqId, accountNumber, amount, purpose }: VietQrInput): string {
  const bin = String(acqId).trim();
  const account = accountNumber.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(bin)) throw new Error('VietQR: the acquirer id must be a 6-digit bank BIN');
  if (!/^[0-9A-Za-z]{1,19}$/.test(account)) throw new Error('VietQR: invalid account number');
  const hasAmount = amount != null && Number.isFinite(amount) && amount > 0;
  const beneficiary = field('00', bin) + field('01', account);
  const merchant =
    field('00', VIETQR_GUID) + field('01', beneficiary) + field('02', VIETQR_SERVICE_TRANSFER_TO_ACCOUNT);
  let payload =
    field('00', '01') +
    field('01', hasAmount ? '12' : '11') +
    field('38', merchant) +
    field('53', CURRENCY_VND) +
    (hasAmount ? field('54', String(Math.round(amount as number))) : '') +
    field('58', COUNTRY_VN);
  const cleanPurpose = purpose ? normalisePurpose(purpose) : '';
  if (cleanPurpose) payload += field('62', field('08', cleanPurpose));
  payload += '6304';
  return payload + crc16CcittFalse(payload);
}

export interface TlvField {
  id: string;
  value: string;
}

/** Parses one level of EMVCo TLV fields (used by tests and to double-check payloads). */
export function parseTlv(payload: string): TlvField[] {
  const fields: TlvField[] = [];
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`Malformed TLV at ${i}`);
    fields.push({ id, value: payload.slice(i + 4, i + 4 + length) });
    i += 4 + length;
  }
  return fields;
}

/** True when the last field is a CRC that matches the rest of the payload. */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);
}

/**
 * The image-service alternative (spec §7), used only when a QR image service is configured:
 * {base}/{acq_id}-{account_number}-compact.png?amount=…&addInfo=Booking-{id}&accountName=…
 */
export function vietQrImageUrl(
  base: string,
  account: { acq_id: string | number; account_number: string; account_name: string },
  amount: number,
  bookingId: string | number,
): string {
  const root = base.replace(/\/+$/, '');
  const file = `${encodeURIComponent(String(account.acq_id).trim())}-${encodeURIComponent(account.account_number.replace(/\s+/g, ''))}-compact.png`;
  const query = new URLSearchParams({
    amount: String(Math.round(amount)),
    addInfo: bookingTransferContent(bookingId),
    accountName: account.account_name,
  });
  return `${root}/${file}?${query.toString()}`;
}
