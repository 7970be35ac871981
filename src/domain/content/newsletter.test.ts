import { checkNewsletterForm, EMPTY_NEWSLETTER_FORM, toNewsletterRequest } from './newsletter';

const valid = { firstName: 'Lan', email: 'lan@example.com', agree: true };

describe('checkNewsletterForm', () => {
  it('accepts a complete form with an email shape', () => {
    expect(checkNewsletterForm(valid)).toBe('ok');
    expect(checkNewsletterForm({ ...valid, email: ' lan@example.com ' })).toBe('ok');
  });
  it('requires first name, email and the agreement', () => {
    expect(checkNewsletterForm(EMPTY_NEWSLETTER_FORM)).toBe('missingRequired');
    expect(checkNewsletterForm({ ...valid, firstName: '  ' })).toBe('missingRequired');
    expect(checkNewsletterForm({ ...valid, email: '' })).toBe('missingRequired');
    expect(checkNewsletterForm({ ...valid, agree: false })).toBe('missingRequired');
  });
  it('reports a bad email shape after the required check', () => {
    expect(checkNewsletterForm({ ...valid, email: 'lan@example' })).toBe('invalidEmail');
    expect(checkNewsletterForm({ ...valid, email: 'la n@example.com' })).toBe('invalidEmail');
  });
});

describe('toNewsletterRequest', () => {
  it('sends first_name and email, trimmed', () => {
    expect(toNewsletterRequest({ firstName: ' Lan ', email: ' lan@example.com ', agree: true })).toEqual({
      first_name: 'Lan',
      email: 'lan@example.com',
    });
  });
});
