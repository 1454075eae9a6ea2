// The join forms' consents (spec 001 §3 "Join form": agree_policy, agree_collect, agree_efinance,
// agree_14_age, agree_push, agree_all): agree-all checks or unchecks the five; it shows checked
// exactly when all five are (formAgreements' agree_all). Each required one links to its terms.
import type { Agreements } from '../../../domain/account/join-phone.ts';
import { formAgreements } from '../../../domain/account/join-phone.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import type { TermsDoc } from '../../../domain/routes/route-table.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';
import { FieldError } from './field-error.tsx';
import type { FieldErrors } from './use-field-errors.ts';

export const noAgreements: Agreements = {
  policy: false,
  collect: false,
  efinance: false,
  age14: false,
  push: false,
};

type Words = typeof accountTexts.ko;
/** A text of the account screens that is a plain string. */
type AccountText = { [K in keyof Words]: Words[K] extends string ? K : never }[keyof Words];

/** Each consent: its field, its label and, for one with terms, the terms and the link's name. */
const ITEMS: readonly {
  readonly key: keyof Agreements;
  readonly field: string;
  readonly label: AccountText;
  readonly doc?: { readonly name: TermsDoc; readonly view: AccountText };
}[] = [
  { key: 'policy', field: 'agree_policy', label: 'agreePolicy', doc: { name: 'policy', view: 'viewPolicy' } },
  {
    key: 'collect',
    field: 'agree_collect',
    label: 'agreeCollect',
    doc: { name: 'collect_join', view: 'viewCollect' },
  },
  {
    key: 'efinance',
    field: 'agree_efinance',
    label: 'agreeEfinance',
    doc: { name: 'efinance_agreement', view: 'viewEfinance' },
  },
  { key: 'age14', field: 'agree_14_age', label: 'agreeAge' },
  { key: 'push', field: 'agree_push', label: 'agreePush' },
];

export function AgreementsBox({
  form,
  value,
  onChange,
  errors,
}: {
  readonly form: string;
  readonly value: Agreements;
  readonly onChange: (next: Agreements) => void;
  readonly errors: FieldErrors;
}) {
  const t = useTexts(accountTexts);
  const text = (key: AccountText): string => t[key];
  const all = formAgreements(value).agree_all;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t.agreements}</legend>
      <label className={`${styles.check} ${styles.checkAll}`}>
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => {
            const on = e.target.checked;
            onChange({ policy: on, collect: on, efinance: on, age14: on, push: on });
            for (const item of ITEMS) errors.set(item.field, null);
          }}
        />
        {t.agreeAll}
      </label>
      {ITEMS.map((item) => (
        <div key={item.key}>
          <div className={styles.inline}>
            <label className={styles.check}>
              <input
                ref={errors.ref(item.field)}
                id={`${form}-${item.field}`}
                type="checkbox"
                checked={value[item.key]}
                onChange={(e) => {
                  onChange({ ...value, [item.key]: e.target.checked });
                  errors.set(item.field, null);
                }}
              />
              {text(item.label)}
            </label>
            {item.doc !== undefined && (
              <a
                className={styles.textLink}
                href={`#${hrefOf({ name: 'terms', doc: item.doc.name })}`}
                target="_blank"
                rel="noreferrer"
                aria-label={text(item.doc.view)}
              >
                {t.view}
              </a>
            )}
          </div>
          <FieldError form={form} field={item.field} errors={errors} />
        </div>
      ))}
    </fieldset>
  );
}
