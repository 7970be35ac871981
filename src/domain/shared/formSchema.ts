/**
 * Building blocks of the forms' schemas (valibot; the forms run them through react-hook-form's standard-schema
 * resolver, and the rules' tests call them directly). Messages are keys that the features translate.
 * - A text field counts as empty when it holds only spaces; values come out trimmed.
 * - An email is checked after trimming the spaces around it (a pasted trailing space is forgiven) with the spec's
 *   one email shape (./email); an empty email gives only its "required" message.
 */
import * as v from 'valibot';
import { isEmailShape } from './email';

/** A required text: `message` when it is empty or only spaces; trimmed. */
export function requiredText<M extends string>(message: M) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message));
}

/** An optional text, trimmed. */
export const optionalText = v.pipe(v.string(), v.trim());

/** A required email: `required` when empty, else `invalid` unless it has the email shape; trimmed. */
export function emailText<R extends string, I extends string>(required: R, invalid: I) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.check((email) => email === '' || isEmailShape(email), invalid),
  );
}

/** Each field's first message (`{ email: 'invalidEmail' }`), empty when the values pass. */
export function fieldMessages<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): Partial<Record<string, string>> {
  const { issues } = v.safeParse(schema, values);
  const messages: Partial<Record<string, string>> = {};
  for (const issue of issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    messages[path] ??= issue.message;
  }
  return messages;
}

/**
 * The one message a form shows for all its fields: the first of `order` that any field has (for example
 * 'missingRequired' before 'invalidEmail'), else null.
 */
export function formMessage<K extends string>(
  messages: Iterable<string | undefined>,
  order: readonly K[],
): K | null {
  const found = new Set(messages);
  return order.find((key) => found.has(key)) ?? null;
}

/** The one message of a form that shows one for all its fields (newsletter, contact): missing first, then email. */
export type FormProblem = 'missingRequired' | 'invalidEmail';

export function formProblem(messages: Iterable<string | undefined>): FormProblem | null {
  return formMessage(messages, ['missingRequired', 'invalidEmail']);
}
