import { mentionedUsernames, MENTIONS_MAX, TOO_MANY_MENTIONS } from './mentions';
import { textOfHtml } from './patient-privacy';
import { z } from 'zod';
import { MAX_CONTENT_LENGTH } from './articles-types';
import { htmlTextLength } from './articles';
import { type Assert, categorySummarySchema, filterIdSchema, hiddenStateSchema, idSchema, pageQuerySchema, publicUserSummarySchema, type SameShape, singleLineText, timestampSchema } from './common';
import {
  ANSWER_TEXT_MAX,
  ANSWER_TEXT_MIN,
  QUESTION_STATUSES,
  QUESTION_TEXT_MAX,
  QUESTION_TEXT_MIN,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
  type AcceptResult,
  type Answer,
  type AnswerVoteResult,
  type Question,
} from './questions-types';

// Clinical questions and answers (docs/rules/questions.md): what the writer's form and the Worker
// both check.

/** The privacy review's findings kept by their author, by their text (docs/rules/patient-privacy.md). */
const privacyAcknowledged = z
  .array(z.string({ message: 'Cada confirmação deve ser texto.' }).max(200, 'Cada confirmação deve ter no máximo 200 caracteres.'), { message: 'As confirmações devem ser uma lista.' })
  .max(100, 'No máximo 100 confirmações.')
  .optional();

const html = (required: string, min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string({ message: required })
    .max(MAX_CONTENT_LENGTH, 'O texto é demasiado longo.')
    .refine((value) => htmlTextLength(value) >= min, tooShort)
    .refine((value) => htmlTextLength(value) <= max, tooLong)
    .refine((value) => mentionedUsernames(textOfHtml(value)).length <= MENTIONS_MAX, TOO_MANY_MENTIONS);

const optionalRef = (message: string) => z.coerce.number({ message }).int(message).positive(message).nullable().optional();

export const questionInputSchema = z.object({
  title: singleLineText('O título é obrigatório.', 'O título não pode ter quebras de linha.')
    .trim()
    .min(QUESTION_TITLE_MIN, `O título deve ter pelo menos ${QUESTION_TITLE_MIN} caracteres.`)
    .max(QUESTION_TITLE_MAX, `O título deve ter no máximo ${QUESTION_TITLE_MAX} caracteres.`),
  content: html(
    'Descreva a sua pergunta.',
    QUESTION_TEXT_MIN,
    QUESTION_TEXT_MAX,
    `A pergunta deve ter pelo menos ${QUESTION_TEXT_MIN} caracteres.`,
    `A pergunta deve ter no máximo ${QUESTION_TEXT_MAX} caracteres.`,
  ),
  categoryId: optionalRef('Selecione uma categoria.'),
  communityId: optionalRef('Selecione uma comunidade.'),
  anonymous: z.boolean({ message: 'Indique se pergunta anonimamente.' }).optional(),
  privacyAcknowledged,
});

/** `PATCH /api/questions/{id}`: the fields sent change (the community and anonymity stay as asked). */
export const questionUpdateSchema = questionInputSchema.pick({ title: true, content: true, categoryId: true, privacyAcknowledged: true }).partial();

export const answerInputSchema = z.object({
  content: html(
    'Escreva a sua resposta.',
    ANSWER_TEXT_MIN,
    ANSWER_TEXT_MAX,
    `A resposta deve ter pelo menos ${ANSWER_TEXT_MIN} caracteres.`,
    `A resposta deve ter no máximo ${ANSWER_TEXT_MAX} caracteres.`,
  ),
  privacyAcknowledged,
});

export const acceptInputSchema = z.object({ answerId: z.coerce.number({ message: 'Indique a resposta.' }).int('Indique a resposta.').positive('Indique a resposta.') });

/** `GET /api/questions`: paged, newest first; `status`, `communityId`, `categoryId` and `q` filter. */
export const questionListQuerySchema = pageQuerySchema.extend({
  status: z.enum(QUESTION_STATUSES).optional().catch(undefined),
  communityId: filterIdSchema,
  categoryId: filterIdSchema,
  authorId: filterIdSchema,
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const questionSchema = z.strictObject({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  excerpt: z.boolean(),
  author: publicUserSummarySchema.nullable(),
  anonymous: z.boolean(),
  isMine: z.boolean(),
  categoryId: idSchema.nullable(),
  category: categorySummarySchema.nullable(),
  communityId: idSchema.nullable(),
  community: z.strictObject({ id: idSchema, slug: z.string(), name: z.string() }).nullable(),
  answerCount: z.number().int().min(0),
  acceptedAnswerId: idSchema.nullable(),
  status: z.enum(QUESTION_STATUSES),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.nullable(),
  hidden: hiddenStateSchema,
});
type _QuestionAgrees = Assert<SameShape<z.infer<typeof questionSchema>, Question>>;

export const answerSchema = z.strictObject({
  id: idSchema,
  questionId: idSchema,
  content: z.string(),
  author: publicUserSummarySchema,
  votes: z.number().int().min(0),
  votedByMe: z.boolean(),
  accepted: z.boolean(),
  isMine: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.nullable(),
  hidden: hiddenStateSchema,
});
type _AnswerAgrees = Assert<SameShape<z.infer<typeof answerSchema>, Answer>>;

export const answerVoteResultSchema = z.strictObject({ votes: z.number().int().min(0), votedByMe: z.boolean() });
type _VoteAgrees = Assert<SameShape<z.infer<typeof answerVoteResultSchema>, AnswerVoteResult>>;

export const acceptResultSchema = z.strictObject({ acceptedAnswerId: idSchema.nullable(), status: z.enum(QUESTION_STATUSES) });
type _AcceptAgrees = Assert<SameShape<z.infer<typeof acceptResultSchema>, AcceptResult>>;
