// The restaurant page while it opens: its header, tabs and first rows as grey blocks. Also the
// skeleton index.html shows for a restaurant's link before the app has run (web/prerender.tsx).
import { useTexts } from '../../i18n/use-texts.ts';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { pageSkeletonTexts } from './page-skeleton.texts.ts';

export function PageSkeleton() {
  const t = useTexts(pageSkeletonTexts);
  return (
    <Loading label={t.loading}>
      <Skeleton height="28px" width="60%" />
      <Skeleton height="64px" />
      <Skeleton height="44px" />
      <Skeleton height="96px" />
      <Skeleton height="96px" />
    </Loading>
  );
}
