// domain/ stays pure: besides the lint rule on imports, no clock, randomness or I/O globals in
// the rules (DESIGN "the domain never calls Date.now() or Math.random()").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const forbidden: readonly [RegExp, string][] = [
  [/\bDate\.now\s*\(/, 'Date.now()'],
  [/\bnew Date\s*\(\s*\)/, 'new Date()'],
  [/\bMath\.random\s*\(/, 'Math.random()'],
  [/\bperformance\.now\s*\(/, 'performance.now()'],
  [/\bcrypto\.randomUUID\s*\(/, 'crypto.randomUUID()'],
  [
    /from ['"](node:|undici|react|react-dom|wouter|commander|fastify|pg|@electric-sql|bcryptjs|playwright)/,
    'an I/O import',
  ],
];

describe('domain purity', () => {
  it('has no clock, randomness or I/O in domain/ (the in-memory test ports excepted for the clock)', () => {
    const offences = sources('domain').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden
        .filter(([pattern]) => pattern.test(text))
        .filter(([, what]) => !(file.includes('in-memory') && what === 'Date.now()'))
        .map(([, what]) => `${file}: ${what}`);
    });
    expect(offences).toEqual([]);
  });
});
