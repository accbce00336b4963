import type { Article } from './articles-types';
import type { PublicUserSummary } from './common-types';
import type { EventListItem } from './events-types';
import type { Opportunity } from './opportunities-types';
import type { Protocol } from './protocols-types';
import type { Question } from './questions-types';
import type { Volunteering } from './volunteering-types';

/**
 * What `category` of `/api/search` may name besides a category id (docs/rules/api.md and
 * 10): the home select's kinds (`cases`: case studies; `education`: the category 'Educação'), and
 * each other kind searched.
 */
export const SEARCH_KINDS = ['articles', 'protocols', 'cases', 'education', 'events', 'opportunities', 'volunteering', 'members', 'questions'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  articles: 'Artigos',
  protocols: 'Protocolos',
  cases: 'Estudos de caso',
  education: 'Educação',
  events: 'Eventos',
  opportunities: 'Oportunidades',
  volunteering: 'Voluntariado',
  members: 'Membros',
  questions: 'Perguntas',
};

/** The kinds a search answers, each a field of `SearchResult`, in the order the search page shows them. */
export const RESULT_KINDS = ['articles', 'protocols', 'events', 'opportunities', 'volunteering', 'members', 'questions'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** Most results of each kind one search answers (`limit`). */
export const SEARCH_RESULT_LIMIT = 50;
/** Results of each kind on one page of a search, the default of `limit` (the search page asks for more with `offset`). */
export const SEARCH_PAGE_SIZE = 20;
/**
 * Results of each kind but articles that a search of several kinds answers (without `kind`): what
 * the search page's 'Todos' tab shows of them, under every article of the page. A kind's own tab
 * asks for its pages with `kind` (decision 080).
 */
export const SEARCH_PREVIEW_SIZE = 2;
/** Matches of each kind counted: a count of this many means this many or more (and no page starts beyond it). */
export const SEARCH_COUNT_LIMIT = 1000;

/** What `category` of `/api/search` asks for. */
export interface SearchScope {
  /** The kinds searched. */
  kinds: readonly ResultKind[];
  /** Articles and protocols of this category only. */
  categoryId?: number;
  /** Articles and protocols of the category named 'Educação' only. */
  education?: boolean;
  /** Articles of type CASE_STUDY only. */
  caseStudies?: boolean;
}

/**
 * The answer of `/api/search`: one page of each kind in the shape of its own list, best match
 * first (a search of several kinds: a page of articles and the first `SEARCH_PREVIEW_SIZE` of each
 * other kind); members as public summaries; and how many of each kind the search found, up to
 * `SEARCH_COUNT_LIMIT` (0 for a kind not searched).
 */
export interface SearchResult {
  articles: Article[];
  protocols: Protocol[];
  events: EventListItem[];
  opportunities: Opportunity[];
  volunteering: Volunteering[];
  members: PublicUserSummary[];
  /** Clinical questions, as their list (an anonymous asker never named). */
  questions: Question[];
  counts: Record<ResultKind, number>;
}
