import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../gateway/openapi/document.ts';
import packageJson from '../package.json' with { type: 'json' };

describe('docs/openapi.json', () => {
  it('is what the contract says today (run `npm run docs` after changing a call, a codec or a sample)', () => {
    const written = `${JSON.stringify(openApiDocument({ version: packageJson.version }), null, 2)}\n`;
    expect(readFileSync('docs/openapi.json', 'utf8')).toBe(written);
  });
});
