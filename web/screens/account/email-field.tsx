// The e-mail field of the account forms: label, input, and its error from the form's field errors
// (a change clears the error).
import { useTexts } from '../../i18n/use-texts.ts';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';
import { FieldError, invalidProps } from './field-error.tsx';
import type { FieldErrors } from './use-field-errors.ts';

export interface EmailFieldProps {
  readonly form: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errors: FieldErrors;
}

export function EmailField({ form, value, onChange, errors }: EmailFieldProps) {
  const t = useTexts(accountTexts);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${form}-email`}>
        {t.email}
      </label>
      <input
        ref={errors.ref('email')}
        id={`${form}-email`}
        className={styles.input}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          errors.set('email', null);
        }}
        {...invalidProps(form, 'email', errors)}
      />
      <FieldError form={form} field="email" errors={errors} />
    </div>
  );
}
