// The login captcha's image: its letters drawn as distorted outlines (svg-captcha: the glyphs of a
// bundled font as jittered paths) crossed by noise curves, in greys on a light ground. The answer is
// in no text node or attribute of the SVG: reading it takes OCR, not a parser. svg-captcha (with
// opentype.js and its parsed font, some 2 MB of heap) is loaded by the first captcha, not at start:
// an idle gateway has drawn none.
import type svgCaptcha from 'svg-captcha';

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 64;

// svg-captcha's main export draws a given text; its typings declare only create(), which picks the
// text itself with Math.random (ours comes from the OS's CSPRNG, captcha-store.ts).
type DrawOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
type DrawText = (text: string, options: DrawOptions) => string;
let drawing: Promise<DrawText> | null = null;

export async function drawCaptcha(answer: string): Promise<string> {
  drawing ??= import('svg-captcha').then(({ default: draw }) => draw as unknown as DrawText);
  const drawText = await drawing;
  const svg = drawText(answer, {
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    fontSize: 58,
    noise: 5,
    color: false,
  });
  // A light ground (svg-captcha would colour the letters to go with one) and a label that names
  // what the image is, never what it says.
  return svg.replace(
    /^<svg([^>]*)>/,
    '<svg$1 role="img" aria-label="자동입력 방지 문자"><rect width="100%" height="100%" fill="#F2F2F2"/>',
  );
}
