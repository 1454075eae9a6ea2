// The restaurant page while it opens: its header, tabs and first rows as grey blocks. Also the
// skeleton index.html shows for a restaurant's link before the app has run (web/prerender.tsx).
import { Loading, Skeleton } from '../../ui/skeleton.tsx';

export function PageSkeleton() {
  return (
    <Loading label="음식점 정보를 불러오는 중입니다">
      <Skeleton height="28px" width="60%" />
      <Skeleton height="64px" />
      <Skeleton height="44px" />
      <Skeleton height="96px" />
      <Skeleton height="96px" />
    </Loading>
  );
}
