// /faq/ and /faq/{faq_id}/ (spec 001 §2): the questions by section, each answer cleaned before it is
// shown; "withdraw" (or any section's name) jumps to that section, an entry's id opens that entry
// (domain/content/faq-sections.ts).
import { useEffect } from 'react';
import { type FaqTarget, faqSections, faqTarget } from '../../../domain/content/faq-sections.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { uiTexts } from '../../ui/ui.texts.ts';
import { useFaq } from './content-reads.ts';
import styles from './pages.module.css';
import { pagesTexts } from './pages.texts.ts';
import { SafeHtml } from './safe-html.tsx';

const sectionId = (section: string) => `faq-${section}`;
const entryId = (id: number) => `faq-entry-${id}`;

export default function FaqScreen({ faqId }: { readonly faqId?: string }) {
  const faq = useFaq();
  const say = useMessages();
  const t = useTexts(pagesTexts);
  const ui = useTexts(uiTexts);
  const language = useLanguage();
  const entries = faq.status === 'ok' ? faq.data : null;
  const target = entries === null ? null : faqTarget(entries, faqId);
  const targetKey = target === null ? null : JSON.stringify(target);
  useEffect(() => {
    const target = targetKey === null ? null : (JSON.parse(targetKey) as FaqTarget);
    if (target === null || target.kind === 'none') return;
    const element = document.getElementById(
      target.kind === 'entry' ? entryId(target.id) : sectionId(target.section),
    );
    if (element === null) return;
    element.scrollIntoView({ block: 'start' });
    // Focus goes where the link pointed, so a screen reader starts there too.
    element
      .querySelector<HTMLElement>(target.kind === 'entry' ? 'summary' : 'h2')
      ?.focus({ preventScroll: true });
  }, [targetKey]);

  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.faq}</h1>
      {faq.status === 'loading' && (
        <Loading label={t.faqLoading}>
          <Skeleton height="44px" />
          <Skeleton height="44px" />
          <Skeleton height="44px" />
        </Loading>
      )}
      {faq.status === 'error' && (
        <>
          <p role="alert" className={styles.error}>
            {say.rejection(faq)}
          </p>
          <Button tone="secondary" onClick={faq.reload}>
            {ui.retry}
          </Button>
        </>
      )}
      {entries !== null &&
        faqSections(entries, language).map((section) => (
          <section
            key={section.section}
            id={sectionId(section.section)}
            className={styles.section}
            aria-labelledby={`${sectionId(section.section)}-title`}
          >
            <h2 id={`${sectionId(section.section)}-title`} className={styles.sectionTitle} tabIndex={-1}>
              {section.title}
            </h2>
            {section.entries.map((entry) => (
              <details
                key={entry.id}
                id={entryId(entry.id)}
                className={styles.question}
                open={target?.kind === 'entry' && target.id === entry.id ? true : undefined}
              >
                <summary>{entry.question}</summary>
                <SafeHtml className={styles.answer} html={entry.answer_html} />
              </details>
            ))}
          </section>
        ))}
    </main>
  );
}
