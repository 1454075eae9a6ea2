// Reading the seed's content as import-seed.ts stored it: one row per notice, FAQ entry, event and
// poll choice (kind, id), and single rows for the banners and the service settings.
import type { Sql } from '../db/database.ts';
import type { BannersFile } from '../seed/banners-file.ts';
import type { EventPage } from '../seed/events-file.ts';
import type { FaqEntry } from '../seed/faq-file.ts';
import type { Notice } from '../seed/notices-file.ts';
import type { PollChoice } from '../seed/poll-file.ts';
import { DEFAULT_SERVICE, type ServiceFile } from '../seed/service-file.ts';

interface Kinds {
  readonly notice: Notice;
  readonly faq: FaqEntry;
  readonly event: EventPage;
  readonly poll: PollChoice;
}

/** Every entry of a kind, by numeric id (the seed's ids and poll numbers). */
export async function contentList<K extends keyof Kinds>(db: Sql, kind: K): Promise<Kinds[K][]> {
  const rows = await db.query<{ doc: Kinds[K] }>(
    'SELECT doc FROM content WHERE kind = $1 ORDER BY id::numeric',
    [kind],
  );
  return rows.map((r) => r.doc);
}

export async function contentEntry<K extends keyof Kinds>(
  db: Sql,
  kind: K,
  id: number,
): Promise<Kinds[K] | null> {
  const rows = await db.query<{ doc: Kinds[K] }>('SELECT doc FROM content WHERE kind = $1 AND id = $2', [
    kind,
    String(id),
  ]);
  return rows[0]?.doc ?? null;
}

export async function banners(db: Sql): Promise<BannersFile> {
  const rows = await db.query<{ doc: BannersFile }>("SELECT doc FROM content WHERE kind = 'banners'");
  return rows[0]?.doc ?? [];
}

export async function service(db: Sql): Promise<ServiceFile> {
  const rows = await db.query<{ doc: ServiceFile }>("SELECT doc FROM content WHERE kind = 'service'");
  return rows[0]?.doc ?? DEFAULT_SERVICE;
}
