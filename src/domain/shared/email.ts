/** The spec's {email} shape, shared by every form: local@domain.tld with no whitespace anywhere and one '@'. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for a text with an email shape and no spaces ('a@b.co'); 'a b@c.de', 'a@b', '' are false. */
export function isEmailShape(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
