import { buildVietQrPayload, crc16CcittFalse, hasValidCrc, parseTlv, normalisePurpose } from './vietqr';

const get = (payload: string, id: string) => parseTlv(payload).find((f) => f.id === id)?.value;

describe('VietQR payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('builds a dynamic NAPAS 247 transfer payload with every field', () => {
    const payload = buildVietQrPayload({
      acqId: '970436',
      accountNumber: '0071000888999',
      amount: 31176000,
      purpose: 'Booking-42',
    });
    expect(get(payload, '00')).toBe('01');
    expect(get(payload, '01')).toBe('12');
    const merchant = parseTlv(get(payload, '38')!);
    expect(merchant).toEqual([
      { id: '00', value: 'A000000727' },
      { id: '01', value: '0006970436' + '0113' + '0071000888999' },
      { id: '02', value: 'QRIBFTTA' },
    ]);
    expect(get(payload, '53')).toBe('704');
    expect(get(payload, '54')).toBe('31176000');
    expect(get(payload, '58')).toBe('VN');
    expect(parseTlv(get(payload, '62')!)).toEqual([{ id: '08', value: 'Booking-42' }]);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(payload.slice(0, -1) + (payload.endsWith('0') ? '1' : '0'))).toBe(false);
  });

  it('matches a known reference payload', () => {
    // Reference built by hand from the EMVCo/NAPAS field layout; CRC over everything up to and including "6304".
    const payload = buildVietQrPayload({
      acqId: 970407,
      accountNumber: '19036688',
      amount: 1000,
      purpose: 'Booking-1',
    });
    expect(
      payload.startsWith(
        '000201010212' + '3852' + '0010A000000727' + '0122' + '0006970407' + '010819036688' + '0208QRIBFTTA',
      ),
    ).toBe(true);
    expect(payload).toContain('5303704' + '54041000' + '5802VN' + '6213' + '0809Booking-1' + '6304');
  });

  it('makes a static code without amount and rejects a bad bank id', () => {
    const payload = buildVietQrPayload({ acqId: '970436', accountNumber: '123' });
    expect(get(payload, '01')).toBe('11');
    expect(get(payload, '54')).toBeUndefined();
    expect(() => buildVietQrPayload({ acqId: 'VCB', accountNumber: '1' })).toThrow(/BIN/);
  });

  it('strips diacritics and symbols from the purpose', () => {
    expect(normalisePurpose('Đặt tour #42 Hạ Long!')).toBe('Dat tour 42 Ha Long');
  });
});
