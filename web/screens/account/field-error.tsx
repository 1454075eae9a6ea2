import { useMessages } from '../../i18n/use-messages.ts';
import styles from './account.module.css';
import { errorIdOf, type FieldErrors } from './use-field-errors.ts';

/** A field's error line, in the customer's language, announced when it appears. */
export function FieldError({
  form,
  field,
  errors,
}: {
  readonly form: string;
  readonly field: string;
  readonly errors: FieldErrors;
}) {
  const say = useMessages();
  const refusal = errors.errors[field];
  if (refusal === undefined) return null;
  return (
    <p id={errorIdOf(form, field)} className={styles.error} role="alert">
      {say.rejection(refusal)}
    </p>
  );
}

/** The aria props of a field that may show an error. */
export function invalidProps(form: string, field: string, errors: FieldErrors) {
  const invalid = errors.errors[field] !== undefined;
  return invalid
    ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(form, field) }
    : { 'aria-invalid': false as const };
}
