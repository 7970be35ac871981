import * as v from 'valibot';
import { emailText, fieldMessages, formMessage, optionalText, requiredText } from './formSchema';

const schema = v.object({
  name: requiredText('nameRequired'),
  email: emailText('emailRequired', 'emailInvalid'),
  note: optionalText,
});

describe('form schema building blocks', () => {
  it('counts a text of only spaces as empty and gives each field its first message', () => {
    expect(fieldMessages(schema, { name: '   ', email: '', note: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
    });
  });

  it('checks the email shape after trimming the spaces around it', () => {
    expect(fieldMessages(schema, { name: 'An', email: ' an@example.com ', note: '' })).toEqual({});
    expect(fieldMessages(schema, { name: 'An', email: 'an @example.com', note: '' })).toEqual({
      email: 'emailInvalid',
    });
    expect(fieldMessages(schema, { name: 'An', email: 'an@example', note: '' })).toEqual({
      email: 'emailInvalid',
    });
  });

  it('gives trimmed values out', () => {
    expect(v.parse(schema, { name: ' An ', email: ' an@example.com ', note: ' hi ' })).toEqual({
      name: 'An',
      email: 'an@example.com',
      note: 'hi',
    });
  });

  it('chooses the one message of a form by the given order', () => {
    const order = ['missingRequired', 'invalidEmail'] as const;
    expect(formMessage(['invalidEmail', 'missingRequired'], order)).toBe('missingRequired');
    expect(formMessage([undefined, 'invalidEmail'], order)).toBe('invalidEmail');
    expect(formMessage([], order)).toBeNull();
  });
});
