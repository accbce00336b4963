import { draftBodySchema, formDraftBodySchemas } from '#contract/drafts';
import { DRAFT_KINDS, isItemDraftKind, MAX_DRAFT_BYTES, NEW_ITEM_DRAFT, type DraftBody, type DraftKind, type FormDraftBody } from '#contract/drafts-types';
import { Hono, type Context } from 'hono';
import { deleteDraft, getDraft, listDrafts, saveDraft, type DraftTarget } from '../db/queries/drafts';
import type { AppEnv } from '../env';
import { notFound, tooLarge } from '../lib/errors';
import { parseId, readJsonObject, validate } from '../lib/validation';
import { alongsideSessionCheck, requireMember } from '../middleware/member-writes';
import { currentUserId, requireUser } from '../middleware/session';
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

/** The body to store: the validated fields, the content sanitised as an item's, only the fields of the kind. */
function storedBody(kind: DraftKind, input: Record<string, unknown>): DraftBody | FormDraftBody {
  let stored: DraftBody | FormDraftBody;
  if (isItemDraftKind(kind)) {
    const { type, patientConsent, ...body } = validate(draftBodySchema, input);
    const itemBody: DraftBody = { ...body, ...(kind === 'article' ? { type, patientConsent } : {}) };
    if (itemBody.content !== undefined) itemBody.content = sanitizeHtml(itemBody.content);
    stored = itemBody;
  } else {
    stored = Object.fromEntries(Object.entries(validate(formDraftBodySchemas[kind], input)).filter(([, value]) => value !== undefined)) as FormDraftBody;
  }
  if (JSON.stringify(stored).length > MAX_DRAFT_BYTES) throw tooLarge(DRAFT_TOO_LARGE);
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
  .get('/', requireUser, async (c) => c.json(await listDrafts(c.env.DB, currentUserId(c))))
  .get('/:kind/:item', requireUser, async (c) => {
    const draft = await getDraft(c.env.DB, targetOf(c));
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    return c.json(draft);
  })
  .put('/:kind/:item', requireMember, async (c) => {
    const target = targetOf(c);
    const body = storedBody(target.kind, await readJsonObject(c));
    await alongsideSessionCheck(c, () => assertOwnUploads(c.env.DB, target.authorId, uploadsOf(body)));
    const draft = await saveDraft(c.env.DB, target, body);
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    return c.json(draft);
  })
  .delete('/:kind/:item', requireMember, async (c) => {
    const target = targetOf(c);
    // Nothing is deleted before the session is known to count: the draft is looked up beside that check.
    const existing = await alongsideSessionCheck(c, () => getDraft(c.env.DB, target));
    if (!existing || !(await deleteDraft(c.env.DB, target))) throw notFound(DRAFT_NOT_FOUND);
    return c.body(null, 204);
  });
