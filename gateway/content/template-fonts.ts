// The template documents are shown in the app's frames and must look like the app: in Pretendard
// (UI guide "Type"), not in whatever fonts the device has (which may lack Hangul). The gateway serves
// the font package's dynamic-subset stylesheet and its files under /template-fonts/, so a document
// loads only the glyph ranges it uses. Without the package installed the documents fall back to the
// system fonts named after it.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const TEMPLATE_FONT_PREFIX = '/template-fonts/';
export const TEMPLATE_FONT_CSS = `${TEMPLATE_FONT_PREFIX}pretendardvariable-dynamic-subset.css`;

function fontDir(): string | null {
  try {
    const css = createRequire(import.meta.url).resolve(
      'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css',
    );
    return dirname(css);
  } catch {
    return null;
  }
}

export function registerTemplateFonts(app: FastifyInstance): void {
  const root = fontDir();
  if (root === null) return;
  void app.register(fastifyStatic, {
    root,
    prefix: TEMPLATE_FONT_PREFIX,
    decorateReply: false,
    maxAge: '30d',
    // The stylesheet and its font files only, not the other folders of the package.
    allowedPath: (path) =>
      /^\/(pretendardvariable-dynamic-subset\.css|woff2-dynamic-subset\/[\w.-]+\.woff2)$/.test(path),
  });
}
