import { draftBodySchema, formDraftBodySchemas } from '#contract/drafts';
import { DRAFT_KINDS, isItemDraftKind, MAX_DRAFT_BYTES, NEW_ITEM_DRAFT, type DraftBody, type DraftKind, type FormDraftBody } from '#contract/drafts-types';
import { Hono, type Context } from 'hono';
import { deleteDraft, getDraft, listDrafts, saveDraft, type DraftTarget } from '../db/queries/drafts';
import type { AppEnv } from '../env';
import { notFound, tooLarge } from '../lib/errors';
import { parseId, readJsonObject, validate } from '../lib/validation';
import { alongsideSessionCheck, withinMemberWriteLimit } from '../middleware/member-writes';
import { currentUserId, requireMember } from '../middleware/session';
import { assertOwnUploads } from '../services/file-references';
import { sanitizeHtml } from '../services/html';

const DRAFT_NOT_FOUND = 'Rascunho não encontrado.';
const DRAFT_TOO_LARGE = 'O rascunho é demasiado grande.';

/**
 * The draft named by the path, always the signed-in member's: `/{kind}/new`, or `/{kind}/{id}` of
 * an item of theirs being edited (every kind since issue 18). Anything else, like another member's
 * item, is a 404: a draft nobody else can see, nor learn of.
 */
function targetOf(c: Context<AppEnv>): DraftTarget {
  const kind = c.req.param('kind') as DraftKind;
  if (!DRAFT_KINDS.includes(kind)) throw notFound(DRAFT_NOT_FOUND);
  const item = c.req.param('item');
  return { authorId: currentUserId(c), kind, itemId: item === NEW_ITEM_DRAFT ? null : parseId(item, DRAFT_NOT_FOUND) };
}

const assertDraftSize = (body: DraftBody | FormDraftBody) => {
  if (JSON.stringify(body).length > MAX_DRAFT_BYTES) throw tooLarge(DRAFT_TOO_LARGE);
};

/**
 * The validated fields, only those of the kind, within the draft's size: 413 before any HTML is
 * parsed (docs/decisions/028-hardening-second-pass.md).
 */
function validatedBody(kind: DraftKind, input: Record<string, unknown>): DraftBody | FormDraftBody {
  let body: DraftBody | FormDraftBody;
  if (isItemDraftKind(kind)) {
    const { type, patientConsent, ...fields } = validate(draftBodySchema, input);
    body = { ...fields, ...(kind === 'article' ? { type, patientConsent } : {}) };
  } else {
    body = Object.fromEntries(Object.entries(validate(formDraftBodySchemas[kind], input)).filter(([, value]) => value !== undefined)) as FormDraftBody;
  }
  assertDraftSize(body);
  return body;
}

/** The body to store: an item's or a question's content sanitised as the item's, the whole still within the draft's size (escaping may lengthen it). */
function storedBody(kind: DraftKind, body: DraftBody | FormDraftBody): DraftBody | FormDraftBody {
  if ((!isItemDraftKind(kind) && kind !== 'question') || typeof body.content !== 'string') return body;
  const stored = { ...body, content: sanitizeHtml(body.content) };
  assertDraftSize(stored);
  return stored;
}

/** The uploads a draft names, for the check that they are the member's own. */
const uploadsOf = (body: DraftBody | FormDraftBody) => ({
  imageUrl: typeof body.imageUrl === 'string' ? body.imageUrl : null,
  pdfUrl: typeof body.pdfUrl === 'string' ? body.pdfUrl : null,
});

/**
 * `/api/drafts`: what a member is writing, saved as they write (decision 073). Members only, each
 * their own drafts; publishing the item deletes its draft (worker/routes/content.ts).
 */
export const draftRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => c.json(await listDrafts(c.var.scope.db.read, currentUserId(c))))
  .get('/:kind/:item', requireMember, async (c) => {
    const draft = await getDraft(c.var.scope.db.read, targetOf(c));
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    return c.json(draft);
  })
  // A save counts towards the member's hourly draft saves (docs/decisions/028-hardening-second-pass.md):
  // sizes first, then the count, then the sanitiser; a refused save gives the count back.
  .put('/:kind/:item', requireMember, async (c) => {
    const writes = await c.var.scope.db.write();
    const target = targetOf(c);
    const body = validatedBody(target.kind, await readJsonObject(c));
    const draft = await withinMemberWriteLimit(
      c,
      'draft',
      () => saveDraft(writes, target, storedBody(target.kind, body)),
      () => assertOwnUploads(c.var.scope.db.read, target.authorId, uploadsOf(body)),
    );
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    return c.json(draft);
  })
  .delete('/:kind/:item', requireMember, async (c) => {
    const target = targetOf(c);
    // Nothing is deleted before the session is known to count: the draft is looked up beside that check.
    const existing = await alongsideSessionCheck(c, () => getDraft(c.var.scope.db.read, target));
    if (!existing || !(await deleteDraft(await c.var.scope.db.write(), target))) throw notFound(DRAFT_NOT_FOUND);
    return c.body(null, 204);
  });
