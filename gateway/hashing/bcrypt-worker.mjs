// One bcrypt task on a worker thread of the gateway's pool (bcrypt-pool.ts). Plain JavaScript: a
// worker thread loads its module without the TypeScript loader that runs the gateway's tests. The
// CLI build copies it next to the bundle (scripts/build-cli.mjs).
import bcrypt from 'bcryptjs';

/**
 * @param {{ op: 'hash', plain: string, cost: number | string } | { op: 'compare', plain: string, hash: string }} task
 * @returns {string | boolean}
 */
export default function bcryptTask(task) {
  if (task.op === 'hash') return bcrypt.hashSync(task.plain, task.cost);
  try {
    return bcrypt.compareSync(task.plain, task.hash);
  } catch {
    // An unreadable hash matches nothing.
    return false;
  }
}
