import { describe, expect, it } from 'vitest';
import { homeStyles, withFirstScreens } from './prerender-html.mjs';

const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <style>.boot{}</style>
    <link rel="stylesheet" href="./assets/boot-1.css" disabled>
  </head>
  <body>
    <div id="root"><div class="boot-brand" aria-hidden="true">주문</div></div>
    <noscript>주문을 하려면 자바스크립트를 켜주세요.</noscript>
    <script type="module" src="./assets/boot-1.js"></script>
  </body>
</html>`;

const korean = {
  home: '<header>주문</header><main><h1>어디로 배달해 드릴까요?</h1></main>',
  restaurant: '<header>주문</header><div class="r"></div>',
  screen: '<header>주문</header><div class="s"></div>',
};
const english = {
  home: '<header>jumun</header><main><h1>Where should we deliver?</h1></main>',
  restaurant: '<header>jumun</header><div class="r"></div>',
  screen: '<header>jumun</header><div class="s"></div>',
};
const screens = { ko: korean, en: english };

describe("index.html's prerendered first screens", () => {
  it('puts home in #root for hydration, the skeletons in templates, and the chooser after #root', () => {
    const html = withFirstScreens(INDEX, { screens, chooser: 'choose();\n', styles: [] });
    expect(html).toContain(
      `<div id="root" data-first-screen="home">${korean.home}</div>\n    <script>choose();</script>\n    <noscript>`,
    );
    expect(html).not.toContain('boot-brand');
    for (const name of ['restaurant', 'screen'] as const)
      expect(html).toContain(`<template id="first-screen-${name}">${korean[name]}</template>`);
    // every other language's first screens, its home among them, for the chooser to pick
    for (const name of ['home', 'restaurant', 'screen'] as const)
      expect(html).toContain(`<template id="first-screen-${name}-en">${english[name]}</template>`);
    expect(html).not.toContain('id="first-screen-home"');
    // the templates in the head, before the body's first paint needs them
    expect(html.indexOf('<template')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" src="./assets/boot-1.js"></script>');
  });

  it("inlines each first screen stylesheet once, keeping its link disabled for the chunks' loader", () => {
    const html = withFirstScreens(INDEX, {
      screens,
      chooser: 'choose()',
      styles: [
        { file: 'assets/boot-1.css', css: '.boot{}' },
        { file: 'assets/screen-kit-2.css', css: '._grid_x{display:grid}\n' },
      ],
    });
    expect(html).toContain(
      '<style>._grid_x{display:grid}</style>\n    <link rel="stylesheet" href="./assets/screen-kit-2.css" disabled>',
    );
    expect(html.match(/boot-1\.css/g)).toHaveLength(1);
  });

  it('refuses what it cannot place: no #root, a chooser that would end its script, a url() in a style, a language without a screen', () => {
    expect(() =>
      withFirstScreens(INDEX, {
        screens: { ko: korean, en: { ...english, home: undefined as unknown as string } },
        chooser: '',
        styles: [],
      }),
    ).toThrow(/no home drawn in en/);
    expect(() => withFirstScreens('<body></body>', { screens, chooser: '', styles: [] })).toThrow(/#root/);
    expect(() => withFirstScreens(INDEX, { screens, chooser: 'a="</script>"', styles: [] })).toThrow(
      /cannot be inlined/,
    );
    expect(() =>
      withFirstScreens(INDEX, {
        screens,
        chooser: '',
        styles: [{ file: 'assets/x.css', css: '.a{background:url(./a.png)}' }],
      }),
    ).toThrow(/url\(\)/);
  });

  it("takes home's stylesheets from the first screen table, and refuses a table without home", () => {
    const table = {
      home: ['assets/screen-kit-1.js', 'assets/screen-kit-2.css', 'assets/home-3.css'],
      restaurant: ['assets/restaurant-4.js', 'assets/restaurant-5.css'],
    };
    expect(homeStyles(table)).toEqual(['assets/screen-kit-2.css', 'assets/home-3.css']);
    expect(() => homeStyles({ restaurant: [] })).toThrow(/no row for home/);
  });
});
