// The join forms' consents (spec 001 §3 "Join form": agree_policy, agree_collect, agree_efinance,
// agree_14_age, agree_push, agree_all): agree-all checks or unchecks the five; it shows checked
// exactly when all five are (formAgreements' agree_all). Each required one links to its terms.
import type { Agreements } from '../../../domain/account/join-phone.ts';
import { formAgreements } from '../../../domain/account/join-phone.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import type { TermsDoc } from '../../../domain/routes/route-table.ts';
import styles from './account.module.css';
import { FieldError } from './field-error.tsx';
import type { FieldErrors } from './use-field-errors.ts';

export const noAgreements: Agreements = {
  policy: false,
  collect: false,
  efinance: false,
  age14: false,
  push: false,
};

const ITEMS: readonly {
  readonly key: keyof Agreements;
  readonly field: string;
  readonly label: string;
  readonly doc?: TermsDoc;
}[] = [
  { key: 'policy', field: 'agree_policy', label: '[필수] 이용약관 동의', doc: 'policy' },
  { key: 'collect', field: 'agree_collect', label: '[필수] 개인정보 수집 및 이용 동의', doc: 'collect_join' },
  {
    key: 'efinance',
    field: 'agree_efinance',
    label: '[필수] 전자금융거래 이용약관 동의',
    doc: 'efinance_agreement',
  },
  { key: 'age14', field: 'agree_14_age', label: '[필수] 만 14세 이상입니다' },
  { key: 'push', field: 'agree_push', label: '[선택] 할인 혜택과 이벤트 알림 받기 (문자, 이메일, 푸시)' },
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
  const all = formAgreements(value).agree_all;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>약관 동의</legend>
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
        전체 동의
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
              {item.label}
            </label>
            {item.doc !== undefined && (
              <a
                className={styles.textLink}
                href={`#${hrefOf({ name: 'terms', doc: item.doc })}`}
                target="_blank"
                rel="noreferrer"
                aria-label={`${item.label.replace(/^\[필수\] /, '')} 보기`}
              >
                보기
              </a>
            )}
          </div>
          <FieldError form={form} field={item.field} errors={errors} />
        </div>
      ))}
    </fieldset>
  );
}
