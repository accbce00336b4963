// 'Relacionados' on an article's or a protocol's page (docs/rules/related-items.md), without its
// schema (see common-types.ts): the page's section reads these types and labels only.

/** Most items a page's 'Relacionados' lists. */
export const RELATED_LIMIT = 4;

/** What a related item is: an article by its type, a protocol or a question. */
export const RELATED_KINDS = ['article', 'case-study', 'research', 'protocol', 'question'] as const;
export type RelatedKind = (typeof RELATED_KINDS)[number];

/** Each kind's label on its card; a case study has one name everywhere (docs/rules/language-and-search.md). */
export const RELATED_KIND_LABELS: Record<RelatedKind, string> = {
  article: 'Artigo',
  'case-study': 'Estudo de caso',
  research: 'Investigação',
  protocol: 'Protocolo',
  question: 'Pergunta',
};

/** One related item, as anyone who may read it sees it in a list. */
export interface RelatedItem {
  kind: RelatedKind;
  id: number;
  title: string;
  /** SPA path of the item (`/articles/12`, `/protocols/3`, `/perguntas/7`). */
  href: string;
  /** The list's summary: an article's or protocol's summary, the start of a question's text. */
  summary: string;
}

/** `GET /api/articles/{id}/related` and `GET /api/protocols/{id}/related`: best first, at most `RELATED_LIMIT`, possibly none. */
export interface RelatedItems {
  items: RelatedItem[];
}
