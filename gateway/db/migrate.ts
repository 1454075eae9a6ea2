// Applies the migrations not yet applied, each in its own transaction, and records them.
import type { Database } from './database.ts';
import { type Migration, migrations } from './migrations.ts';

export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<number[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => Number(r.id)),
  );
  const applied: number[] = [];
  for (const migration of [...list].sort((a, b) => a.id - b.id)) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
    });
    applied.push(migration.id);
  }
  return applied;
}

/**
 * Comments go first; our migrations hold no semicolons inside strings, and a function body is
 * dollar-quoted (`$$ ... $$`), so a split on the `;` outside `$$` is then exact.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const [i, part] of sql.replace(/--.*$/gm, '').split('$$').entries()) {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      continue;
    }
    const pieces = part.split(';');
    current += pieces[0] ?? '';
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s !== '');
}
