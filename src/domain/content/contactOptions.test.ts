import { buildContactOptions, mailtoHref, mapsSearchHref, telHref } from './contactOptions';

describe('contact options from the site settings', () => {
  it('gives call, email and address in that order with tel:, mailto: and a Google Maps search link', () => {
    const options = buildContactOptions({
      phone: '+84 24 3123 4567',
      email: 'hello@vivutravel.vn',
      address: '12 Tràng Tiền, Hoàn Kiếm, Hà Nội',
    });
    expect(options).toEqual([
      { id: 'call', value: '+84 24 3123 4567', href: 'tel:+842431234567', newTab: false },
      { id: 'email', value: 'hello@vivutravel.vn', href: 'mailto:hello@vivutravel.vn', newTab: false },
      {
        id: 'address',
        value: '12 Tràng Tiền, Hoàn Kiếm, Hà Nội',
        href: 'https://www.google.com/maps/search/?api=1&query=12%20Tr%C3%A0ng%20Ti%E1%BB%81n%2C%20Ho%C3%A0n%20Ki%E1%BA%BFm%2C%20H%C3%A0%20N%E1%BB%99i',
        newTab: true,
      },
    ]);
  });

  it('leaves an option without link when its setting is missing or unusable', () => {
    const options = buildContactOptions({ phone: null, email: 'not an email', address: '  ' });
    expect(options.map((o) => o.href)).toEqual([undefined, undefined, undefined]);
    expect(buildContactOptions(undefined).map((o) => o.id)).toEqual(['call', 'email', 'address']);
  });
});

describe('telHref', () => {
  it('keeps digits and one leading +', () => {
    expect(telHref('(024) 3123-4567')).toBe('tel:02431234567');
    expect(telHref(' +84 912.345.678 ')).toBe('tel:+84912345678');
    expect(telHref('+84+12')).toBe('tel:+8412');
  });
  it('refuses a value without digits', () => {
    expect(telHref('call us')).toBeUndefined();
    expect(telHref('')).toBeUndefined();
  });
});

describe('mailtoHref', () => {
  it('accepts an address without spaces and with an @', () => {
    expect(mailtoHref(' a@b.vn ')).toBe('mailto:a@b.vn');
  });
  it('refuses spaces or a missing @', () => {
    expect(mailtoHref('a b@c.vn')).toBeUndefined();
    expect(mailtoHref('abc.vn')).toBeUndefined();
    expect(mailtoHref(null)).toBeUndefined();
  });
});

describe('mapsSearchHref', () => {
  it('encodes the address as the query', () => {
    expect(mapsSearchHref('1 A St, Hanoi')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20A%20St%2C%20Hanoi',
    );
  });
});
