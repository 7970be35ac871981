/**
 * The site's TextField bound to a react-hook-form field (useController): the form owns the value, the field's
 * ref (so the form can focus the first invalid field) and its touched state. `message` turns the field's error
 * (a schema message key, see src/domain/shared/formSchema.ts) into the text shown under it; without it the form shows
 * its messages elsewhere (a toast, one alert). `onChange` runs after the form has taken the new value.
 */
import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'inputRef' | 'onBlur' | 'onChange'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  message?: (key: string) => string | undefined;
  onChange?: (value: string) => void;
};

export function FormTextField<T extends FieldValues>({
  control,
  name,
  message,
  onChange,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const shown = error && message ? message(error) : undefined;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        field.onChange(event.target.value);
        onChange?.(event.target.value);
      }}
      {...(message ? { error: Boolean(shown), helperText: shown ?? props.helperText } : null)}
    />
  );
}
