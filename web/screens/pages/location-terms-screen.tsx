// /locterms/ (spec 000 §2 "Location terms consent page for the partner-platform variant", §5 "the
// agree box is required"): the location terms, the agree box, and on to choosing the address
// (domain/content/location-terms.ts).
import { useId, useState } from 'react';
import { locationTermsPage, pageIn } from '../../../domain/content/information-pages.ts';
import { agreeToLocationTerms } from '../../../domain/content/location-terms.ts';
import type { Rejection } from '../../../domain/result.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { Button } from '../../ui/button.tsx';
import { InlineDocument } from './information-screen.tsx';
import styles from './pages.module.css';
import { pagesTexts } from './pages.texts.ts';

export default function LocationTermsScreen() {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<Rejection | null>(null);
  const errorId = useId();
  const say = useMessages();
  const t = useTexts(pagesTexts);
  const page = pageIn(locationTermsPage, useLanguage());
  const onContinue = () => {
    const result = agreeToLocationTerms(agreed);
    if (result.ok) navigateTo(result.value);
    else setError(result.rejection);
  };
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{page.title}</h1>
      <InlineDocument template={page.template} label={page.title} documentTitle={locationTermsPage.title} />
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
        {t.agreeLocation}
      </label>
      {error !== null && (
        <p id={errorId} role="alert" className={styles.error}>
          {say.rejection(error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onContinue}>{t.agreeAndContinue}</Button>
      </div>
    </main>
  );
}
