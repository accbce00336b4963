// Clinical questions and their answers without their schemas (see common-types.ts): what the
// questions' pages read (docs/rules/questions.md).
import type { CategorySummary, HiddenState, PublicUserSummary } from './common-types';

/** How an anonymous asker is shown to everyone but themself and the moderators. */
export const ANONYMOUS_ASKER_LABEL = 'Membro da Rede TO';

/** A question's title, in characters. */
export const QUESTION_TITLE_MIN = 10;
export const QUESTION_TITLE_MAX = 200;
/** A question's text (as a reader sees it, without markup), in characters. */
export const QUESTION_TEXT_MIN = 20;
export const QUESTION_TEXT_MAX = 20_000;
/** An answer's text, in characters. */
export const ANSWER_TEXT_MIN = 2;
export const ANSWER_TEXT_MAX = 20_000;
/** Characters of a question's text a visitor reads, and a list's card shows. */
export const QUESTION_EXCERPT_LENGTH = 200;

/** Open until an answer is accepted ('Resposta aceite'); then answered. */
export const QUESTION_STATUSES = ['open', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = { open: 'Aberta', answered: 'Respondida' };

/** The community a question was asked in, as its card names it. */
interface QuestionCommunity {
  id: number;
  slug: string;
  name: string;
}

export interface Question {
  id: number;
  title: string;
  /**
   * Sanitised HTML for members on the question's page; the first `QUESTION_EXCERPT_LENGTH`
   * characters of its text (plain text) for visitors and on lists (`excerpt` true).
   */
  content: string;
  /** Whether `content` is the plain-text start of the question rather than its HTML. */
  excerpt: boolean;
  /** Who asked: null when anonymous (but for moderators, who read who asked, and the log records it). */
  author: PublicUserSummary | null;
  anonymous: boolean;
  /** Whether the signed-in member asked it (false for visitors). */
  isMine: boolean;
  categoryId: number | null;
  category: CategorySummary | null;
  communityId: number | null;
  community: QuestionCommunity | null;
  answerCount: number;
  acceptedAnswerId: number | null;
  status: QuestionStatus;
  createdAt: string;
  /** When its asker last edited it (null: never). */
  updatedAt: string | null;
  /** Hidden by moderation: for its asker and moderators only. */
  hidden: HiddenState | null;
}

export interface Answer {
  id: number;
  questionId: number;
  /** Sanitised HTML. */
  content: string;
  author: PublicUserSummary;
  /** Useful votes ('Útil'). */
  votes: number;
  votedByMe: boolean;
  /** The answer the asker accepted ('Resposta aceite'). */
  accepted: boolean;
  isMine: boolean;
  createdAt: string;
  updatedAt: string | null;
  hidden: HiddenState | null;
}

/** `POST/DELETE /api/answers/{id}/vote`. */
export interface AnswerVoteResult {
  votes: number;
  votedByMe: boolean;
}

/** `POST/DELETE /api/questions/{id}/accept`. */
export interface AcceptResult {
  acceptedAnswerId: number | null;
  status: QuestionStatus;
}
