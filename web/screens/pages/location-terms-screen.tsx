// /locterms/ (spec 000 §2 "Location terms consent page for the partner-platform variant", §5 "the
// agree box is required"): the location terms, the agree box, and on to choosing the address
// (domain/content/location-terms.ts).
import { useId, useState } from 'react';
import { locationTermsPage } from '../../../domain/content/information-pages.ts';
import { agreeToLocationTerms } from '../../../domain/content/location-terms.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { Button } from '../../ui/button.tsx';
import { InlineDocument } from './information-screen.tsx';
import styles from './pages.module.css';

export default function LocationTermsScreen() {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const onContinue = () => {
    const result = agreeToLocationTerms(agreed);
    if (result.ok) navigateTo(result.value);
    else setError(result.rejection.message);
  };
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{locationTermsPage.title}</h1>
      <InlineDocument template={locationTermsPage.template} label={locationTermsPage.title} />
      <label className={styles.agree}>
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            if (e.currentTarget.checked) setError(null);
          }}
        />
        위치정보 수집, 활용, 이용약관에 동의합니다 (필수)
      </label>
      {error !== null && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onContinue}>동의하고 계속하기</Button>
      </div>
    </main>
  );
}
