// The terms screen (/policy/, /privacy/, /efinance_agreement/, /collect_*/, /partner/{id}/) and the
// policy and information pages (/point_policy/, /contact/, /bpg/, /trust/, /sellerinfo/,
// /cleanreview/) (spec 001 §2). Which document and how it is shown is domain/content/information-pages.ts:
// a resizing frame, or the document read through the template query and shown cleaned in the page.
import {
  type InformationPage,
  infoPage,
  pageIn,
  partnerTermsPage,
  templatePath,
  termsPage,
} from '../../../domain/content/information-pages.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { useQuery } from '../../store/use-query.ts';
import { Button } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { uiTexts } from '../../ui/ui.texts.ts';
import { useTemplate } from './content-reads.ts';
import styles from './pages.module.css';
import { pagesTexts } from './pages.texts.ts';
import { ResizingFrame } from './resizing-frame.tsx';
import { SafeHtml } from './safe-html.tsx';

/**
 * A document read through the template query, shown in the page. `label`: its title as the
 * customer reads it; `documentTitle`: as the (Korean) document itself names it, a heading left out.
 */
export function InlineDocument({
  template,
  label,
  documentTitle,
}: {
  readonly template: string;
  readonly label: string;
  readonly documentTitle: string;
}) {
  const doc = useTemplate(template);
  const say = useMessages();
  const t = useTexts(pagesTexts);
  const ui = useTexts(uiTexts);
  if (doc.status === 'ok')
    return <SafeHtml className={styles.body} html={doc.data} omitHeading={documentTitle} />;
  if (doc.status === 'error')
    return (
      <>
        <p role="alert" className={styles.error}>
          {say.rejection(doc)}
        </p>
        <Button tone="secondary" onClick={doc.reload}>
          {ui.retry}
        </Button>
      </>
    );
  return (
    <Loading label={t.documentLoading(label)}>
      <Skeleton height="20px" />
      <Skeleton height="20px" width="80%" />
      <Skeleton height="20px" width="60%" />
    </Loading>
  );
}

export type InformationRoute = Extract<Route, { readonly name: 'terms' | 'partnerTerms' | 'info' }>;

function pageOf(route: InformationRoute): { readonly page: InformationPage } {
  switch (route.name) {
    case 'terms':
      return { page: termsPage(route.doc) };
    case 'info':
      return { page: infoPage(route.page) };
    case 'partnerTerms':
      return { page: partnerTermsPage };
    default: {
      const never: never = route;
      return never;
    }
  }
}

/** Whom the third-party consent provides to: the restaurant's name once read, its number until then. */
function Recipient({ restaurantId }: { readonly restaurantId: number }) {
  const { gateway } = useWebStore();
  const t = useTexts(pagesTexts);
  const info = useQuery(`restaurant-info:${restaurantId}`, () => gateway.restaurantInfo(restaurantId));
  return (
    <p className={styles.meta}>
      {t.recipient(info.status === 'ok' ? info.data.name : t.restaurantNumber(restaurantId))}
    </p>
  );
}

export default function InformationScreen({ route }: { readonly route: InformationRoute }) {
  const korean = pageOf(route).page;
  const page = pageIn(korean, useLanguage());
  return (
    <main className={`page ${styles.page}`}>
      {/* A framed document shows its own title: the page's heading stays for assistive technology. */}
      <h1 className={page.frameHeightPx === null ? styles.title : 'visually-hidden'}>{page.title}</h1>
      {route.name === 'partnerTerms' && <Recipient restaurantId={route.restaurantId} />}
      {page.frameHeightPx === null ? (
        <InlineDocument template={page.template} label={page.title} documentTitle={korean.title} />
      ) : (
        <ResizingFrame
          src={templatePath(page.template)}
          title={page.title}
          defaultHeightPx={page.frameHeightPx}
        />
      )}
    </main>
  );
}
