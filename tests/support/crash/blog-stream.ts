import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users';
import { openRaw } from './integrity';
import type { DataLocation, ServerProcess } from './server-process';
import { post, type RoundControl, type WriteLog } from './write-stream';

/**
 * Blog writes streamed into the crash test, like every other write that must survive a crash: the demo's blog editor (the broker, not an
 * admin) writes a draft and publishes it. A kill may cut off either; whatever was acknowledged
 * must be there whole: a draft with its first revision and audit entry, a published post with
 * its date and its `published` revision, and nothing published half-way.
 */
export const BLOG_KINDS = ['blog-created', 'blog-published'] as const;

export interface BlogLog {
  created: { id: string; slug: string }[];
  published: { id: string; slug: string }[];
}

export const newBlogLog = (): BlogLog => ({ created: [], published: [] });

const marker = (runId: string) => `crash-${runId}-blog`;

export async function prepareBlogRound(server: ServerProcess, log: WriteLog): Promise<string> {
  const res = await post(`${server.url}/api/auth/sign-in`, log.next++, {
    email: 'sb@example.com',
    password: DEMO_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`blog editor sign-in answered ${res.status}`);
  return res.body.accessToken as string;
}

export function blogWriter(
  server: ServerProcess,
  log: WriteLog,
  b: BlogLog,
  token: string,
  control: RoundControl,
): Promise<void> {
  return (async () => {
    while (!control.killing()) {
      const n = log.next++;
      const slug = `${marker(log.runId)}-${n}`;
      try {
        const created = await post(
          `${server.url}/api/blog-admin/posts`,
          n,
          {
            title: `Crash post ${n}`,
            slug,
            excerpt: 'Written while the server is killed.',
            bodyMarkdown: `## Post ${n}\n\nA paragraph with **bold** text.`,
            language: 'en',
            translationOfId: null,
            tags: ['Crash'],
            coverImageId: null,
            seoTitle: '',
            seoDescription: '',
          },
          token,
        );
        if (created.status !== 201) {
          log.refused.push(`POST /api/blog-admin/posts ${created.status}`);
          return;
        }
        const id = created.body.id as string;
        b.created.push({ id, slug });
        control.acknowledge('blog-created');
        const fields = created.body;
        const published = await post(
          `${server.url}/api/blog-admin/posts/${id}/publish`,
          log.next++,
          {
            title: fields.title,
            slug: fields.slug,
            excerpt: fields.excerpt,
            bodyMarkdown: fields.bodyMarkdown,
            language: fields.language,
            translationOfId: fields.translationOfId,
            tags: fields.tags,
            coverImageId: fields.cover?.id ?? null,
            seoTitle: fields.seoTitle,
            seoDescription: fields.seoDescription,
            version: fields.version,
          },
          token,
        );
        if (published.status !== 200 || published.body.status !== 'published') {
          log.refused.push(`POST /api/blog-admin/posts/:id/publish ${published.status}`);
          return;
        }
        b.published.push({ id, slug });
        control.acknowledge('blog-published');
      } catch {
        log.unanswered++;
        return;
      }
    }
  })();
}

/** What a kill must never leave: an acknowledged post missing, or a post half created or published. */
export async function findBlogProblems(
  data: DataLocation,
  b: BlogLog,
  runId: string,
): Promise<{ problems: string[] }> {
  const db = await openRaw(data);
  try {
    const rows = await db.rows<{
      id: string;
      slug: string;
      status: string;
      published: boolean;
      version: number;
      saved: number;
      publishes: number;
      audits: number;
    }>(
      `select p.id::text, p.slug, p.status, p.published_at is not null as published, p.version,
         (select count(*)::int from blog_post_revisions r where r.post_id = p.id and r.reason = 'saved') as saved,
         (select count(*)::int from blog_post_revisions r where r.post_id = p.id and r.reason = 'published') as publishes,
         (select count(*)::int from audit_log a where a.target = 'blog-post:' || p.id::text) as audits
       from blog_posts p where p.slug like '${marker(runId)}-%'`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems: string[] = [];
    for (const acked of b.created) {
      if (!byId.has(acked.id)) problems.push(`acknowledged post ${acked.slug} is missing`);
    }
    for (const acked of b.published) {
      const row = byId.get(acked.id);
      if (row?.status !== 'published') {
        problems.push(
          `${acked.slug} was acknowledged published but is ${row?.status ?? 'missing'}`,
        );
      }
    }
    for (const row of rows) {
      if (row.saved !== 1) problems.push(`${row.slug} has ${row.saved} creation revisions`);
      if (row.status === 'published') {
        if (!row.published || row.publishes !== 1 || row.version !== 2 || row.audits !== 2) {
          problems.push(
            `${row.slug} is published but half: date ${row.published ? 'set' : 'missing'}, ${row.publishes} publish revisions, version ${row.version}, ${row.audits} audit entries`,
          );
        }
      } else if (
        row.status !== 'draft' ||
        row.published ||
        row.publishes !== 0 ||
        row.version !== 1
      ) {
        problems.push(
          `${row.slug} is ${row.status} with a date ${row.published ? 'set' : 'missing'}, ${row.publishes} publish revisions, version ${row.version}`,
        );
      } else if (row.audits !== 1) {
        problems.push(`${row.slug} is a draft with ${row.audits} audit entries`);
      }
    }
    return { problems };
  } finally {
    await db.close();
  }
}
