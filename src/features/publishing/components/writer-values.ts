import { articleFormSchema } from '#contract/articles';
import type { Article, ArticleType } from '#contract/articles-types';
import type { DraftBody, ItemDraftKind } from '#contract/drafts-types';
import { protocolInputSchema } from '#contract/protocols';
import type { Protocol } from '#contract/protocols-types';

/** What the writer's page holds while an article or a protocol is written (a protocol leaves type and consent aside). */
export interface WriterValues {
  title: string;
  summary: string;
  /** HTML; an empty document is ''. */
  content: string;
  /** The select's value: a category id, or '' for none yet. */
  categoryId: string;
  /** The 'Comunidade' select's value: a community id, or '' for the whole portal (docs/rules/communities.md). */
  communityId: string;
  type: ArticleType;
  imageUrl: string | null;
  pdfUrl: string | null;
  /** The PDF's file name, shown beside it while writing (kept in the draft, not in the item). */
  pdfName: string | null;
  patientConsent: boolean;
}

export const WRITER_FIELDS = ['title', 'summary', 'content', 'categoryId', 'communityId', 'type', 'imageUrl', 'pdfUrl', 'patientConsent'] as const;

/** The contract's schema the page checks before publishing (the server checks it again). */
export const writerSchemaOf = (kind: ItemDraftKind) => (kind === 'article' ? articleFormSchema : protocolInputSchema);

/** The page's first values: blank, or the item being edited (an existing case study was declared when it was published). */
export function valuesOf(item?: Article | Protocol): WriterValues {
  const type = item && 'type' in item ? item.type : 'ARTICLE';
  return {
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    content: item?.content ?? '',
    categoryId: item ? String(item.categoryId) : '',
    communityId: item?.communityId ? String(item.communityId) : '',
    type,
    imageUrl: item?.imageUrl ?? null,
    pdfUrl: item?.pdfUrl ?? null,
    pdfName: null,
    patientConsent: Boolean(item) && type === 'CASE_STUDY',
  };
}

/** The draft of what is written, in the API's shape. */
export function draftBodyOf(kind: ItemDraftKind, values: WriterValues): DraftBody {
  const body: DraftBody = {
    title: values.title,
    summary: values.summary,
    content: values.content,
    categoryId: values.categoryId === '' ? null : Number(values.categoryId),
    communityId: values.communityId === '' ? null : Number(values.communityId),
    imageUrl: values.imageUrl,
    pdfUrl: values.pdfUrl,
    pdfName: values.pdfName,
  };
  return kind === 'article' ? { ...body, type: values.type, patientConsent: values.patientConsent } : body;
}

/** The values of a draft taken up again, over the page's first values. */
export function valuesWithDraft(values: WriterValues, body: DraftBody): WriterValues {
  return {
    title: body.title ?? values.title,
    summary: body.summary ?? values.summary,
    content: body.content ?? values.content,
    categoryId: body.categoryId === undefined ? values.categoryId : body.categoryId === null ? '' : String(body.categoryId),
    communityId: body.communityId === undefined ? values.communityId : body.communityId === null ? '' : String(body.communityId),
    type: body.type ?? values.type,
    imageUrl: body.imageUrl === undefined ? values.imageUrl : body.imageUrl,
    pdfUrl: body.pdfUrl === undefined ? values.pdfUrl : body.pdfUrl,
    pdfName: body.pdfName ?? null,
    patientConsent: body.patientConsent ?? values.patientConsent,
  };
}
