/**
 * A type guard from a valibot schema. Its own module so that src/lib/persist.ts loads valibot only when the
 * browser has something stored to check (the "persisted-state" chunk, with the slices' schemas).
 */
import { is, type GenericSchema } from 'valibot';

export function schemaGuard<S>(schema: GenericSchema<S>): (value: unknown) => value is S {
  return (value: unknown): value is S => is(schema, value);
}
