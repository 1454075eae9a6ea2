// The notice list (spec 001 §2 "The notice list shows each notice with a read flag. A notice's content
// is fetched through a proxy call by url") and the notice pages themselves.
// Decisions: a notice's url is the gateway's own path /notices/{id}.html (relative, so it holds
// behind any host name); newest first; is_read is true once the logged-in member loaded that
// notice through the proxy (visitors always see false).
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { serialised } from '../catalog/catalog-cache.ts';
import { loggedInMember } from '../catalog/member-check.ts';
import type { GatewayContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import type { Notice } from '../seed/notices-file.ts';
import { contentEntry, contentList } from './content-store.ts';

export const noticeUrl = (id: number): string => `/notices/${id}.html`;

/** The notice id of one of our notice urls' paths, or null. */
export function noticeIdOfPath(path: string): number | null {
  const m = /^\/notices\/([1-9]\d{0,14})\.html$/.exec(path);
  return m?.[1] === undefined ? null : Number(m[1]);
}

export function findNotice(db: Sql, id: number): Promise<Notice | null> {
  return contentEntry(db, 'notice', id);
}

export async function markNoticeRead(db: Sql, customerId: string, noticeId: number, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO notice_reads (customer_id, notice_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [customerId, String(noticeId), at],
  );
}

/** A notice page: the seed's html fragment in a minimal Korean document. */
export function noticeDocument(notice: Notice): string {
  const title = notice.title.replace(/[<>&]/g, (ch) => `&#${ch.codePointAt(0) ?? 0};`);
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${title}</title></head><body>${notice.html}</body></html>`;
}

export function registerNotices(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['content.notices'], async ({ auth }) => {
    const member = await loggedInMember(ctx.db, auth);
    const read =
      member === null
        ? new Set<string>()
        : new Set(
            (
              await ctx.db.query<{ notice_id: string }>(
                'SELECT notice_id FROM notice_reads WHERE customer_id = $1',
                [member],
              )
            ).map((r) => r.notice_id),
          );
    const notices = (await contentList(ctx.db, 'notice')).sort(
      (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
    );
    // with an ETag (the web app's service worker revalidates its copy: an unchanged list is a 304)
    return serialised(
      answer(
        notices.map((n) => ({
          id: n.id,
          type: n.type,
          url: noticeUrl(n.id),
          is_read: read.has(String(n.id)),
          title: n.title,
          created_at: n.created_at,
        })),
      ),
    );
  });

  // The page at the notice's url (not a call of the contract: the proxy's own source).
  app.get<{ Params: { id: string } }>('/notices/:id.html', async (request, reply) => {
    const id = noticeIdOfPath(`/notices/${request.params.id}.html`);
    const notice = id === null ? null : await findNotice(ctx.db, id);
    if (notice === null)
      return reply.code(404).send({ error_code: 'not_found', error_message: '공지사항을 찾을 수 없습니다.' });
    return reply.type('text/html; charset=utf-8').send(noticeDocument(notice));
  });
}
