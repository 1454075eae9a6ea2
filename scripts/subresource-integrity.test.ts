import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { styleAttributes, withIntegrity } from './subresource-integrity.mjs';

const files: Record<string, string> = {
  'assets/boot-1.js': 'console.log(1)',
  'assets/runtime-1.js': 'export{}',
  'assets/boot-1.css': '.a{}',
  'assets/kit-1.css': '.b{}',
};
const read = (path: string) => {
  const text = files[path];
  if (text === undefined) throw new Error(`no ${path}`);
  return text;
};
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe("index.html's subresource integrity", () => {
  it('hashes every script, module preload and stylesheet (disabled ones too), and leaves the rest', () => {
    const html = [
      '<link rel="icon" href="data:image/svg+xml,x">',
      '<script>inline()</script>',
      '<script type="module" fetchpriority="low" crossorigin src="./assets/boot-1.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/runtime-1.js">',
      '<link rel="stylesheet" href="./assets/boot-1.css" disabled>',
      '<template id="t"><link rel="stylesheet" href="./assets/kit-1.css"></template>',
      '<link rel="manifest" href="./manifest.webmanifest">',
    ].join('\n');
    expect(withIntegrity(html, read).split('\n')).toEqual([
      '<link rel="icon" href="data:image/svg+xml,x">',
      '<script>inline()</script>',
      `<script type="module" fetchpriority="low" crossorigin src="./assets/boot-1.js" integrity="${sri('console.log(1)')}"></script>`,
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/runtime-1.js" integrity="${sri('export{}')}">`,
      `<link rel="stylesheet" href="./assets/boot-1.css" disabled integrity="${sri('.a{}')}">`,
      `<template id="t"><link rel="stylesheet" href="./assets/kit-1.css" integrity="${sri('.b{}')}"></template>`,
      '<link rel="manifest" href="./manifest.webmanifest">',
    ]);
  });

  it("refuses a script from another site or outside the app's directory", () => {
    expect(() => withIntegrity('<script src="https://cdn.example/x.js"></script>', read)).toThrow(
      /only the app's own/,
    );
    expect(() => withIntegrity('<script src="./../x.js"></script>', read)).toThrow(/only the app's own/);
  });

  it('finds style attributes, which the CSP refuses in markup', () => {
    expect(styleAttributes('<div class="a"><span style="width:1px">x</span></div>')).toEqual([
      '<span style="width:1px">',
    ]);
    expect(styleAttributes('<style>.a{}</style><div data-style="x"></div>')).toEqual([]);
  });
});
