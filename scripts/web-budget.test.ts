import { describe, expect, it } from 'vitest';
import { budgetReport, preloadProblems } from './web-budget.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'screens/home/home-screen.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_ui.js'] },
  '_ui.js': { file: 'assets/ui.js' },
  'screens/restaurant/restaurant-screen.tsx': { file: 'assets/restaurant.js', isDynamicEntry: true },
  'store/command-side.ts': { file: 'assets/command-side.js', isDynamicEntry: true },
};

describe('the web budgets', () => {
  it('counts the entry, its static imports and the home screen with its imports as the JS to render /', () => {
    const sizes: Record<string, number> = {
      'assets/index.js': 10_000,
      'assets/react.js': 60_000,
      'assets/home.js': 2_000,
      'assets/ui.js': 1_000,
      'assets/restaurant.js': 20_000,
      'assets/command-side.js': 40_000,
    };
    const report = budgetReport(manifest, (f: string) => sizes[f] ?? 0);
    expect(report.initial).toBe(73_000);
    expect(report.problems).toEqual([]);
    expect(report.routes.map((r) => r.key)).toEqual([
      'screens/home/home-screen.tsx',
      'screens/restaurant/restaurant-screen.tsx',
    ]);
  });

  it('fails when / needs more than 100 KB gzip or a screen chunk exceeds 30 KB gzip', () => {
    const report = budgetReport(manifest, (f: string) =>
      f === 'assets/react.js' ? 100 * 1024 : f === 'assets/restaurant.js' ? 31 * 1024 : 100,
    );
    expect(report.problems).toHaveLength(2);
    expect(report.problems[0]).toContain('JavaScript to render /');
    expect(report.problems[1]).toContain('screens/restaurant/restaurant-screen.tsx');
  });

  it('takes the scripts index.html loads as the entries when the manifest marks none', () => {
    const grouped = {
      '_runtime.js': { file: 'assets/runtime.js' },
      '_boot.js': { file: 'assets/boot.js', imports: ['_runtime.js'] },
      'screens/home/home-screen.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_boot.js'] },
    };
    const report = budgetReport(grouped, () => 1000, ['assets/runtime.js', 'assets/boot.js']);
    expect([...report.initialFiles].sort()).toEqual([
      'assets/boot.js',
      'assets/home.js',
      'assets/runtime.js',
    ]);
    expect(report.initial).toBe(3000);
  });

  it("counts home's screen chunk when it is grouped with other modules under another name", () => {
    const grouped = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      '_screen-kit.js': { file: 'assets/screen-kit.js', imports: ['index.html'] },
      '_content-reads.js': { file: 'assets/content-reads.js', imports: ['_screen-kit.js'] },
    };
    const report = budgetReport(grouped, () => 1000, undefined, [
      'assets/screen-kit.js',
      'assets/screen-kit.css',
    ]);
    expect([...report.initialFiles].sort()).toEqual(['assets/index.js', 'assets/screen-kit.js']);
    expect(report.initial).toBe(2000);
  });

  it("holds index.html's inline scripts (the first screen's preload, its chooser) to 5 KB gzip each", () => {
    expect(preloadProblems([{ file: 'assets/first-screen.js', gzip: 4 * 1024 }])).toEqual([]);
    const problems = preloadProblems([{ file: 'assets/first-screen.js', gzip: 6 * 1024 }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('assets/first-screen.js');
  });
});
