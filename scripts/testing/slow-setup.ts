// Global setup of the slow tier: one fresh clone of the project with what `npm install` runs in it
// (`npm run prepare`: the CLI and the production build of the web app) done once for the run. Each
// slow test that needs a newcomer's checkout copies it (scripts/testing/fresh-copy.ts
// `preparedCopy`), so the build is paid once and no test sees another's data directory.
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { freshCopy } from './fresh-copy.ts';
import './provided-context.ts';

export default function setup(project: TestProject): () => void {
  const clone = freshCopy();
  execFileSync('npm', ['run', 'prepare'], { cwd: clone.dir, stdio: 'ignore' });
  project.provide('preparedClone', clone.dir);
  return () => clone.remove();
}
