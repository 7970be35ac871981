import { checkContactForm, EMPTY_CONTACT_FORM, isEmailShape, toContactRequest } from './contactForm';

const valid = {
  firstName: 'An',
  lastName: 'Nguyễn',
  email: 'an.nguyen@example.com',
  phone: '',
  message: 'Tour Hạ Long tháng 10?',
};

describe('isEmailShape accepts an email shape with no spaces', () => {
  it.each(['a@b.co', 'an.nguyen+tour@example.com.vn', 'x_y@sub.domain.io'])('accepts %p', (email) => {
    expect(isEmailShape(email)).toBe(true);
  });
  it.each(['', 'abc', 'a@b', '@b.co', 'a@.', 'a b@c.de', 'a@b c.de', 'a@@b.co', ' a@b.co'])(
    'rejects %p',
    (email) => {
      expect(isEmailShape(email)).toBe(false);
    },
  );
});

describe('checkContactForm', () => {
  it('is ok for a complete form with a valid email; phone is optional', () => {
    expect(checkContactForm(valid)).toBe('ok');
    expect(checkContactForm({ ...valid, phone: 'not checked' })).toBe('ok');
  });
  it.each(['firstName', 'lastName', 'email', 'message'] as const)(
    'requires %s (blank counts as empty)',
    (field) => {
      expect(checkContactForm({ ...valid, [field]: '' })).toBe('missingRequired');
      expect(checkContactForm({ ...valid, [field]: '   ' })).toBe('missingRequired');
    },
  );
  it('reports missing fields before a bad email', () => {
    expect(checkContactForm({ ...EMPTY_CONTACT_FORM, email: 'bad' })).toBe('missingRequired');
  });
  it('rejects an email without an email shape or with inner spaces', () => {
    expect(checkContactForm({ ...valid, email: 'not-an-email' })).toBe('invalidEmail');
    expect(checkContactForm({ ...valid, email: 'an nguyen@example.com' })).toBe('invalidEmail');
  });
  it('forgives spaces around the email', () => {
    expect(checkContactForm({ ...valid, email: ' an@example.com ' })).toBe('ok');
  });
});

describe('toContactRequest', () => {
  it('maps the form to the request fields, trimmed, with an empty phone as null', () => {
    expect(toContactRequest({ ...valid, firstName: ' An ', email: ' an.nguyen@example.com ' })).toEqual({
      first_name: 'An',
      last_name: 'Nguyễn',
      email: 'an.nguyen@example.com',
      phone: null,
      reason: 'Tour Hạ Long tháng 10?',
    });
    expect(toContactRequest({ ...valid, phone: ' 0912345678 ' }).phone).toBe('0912345678');
  });
});
