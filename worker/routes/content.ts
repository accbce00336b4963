import { Hono } from 'hono';
import type { z } from 'zod';
import { normalizeSearchText, pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import type { ArticleType } from '#contract/articles-types';
import { PATIENT_CONSENT_REQUIRED } from '#contract/articles-writing';
import { listComments } from '../db/queries/comments';
import {
  createContent,
  getContentJson,
  getOwnershipAndCategory,
  listContentJson,
  updateContent,
  type ContentKind,
  type ContentListFilters,
  type ContentRecord,
  type RecordOfKind,
} from '../db/queries/content';
import { setLike } from '../db/queries/likes';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../lib/errors';
import { jsonText } from '../lib/json-text';
import { parseId, parseJson, parseQuery, readJsonObject, validate } from '../lib/validation';
import { assertOwner, checkSession, currentUserId, requireMember, viewerId } from '../middleware/session';
import { assertOwnUploads } from '../services/file-references';
import { toStoredContentOfAtLeast } from '../services/html';
import { withinMemberWriteLimit } from '../middleware/member-writes';
import { queueJob } from '../services/job-queue';
import { queuePdfText } from '../services/pdf-text';
import { reviewPrivacy } from '../services/privacy-review';
import { answerDeletion } from './item-deletion';
import { assertMayPostIn } from './community-posting';
import { CONTENT_NOT_FOUND } from './not-found';

const UNKNOWN_CATEGORY = 'Selecione uma categoria.';

/** A check's refusal, or null when it passed, without rejecting (read at the time its answer matters). */
const settled = (check: Promise<void>): Promise<unknown> =>
  check.then(
    () => null,
    (error: unknown) => error,
  );

/** What an article's input says of a case study (a protocol's has neither field). */
interface CaseStudyInput {
  type?: ArticleType | undefined;
  patientConsent?: boolean | undefined;
  privacyAcknowledged?: string[] | undefined;
}

/**
 * A case study is published only with its author's declaration that the patient cannot be
 * identified and consented (docs/rules/trust.md): on creation, and on a change that turns an
 * article into one. Answers when the declaration was made, to be stored (undefined: nothing to store).
 */
function caseStudyConsent(kind: ContentKind, input: CaseStudyInput, becomesCaseStudy: boolean): string | undefined {
  if (kind !== 'article' || !becomesCaseStudy) return undefined;
  if (input.patientConsent !== true) throw badRequest(PATIENT_CONSENT_REQUIRED, { patientConsent: PATIENT_CONSENT_REQUIRED });
  return new Date().toISOString();
}

/** The validated fields that every kind's input has (an article's case-study fields, where it has them). */
interface SharedInput extends CaseStudyInput {
  title: string;
  summary: string;
  content: string;
  categoryId: number;
  imageUrl: string | null;
  pdfUrl: string | null;
  communityId: number | null;
}

/** What differs between the routes of articles and of protocols. */
export interface ContentRouteOptions<K extends ContentKind, Input extends SharedInput> {
  notAuthorMessage: string;
  /** Minimum text length of the content once sanitised, as a reader sees it. */
  minContentLength: number;
  listQuerySchema: z.ZodType<ContentListFilters>;
  inputSchema: z.ZodType<Input>;
  updateSchema: z.ZodType<Partial<Input>>;
  /** The record to store: the shared fields plus this kind's own, from the validated input. */
  toRecord: (shared: ContentRecord, input: Input) => RecordOfKind[K];
  /** The changes to make: those of the shared fields plus this kind's own fields that were `sent`. */
  toChanges: (shared: Partial<ContentRecord>, input: Partial<Input>, sent: (field: keyof Input) => boolean) => Partial<RecordOfKind[K]>;
}

/**
 * The routes that articles and protocols share: list, detail, publish, edit, comments and likes.
 * Each kind's module mounts them and adds what only it has.
 */
// The router's type is spelled out: inferred, it is too large for TypeScript to write, and no client
// is typed from it.
export function contentRoutes<K extends ContentKind, Input extends SharedInput>(kind: K, options: ContentRouteOptions<K, Input>): Hono<AppEnv> {
  const { minContentLength } = options;
  const notFoundMessage = CONTENT_NOT_FOUND[kind];

  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const query = parseQuery(c, options.listQuerySchema);
        const page = await listContentJson(c.var.scope.db.read, kind, query, viewerId(c));
        c.header(TOTAL_COUNT_HEADER, String(page.total));
        return jsonText(c, page.itemsJson);
      })
      .get('/:id', async (c) => {
        const item = await getContentJson(c.var.scope.db.read, kind, parseId(c.req.param('id'), notFoundMessage), viewerId(c));
        if (item === null) throw notFound(notFoundMessage);
        return jsonText(c, item);
      })
      // The body's size is bounded as it is read and validated; the HTML is sanitised only within the
      // member's hourly limit (docs/decisions/028-hardening-second-pass.md), so a request past it costs no parse.
      .post('/', requireMember, async (c) => {
        const writes = await c.var.scope.db.write();
        const input = await parseJson(c, options.inputSchema);
        const patientConsentAt = caseStudyConsent(kind, input, input.type === 'CASE_STUDY');
        const item = await withinMemberWriteLimit(
          c,
          'item',
          () => {
            const shared: ContentRecord = {
              title: input.title,
              summary: input.summary,
              ...toStoredContentOfAtLeast(input.content, minContentLength),
              searchText: normalizeSearchText(`${input.title} ${input.summary}`),
              categoryId: input.categoryId,
              imageUrl: input.imageUrl,
              pdfUrl: input.pdfUrl,
              communityId: input.communityId,
            };
            const privacyAcknowledged = patientConsentAt ? reviewPrivacy({ title: shared.title, summary: shared.summary, content: shared.contentText }, input.privacyAcknowledged ?? []) : undefined;
            return createContent(writes, kind, currentUserId(c), {
              ...options.toRecord(shared, input),
              ...(patientConsentAt ? { patientConsentAt } : {}),
              ...(privacyAcknowledged ? { privacyAcknowledged } : {}),
            });
          },
          async () => {
            const posting = settled(assertMayPostIn(c.var.scope.db.read, input.communityId, currentUserId(c)));
            await assertOwnUploads(c.var.scope.db.read, currentUserId(c), input);
            const refused = await posting;
            if (refused) throw refused;
          },
        );
        if (!item) throw badRequest(UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });
        // Those who follow the author or the category are told by the queue's consumer. The item is
        // published whatever happens to that: a queue that refuses the job is logged, not answered 500.
        await queueJob(c.var.scope, { job: 'followed-content', kind, itemId: item.id }).catch((error: unknown) =>
          console.error(JSON.stringify({ level: 'error', task: 'followed-content', itemId: item.id, error: String(error) })),
        );
        await queuePdfText(c.var.scope, kind, item.id, item.pdfUrl);
        return c.json(item, 201);
      })
      .patch('/:id', requireMember, async (c) => {
        const id = parseId(c.req.param('id'), notFoundMessage);
        const sent = await readJsonObject(c);
        const input = validate(options.updateSchema, sent);
        // Only the fields sent change: the schema fills defaults and nulls for the ones left out.
        const has = (field: keyof Input) => Object.hasOwn(sent, field);

        // A change counts towards the member's hourly edits, before its HTML is sanitised: the item is
        // read and its author checked beside the count, and a refused change gives the count back.
        let pdfUrlBefore: string | null = null;
        const item = await withinMemberWriteLimit(
          c,
          'edit',
          async (current) => {
            pdfUrlBefore = current.pdfUrl;
            const patientConsentAt = caseStudyConsent(kind, input, has('type') && input.type === 'CASE_STUDY' && current.type !== 'CASE_STUDY');
            await assertOwnUploads(c.var.scope.db.read, currentUserId(c), { imageUrl: has('imageUrl') ? input.imageUrl : null, pdfUrl: has('pdfUrl') ? input.pdfUrl : null }, current);

            const changes: Partial<ContentRecord> = {};
            if (has('title')) changes.title = input.title;
            if (has('summary')) changes.summary = input.summary;
            if (has('title') || has('summary')) {
              changes.searchText = normalizeSearchText(`${changes.title ?? current.title} ${changes.summary ?? current.summary}`);
            }
            if (has('content') && input.content !== undefined) Object.assign(changes, toStoredContentOfAtLeast(input.content, minContentLength));
            if (has('categoryId')) changes.categoryId = input.categoryId;
            if (has('imageUrl')) changes.imageUrl = input.imageUrl ?? null;
            if (has('pdfUrl')) changes.pdfUrl = input.pdfUrl ?? null;
            if (has('communityId')) changes.communityId = input.communityId ?? null;
            // A case study (or an article becoming one) is reviewed as it will read after the change.
            const privacyAcknowledged =
              current.contentText !== null && (patientConsentAt || current.type === 'CASE_STUDY') && (!has('type') || input.type === 'CASE_STUDY')
                ? reviewPrivacy({ title: changes.title ?? current.title, summary: changes.summary ?? current.summary, content: changes.contentText ?? current.contentText }, [
                    ...current.privacyAcknowledged,
                    ...(input.privacyAcknowledged ?? []),
                  ])
                : undefined;

            return updateContent(await c.var.scope.db.write(), kind, id, currentUserId(c), {
              ...options.toChanges(changes, input, has),
              ...(patientConsentAt ? { patientConsentAt } : {}),
              ...(privacyAcknowledged ? { privacyAcknowledged } : {}),
            });
          },
          async () => {
            const current = await getOwnershipAndCategory(c.var.scope.db.read, kind, id, has('categoryId') ? input.categoryId : undefined, {
              caseStudyText: has('type') && input.type === 'CASE_STUDY',
            });
            if (!current) throw notFound(notFoundMessage);
            assertOwner(c, current.authorId, options.notAuthorMessage);
            if (!current.categoryExists) throw badRequest(UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });
            // Into another community, its membership (docs/rules/communities.md); the same one, or out of it, nothing more.
            if (has('communityId') && (input.communityId ?? null) !== current.communityId) await assertMayPostIn(c.var.scope.db.read, input.communityId ?? null, currentUserId(c));
            return current;
          },
        );
        if (!item) throw notFound(notFoundMessage);
        // A new PDF has its text read (the old one's went with the change: migration 0026's trigger).
        if (item.pdfUrl !== pdfUrlBefore) await queuePdfText(c.var.scope, kind, item.id, item.pdfUrl);
        return c.json(item);
      })
      .delete('/:id', requireMember, (c) => answerDeletion(c, kind, notFoundMessage))
      .get('/:id/comments', async (c) => {
        const id = parseId(c.req.param('id'), notFoundMessage);
        const { limit, offset } = parseQuery(c, pageQuerySchema);
        const page = await listComments(c.var.scope.db.read, kind, id, limit, offset, viewerId(c));
        if (!page) throw notFound(notFoundMessage);
        c.header(TOTAL_COUNT_HEADER, String(page.total));
        return c.json(page.items);
      })
      .post('/:id/like', requireMember, async (c) => {
        const writes = await c.var.scope.db.write();
        const id = parseId(c.req.param('id'), notFoundMessage);
        const result = await withinMemberWriteLimit(c, 'reaction', () => setLike(writes, kind, id, currentUserId(c), true));
        if (!result) throw notFound(notFoundMessage);
        return c.json(result);
      })
      .delete('/:id/like', requireMember, async (c) => {
        await checkSession(c);
        const result = await setLike(await c.var.scope.db.write(), kind, parseId(c.req.param('id'), notFoundMessage), currentUserId(c), false);
        if (!result) throw notFound(notFoundMessage);
        return c.json(result);
      })
  );
}
