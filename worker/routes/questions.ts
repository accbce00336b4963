import { textOfHtml } from '#contract/patient-privacy';
import { tellMentioned } from '../services/mentions';
import { Hono, type Context } from 'hono';
import { pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { acceptInputSchema, answerInputSchema, questionInputSchema, questionListQuerySchema, questionUpdateSchema } from '#contract/questions';
import { ANSWER_TEXT_MIN, QUESTION_TEXT_MIN, type AcceptResult, type Question } from '#contract/questions-types';
import {
  createAnswer,
  createQuestion,
  getAnswerState,
  getAskingPlace,
  getQuestionJson,
  getQuestionState,
  listAnswersJson,
  listQuestionsJson,
  revealAsker,
  setAcceptedAnswer,
  setAnswerVote,
  updateAnswer,
  updateQuestion,
  type QuestionChanges,
} from '../db/queries/questions';
import { stemsOf } from '../db/search-index';
import type { AppEnv } from '../env';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/errors';
import { jsonText } from '../lib/json-text';
import { parseId, parseJson, parseQuery, readJsonObject, validate } from '../lib/validation';
import { alongsideSessionCheck, withinMemberWriteLimit } from '../middleware/member-writes';
import { isModerator } from '../middleware/roles';
import { assertOwner, checkSession, currentUserId, requireMember, viewerId } from '../middleware/session';
import { htmlToText, toStoredContentOfAtLeast } from '../services/html';
import { queueJob, type Job } from '../services/job-queue';
import { reviewPrivacy } from '../services/privacy-review';
import { answerDeletion } from './item-deletion';

// Clinical questions and answers (docs/rules/questions.md): `/api/questions` and `/api/answers`.
// Writes count as comments do (docs/rules/hardening.md); edits as edits; votes as likes.

const QUESTION_NOT_FOUND = 'Pergunta não encontrada';
const ANSWER_NOT_FOUND = 'Resposta não encontrada';
const UNKNOWN_CATEGORY = 'Selecione uma categoria.';
const UNKNOWN_COMMUNITY = 'Selecione uma comunidade.';
const NOT_IN_COMMUNITY = 'Só os membros desta comunidade podem perguntar nela. Junte-se à comunidade primeiro.';
const ANONYMOUS_NEEDS_CONFIRMATION = 'Confirme o seu endereço de e-mail para poder perguntar anonimamente.';
const ONLY_ASKER = 'Só quem perguntou pode editar esta pergunta.';
const ONLY_ANSWER_AUTHOR = 'Só o autor pode editar esta resposta.';
const ONLY_ASKER_ACCEPTS = 'Só quem perguntou, ou a moderação, pode aceitar uma resposta.';
const OWN_ANSWER_VOTE = 'Não pode marcar como útil a sua própria resposta.';
const ALREADY_VOTED = 'Já marcou esta resposta como útil.';
const ANSWERS_FOR_MEMBERS = 'Inicie sessão para ler as respostas.';

/**
 * Question and answer HTML as stored: sanitised as articles are, without images (a photograph may
 * show a patient, and an image of a question would be an upload nothing else keeps track of), with
 * its text; 400 when less than `min` characters of text are left.
 */
function storedHtml(html: string, min: number): { content: string; contentText: string } {
  const sanitised = toStoredContentOfAtLeast(html, min).content.replace(/<img\b[^<>]*>/gi, '');
  const contentText = htmlToText(sanitised);
  if (contentText.length < min) {
    const message = `O texto deve ter pelo menos ${min} caracteres.`;
    throw badRequest(message, { content: message });
  }
  return { content: sanitised, contentText };
}

/** The e-mails of an answer or an acceptance go through the queue; the write is done whatever happens to them. */
async function queueQuestionNews(c: Context<AppEnv>, job: Extract<Job, { job: 'question-news' }>): Promise<void> {
  await queueJob(c.var.scope, job).catch((error: unknown) => console.error(JSON.stringify({ level: 'error', task: 'question-news', answerId: job.answerId, error: String(error) })));
}

/**
 * The asker of an anonymous question, for a moderator or admin whose session D1 confirms: read and
 * recorded in the moderation log in one batch. Null for anyone else (who reads it anonymous).
 */
async function askerForModerator(c: Context<AppEnv>, questionId: number) {
  try {
    await checkSession(c);
  } catch {
    return null;
  }
  if (!isModerator(c)) return null;
  return revealAsker(await c.var.scope.db.write(), questionId, currentUserId(c));
}

export const questionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, questionListQuerySchema);
    const page = await listQuestionsJson(c.var.scope.db.read, query, viewerId(c));
    c.header(TOTAL_COUNT_HEADER, String(page.total));
    return jsonText(c, page.itemsJson);
  })
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'), QUESTION_NOT_FOUND);
    const found = await getQuestionJson(c.var.scope.db.read, id, viewerId(c));
    if (!found) throw notFound(QUESTION_NOT_FOUND);
    if (found.anonymous && found.moderatorReading) {
      const author = await askerForModerator(c, id);
      if (author) return c.json<Question>({ ...(JSON.parse(found.json) as Question), author });
    }
    return jsonText(c, found.json);
  })
  .post('/', requireMember, async (c) => {
    const input = await parseJson(c, questionInputSchema);
    const categoryId = input.categoryId ?? null;
    const communityId = input.communityId ?? null;
    const anonymous = input.anonymous === true;
    const userId = currentUserId(c);
    const question = await withinMemberWriteLimit(
      c,
      'comment',
      async () => {
        const stored = storedHtml(input.content, QUESTION_TEXT_MIN);
        const privacyAcknowledged = reviewPrivacy({ title: input.title, content: stored.contentText }, input.privacyAcknowledged ?? []);
        return createQuestion(await c.var.scope.db.write(), userId, {
          title: input.title,
          ...stored,
          ...(stemsOf('question', { title: input.title, contentText: stored.contentText }) as { titleStems: string; contentStems: string }),
          categoryId,
          communityId,
          anonymous,
          privacyAcknowledged,
        });
      },
      async () => {
        const place = await getAskingPlace(c.var.scope.db.read, userId, categoryId, communityId);
        if (!place.categoryExists) throw badRequest(UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });
        if (!place.communityExists) throw badRequest(UNKNOWN_COMMUNITY, { communityId: UNKNOWN_COMMUNITY });
        if (!place.inCommunity) throw forbidden(NOT_IN_COMMUNITY);
        if (anonymous && !place.emailConfirmed) throw forbidden(ANONYMOUS_NEEDS_CONFIRMATION);
      },
    );
    // Between the check and the write the member left the community (or their e-mail changed): nothing was written.
    if (!question) throw forbidden(communityId !== null ? NOT_IN_COMMUNITY : ANONYMOUS_NEEDS_CONFIRMATION);
    await tellMentioned(c.var.scope, textOfHtml(input.content), { type: 'question', id: question.id });
    return c.json(question, 201);
  })
  .patch('/:id', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), QUESTION_NOT_FOUND);
    const sent = await readJsonObject(c);
    const input = validate(questionUpdateSchema, sent);
    const has = (field: string) => Object.hasOwn(sent, field);
    const userId = currentUserId(c);
    const question = await withinMemberWriteLimit(
      c,
      'edit',
      async (current) => {
        const changes: QuestionChanges = {};
        if (has('title') && input.title !== undefined) Object.assign(changes, { title: input.title, ...stemsOf('question', { title: input.title }) });
        if (has('content') && input.content !== undefined) {
          const stored = storedHtml(input.content, QUESTION_TEXT_MIN);
          Object.assign(changes, stored, stemsOf('question', { contentText: stored.contentText }));
        }
        if (has('categoryId')) changes.categoryId = input.categoryId ?? null;
        if (changes.title !== undefined || changes.contentText !== undefined) {
          changes.privacyAcknowledged = reviewPrivacy({ title: changes.title ?? current.title, content: changes.contentText ?? current.contentText }, [
            ...current.privacyAcknowledged,
            ...(input.privacyAcknowledged ?? []),
          ]);
        }
        return updateQuestion(await c.var.scope.db.write(), id, userId, changes);
      },
      async () => {
        const current = await getQuestionState(c.var.scope.db.read, id, userId, has('categoryId') ? (input.categoryId ?? null) : null);
        if (!current) throw notFound(QUESTION_NOT_FOUND);
        assertOwner(c, current.authorId, ONLY_ASKER);
        if (!current.categoryExists) throw badRequest(UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });
        return current;
      },
    );
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    if (has('content') && input.content !== undefined) await tellMentioned(c.var.scope, textOfHtml(input.content), { type: 'question', id });
    return c.json(question);
  })
  .delete('/:id', requireMember, (c) => answerDeletion(c, 'question', QUESTION_NOT_FOUND))
  .get('/:id/answers', async (c) => {
    const id = parseId(c.req.param('id'), QUESTION_NOT_FOUND);
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    // Answers are for members: a visitor reads the question's title and the start of its text (and
    // a question that is not there for them is absent, 404, as for anyone).
    const reader = viewerId(c);
    const page = await listAnswersJson(c.var.scope.db.read, id, reader, reader === null ? 0 : limit, offset);
    if (!page) throw notFound(QUESTION_NOT_FOUND);
    if (reader === null) throw unauthorized(ANSWERS_FOR_MEMBERS);
    c.header(TOTAL_COUNT_HEADER, String(page.total));
    return jsonText(c, page.itemsJson);
  })
  .post('/:id/answers', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), QUESTION_NOT_FOUND);
    const input = await parseJson(c, answerInputSchema);
    const answer = await withinMemberWriteLimit(c, 'comment', async () => {
      const stored = storedHtml(input.content, ANSWER_TEXT_MIN);
      const privacyAcknowledged = reviewPrivacy({ content: stored.contentText }, input.privacyAcknowledged ?? []);
      return createAnswer(await c.var.scope.db.write(), id, currentUserId(c), { ...stored, privacyAcknowledged });
    });
    if (!answer) throw notFound(QUESTION_NOT_FOUND);
    await queueQuestionNews(c, { job: 'question-news', news: 'answered', answerId: answer.id });
    await tellMentioned(c.var.scope, textOfHtml(input.content), { type: 'answer', id: answer.id });
    return c.json(answer, 201);
  })
  .post('/:id/accept', requireMember, async (c) => accept(c, (await parseJson(c, acceptInputSchema)).answerId))
  .delete('/:id/accept', requireMember, (c) => accept(c, null));

/** Accepts an answer of the question (null: takes the acceptance back), for its asker or a moderator. */
async function accept(c: Context<AppEnv>, answerId: number | null): Promise<Response> {
  const id = parseId(c.req.param('id'), QUESTION_NOT_FOUND);
  const userId = currentUserId(c);
  const state = await alongsideSessionCheck(c, () => getQuestionState(c.var.scope.db.read, id, userId));
  if (!state) throw notFound(QUESTION_NOT_FOUND);
  if (state.authorId !== userId && !isModerator(c)) throw forbidden(ONLY_ASKER_ACCEPTS);
  const result = await setAcceptedAnswer(await c.var.scope.db.write(), id, answerId, userId);
  if (!result) throw notFound(ANSWER_NOT_FOUND);
  if (answerId !== null && state.acceptedAnswerId !== answerId) await queueQuestionNews(c, { job: 'question-news', news: 'accepted', answerId });
  return c.json<AcceptResult>(result);
}

export const answerRoutes = new Hono<AppEnv>()
  .patch('/:id', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), ANSWER_NOT_FOUND);
    const input = await parseJson(c, answerInputSchema);
    const userId = currentUserId(c);
    const answer = await withinMemberWriteLimit(
      c,
      'edit',
      async (current) => {
        const stored = storedHtml(input.content, ANSWER_TEXT_MIN);
        const privacyAcknowledged = reviewPrivacy({ content: stored.contentText }, [...current.privacyAcknowledged, ...(input.privacyAcknowledged ?? [])]);
        return updateAnswer(await c.var.scope.db.write(), id, userId, { ...stored, privacyAcknowledged });
      },
      async () => {
        const current = await getAnswerState(c.var.scope.db.read, id, userId);
        if (!current) throw notFound(ANSWER_NOT_FOUND);
        assertOwner(c, current.authorId, ONLY_ANSWER_AUTHOR);
        return current;
      },
    );
    if (!answer) throw notFound(ANSWER_NOT_FOUND);
    await tellMentioned(c.var.scope, textOfHtml(input.content), { type: 'answer', id });
    return c.json(answer);
  })
  .delete('/:id', requireMember, (c) => answerDeletion(c, 'answer', ANSWER_NOT_FOUND))
  .post('/:id/vote', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), ANSWER_NOT_FOUND);
    const userId = currentUserId(c);
    const outcome = await withinMemberWriteLimit(
      c,
      'reaction',
      async () => {
        const voted = await setAnswerVote(await c.var.scope.db.write(), id, userId, true);
        if (!voted.done) throw voted.why === 'repeated' ? conflict(ALREADY_VOTED) : notFound(ANSWER_NOT_FOUND);
        return voted.result;
      },
      async () => {
        const current = await getAnswerState(c.var.scope.db.read, id, userId);
        if (!current) throw notFound(ANSWER_NOT_FOUND);
        if (current.authorId === userId) throw forbidden(OWN_ANSWER_VOTE);
      },
    );
    return c.json(outcome);
  })
  .delete('/:id/vote', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), ANSWER_NOT_FOUND);
    await checkSession(c);
    const outcome = await setAnswerVote(await c.var.scope.db.write(), id, currentUserId(c), false);
    if (!outcome.done) throw notFound(ANSWER_NOT_FOUND);
    return c.json(outcome.result);
  });
