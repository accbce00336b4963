import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { deleteFileRecordsStillUnreferenced, referencedFileKeys } from '../../worker/db/queries/files';
import { ORPHAN_BATCH_SIZE, sweepOrphanUploads } from '../../worker/services/maintenance';
import { categoryId, createMember } from './fixtures';
import { env } from './helpers';
import { backgroundScope } from '../../worker/runtime/scope';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T03:17:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

let keyCounter = 0;
/** A stored upload (R2 object and row) created at `createdAt`; answers its key and URL. */
async function storedUpload(createdAt: number, kind: 'avatar' | 'image' | 'pdf' = 'image') {
  keyCounter += 1;
  const key = `sweep${String(keyCounter).padStart(19, '0')}.${kind === 'pdf' ? 'pdf' : 'png'}`;
  await env.FILES.put(key, new Uint8Array([1, 2, 3]));
  await env.DB.prepare('INSERT INTO files (key, kind, content_type, size, created_at) VALUES (?, ?, ?, 3, ?)')
    .bind(key, kind, kind === 'pdf' ? 'application/pdf' : 'image/png', iso(createdAt))
    .run();
  return { key, url: `/api/files/${key}` };
}

async function exists(key: string): Promise<{ row: boolean; object: boolean }> {
  const row = await env.DB.prepare('SELECT 1 AS found FROM files WHERE key = ?').bind(key).first();
  const object = await env.FILES.head(key);
  return { row: row !== null, object: object !== null };
}

async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '17 3 * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('the scheduled orphan sweep', () => {
  it('deletes an old upload nothing references, from R2 and D1, and keeps fresh and referenced ones', async () => {
    const member = await createMember();
    const orphan = await storedUpload(NOW - 25 * HOUR);
    const fresh = await storedUpload(NOW - 23 * HOUR);
    const avatar = await storedUpload(NOW - 48 * HOUR, 'avatar');
    await env.DB.prepare('UPDATE users SET avatar_url = ? WHERE id = ?').bind(avatar.url, member.id).run();

    await runCron(NOW);

    expect(await exists(orphan.key)).toEqual({ row: false, object: false });
    expect(await exists(fresh.key)).toEqual({ row: true, object: true });
    expect(await exists(avatar.key)).toEqual({ row: true, object: true });
  });

  it('keeps files used as article and protocol covers, PDFs and images in their content, and event images', async () => {
    const member = await createMember();
    const category = await categoryId();
    const old = NOW - 72 * HOUR;
    const [articleCover, articlePdf, articleInline, protocolCover, protocolPdf, protocolInline, eventImage, orphan] = await Promise.all([
      storedUpload(old),
      storedUpload(old, 'pdf'),
      storedUpload(old),
      storedUpload(old),
      storedUpload(old, 'pdf'),
      storedUpload(old),
      storedUpload(old),
      storedUpload(old),
    ]);
    await env.DB.prepare('INSERT INTO articles (title, summary, content, author_id, category_id, image_url, pdf_url) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind('Artigo', 'Resumo', `<p>Figura:</p><img src="${articleInline!.url}" alt="">`, member.id, category, articleCover!.url, articlePdf!.url)
      .run();
    await env.DB.prepare('INSERT INTO protocols (title, summary, content, author_id, category_id, image_url, pdf_url) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind('Protocolo', 'Resumo', `<p><img src="${protocolInline!.url}"></p>`, member.id, category, protocolCover!.url, protocolPdf!.url)
      .run();
    await env.DB.prepare(`INSERT INTO events (title, description, event_type, event_date, location, organizer_id, image_url) VALUES ('Evento', 'Descrição', 'Curso', ?, 'Porto', ?, ?)`)
      .bind(iso(NOW + 24 * HOUR), member.id, eventImage!.url)
      .run();

    await runCron(NOW);

    for (const kept of [articleCover, articlePdf, articleInline, protocolCover, protocolPdf, protocolInline, eventImage]) {
      expect(await exists(kept!.key), kept!.url).toEqual({ row: true, object: true });
    }
    expect(await exists(orphan!.key)).toEqual({ row: false, object: false });
  });

  it('keeps the cover, PDF and images of a draft being written, and deletes them once the draft is gone', async () => {
    const member = await createMember();
    const cover = await storedUpload(NOW - 48 * HOUR);
    const inText = await storedUpload(NOW - 48 * HOUR);
    const body = JSON.stringify({ title: 'Rascunho', imageUrl: cover.url, content: `<p><img src="${inText.url}"></p>` });
    const draft = await env.DB.prepare("INSERT INTO drafts (author_id, kind, item_id, body) VALUES (?, 'article', NULL, ?) RETURNING id").bind(member.id, body).first<{ id: number }>();
    await runCron(NOW);
    expect(await exists(cover.key)).toEqual({ row: true, object: true });
    expect(await exists(inText.key)).toEqual({ row: true, object: true });
    await env.DB.prepare('DELETE FROM drafts WHERE id = ?').bind(draft!.id).run();
    await runCron(NOW + HOUR);
    expect(await exists(cover.key)).toEqual({ row: false, object: false });
    expect(await exists(inText.key)).toEqual({ row: false, object: false });
  });

  it('works through a backlog larger than one batch', async () => {
    const backlog = ORPHAN_BATCH_SIZE + 30;
    const orphans = await Promise.all(Array.from({ length: backlog }, () => storedUpload(NOW - 30 * HOUR)));
    await runCron(NOW);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM files WHERE created_at = ?')
      .bind(iso(NOW - 30 * HOUR))
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    expect(await env.FILES.head(orphans[0]!.key)).toBeNull();
    expect(await env.FILES.head(orphans[backlog - 1]!.key)).toBeNull();
  }, 30_000);

  it('still clears expired session revocations and stale rate-limit windows', async () => {
    await env.DB.prepare('INSERT INTO revoked_sessions (token_hash, expires_at) VALUES (?, ?), (?, ?)')
      .bind('expirada', NOW - 1, 'valida', NOW + HOUR)
      .run();
    await runCron(NOW);
    const { results } = await env.DB.prepare("SELECT token_hash FROM revoked_sessions WHERE token_hash IN ('expirada', 'valida')").all<{ token_hash: string }>();
    expect(results.map((row) => row.token_hash)).toEqual(['valida']);
  });

  it('deletes expired e-mailed links and keeps the ones still usable', async () => {
    const member = await createMember();
    await env.DB.prepare("INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ('ligacao-expirada', ?1, 'password-reset', ?2), ('ligacao-valida', ?1, 'email-verification', ?3)")
      .bind(member.id, NOW - 1, NOW + HOUR)
      .run();
    await runCron(NOW);
    const { results } = await env.DB.prepare('SELECT token_hash FROM email_tokens WHERE user_id = ?').bind(member.id).all<{ token_hash: string }>();
    expect(results.map((row) => row.token_hash)).toEqual(['ligacao-valida']);
  });

  it('puts the rows back when R2 cannot delete the objects, so the next run tries again', async () => {
    const orphan = await storedUpload(NOW - 40 * HOUR);
    const failingBucket = {
      delete: async () => {
        throw new Error('R2 indisponível');
      },
    } as unknown as R2Bucket;
    await expect(sweepOrphanUploads(backgroundScope({ ...env, FILES: failingBucket }), NOW)).rejects.toThrow('R2 indisponível');
    const row = await env.DB.prepare('SELECT kind, created_at FROM files WHERE key = ?').bind(orphan.key).first();
    expect(row).toEqual({ kind: 'image', created_at: iso(NOW - 40 * HOUR) });
    expect(await sweepOrphanUploads(backgroundScope(env), NOW)).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan.key)).toEqual({ row: false, object: false });
  });

  it('spares a file that gains a reference while the sweep runs', async () => {
    const member = await createMember();
    const asAvatar = await storedUpload(NOW - 50 * HOUR);
    const inContent = await storedUpload(NOW - 50 * HOUR);
    const startedAt = new Date(Date.now() - 1000).toISOString();
    const referenced = await referencedFileKeys(env.DB);
    expect(referenced.has(asAvatar.key)).toBe(false);
    expect(referenced.has(inContent.key)).toBe(false);
    // Both become referenced after the references were collected, before the rows are deleted.
    await env.DB.prepare('UPDATE users SET avatar_url = ? WHERE id = ?').bind(asAvatar.url, member.id).run();
    await env.DB.prepare('INSERT INTO articles (title, summary, content, author_id, category_id) VALUES (?, ?, ?, ?, ?)')
      .bind('Artigo novo', 'Resumo', `<img src="${inContent.url}">`, member.id, await categoryId())
      .run();
    const deleted = await deleteFileRecordsStillUnreferenced(env.DB, [asAvatar.key, inContent.key], startedAt);
    expect(deleted).toEqual([]);
    expect(await exists(asAvatar.key)).toEqual({ row: true, object: true });
    expect(await exists(inContent.key)).toEqual({ row: true, object: true });
  });
});
