// The web app manifest: what a phone shows when the customer adds 주문 to the home screen. The
// names are Korean; the English one sits beside them only in the localised members (the manifest
// has no second language of its own). The app routes by the hash, so the start and the scope are
// the document itself: every screen lives under `./`.
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The icons' files under web/public (committed PNGs; scripts/make-pwa-icons.mjs draws them). */
export const ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** A colour token's value in the tokens stylesheet (`--pink: #fa0050;`), or an error naming it. */
export function tokenColour(tokensCss: string, token: string): string {
  const match = new RegExp(`--${token}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(tokensCss);
  if (match?.[1] === undefined)
    throw new Error(`web manifest: the tokens stylesheet has no colour --${token}`);
  return match[1].toUpperCase();
}

type LocalisedManifest = Partial<ManifestOptions> & {
  readonly name_localized: Readonly<Record<string, string>>;
  readonly short_name_localized: Readonly<Record<string, string>>;
};

export function webManifest(tokensCss: string): LocalisedManifest {
  return {
    id: './',
    name: '주문',
    short_name: '주문',
    name_localized: { en: 'Jumun' },
    short_name_localized: { en: 'Jumun' },
    description: '우리 동네 음식점에서 배달 주문',
    lang: 'ko',
    dir: 'ltr',
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: tokenColour(tokensCss, 'pink'),
    background_color: tokenColour(tokensCss, 'white'),
    categories: ['food', 'shopping'],
    icons: ICONS.map((icon) => ({ ...icon })),
  };
}
