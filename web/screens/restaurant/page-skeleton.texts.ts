// The restaurant skeleton's one text (issue "English"), a table of its own: the skeleton is drawn
// at boot (web/routes.tsx, the prerender), which does not carry the page's whole table.
import { defineTexts } from '../../../domain/i18n/texts.ts';

export const pageSkeletonTexts = defineTexts({
  ko: { loading: '음식점 정보를 불러오는 중입니다' },
  en: { loading: 'Loading restaurant details' },
});
