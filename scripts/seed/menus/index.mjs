// The menu catalogues, by kind of restaurant: the generated restaurants take their menus from
// here, and so do most scenario restaurants. A catalogue holds the country of origin, the owner's
// introduction, the opening hours and menu categories of [name, slug, items], each item a row
// [name, slug, price, option-group keys (./option-groups.mjs)?, description?].
import { bunsik } from './bunsik.mjs';
import { burger } from './burger.mjs';
import { cafe } from './cafe.mjs';
import { chicken } from './chicken.mjs';
import { chinese } from './chinese.mjs';
import { cvs } from './convenience-store.mjs';
import { dosirak } from './dosirak.mjs';
import { gukbap } from './gukbap.mjs';
import { jokbal } from './jokbal-bossam.mjs';
import { korean } from './korean.mjs';
import { yasik } from './late-night.mjs';
import { pasta } from './pasta.mjs';
import { pizza } from './pizza.mjs';
import { sushi } from './sushi.mjs';
import { tonkatsu } from './tonkatsu.mjs';

export const CATALOGUES = {
  chicken,
  pizza,
  burger,
  pasta,
  cvs,
  chinese,
  korean,
  gukbap,
  tonkatsu,
  sushi,
  jokbal,
  yasik,
  bunsik,
  cafe,
  dosirak,
};
