import type { AcceptResult, Answer, AnswerVoteResult, Question, QuestionStatus } from '#contract/questions-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetPage, apiRequest, withQuery } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/next-offset';

// Clinical questions and answers (docs/rules/questions.md): each call's request, query and hook.

const QUESTIONS_PAGE_SIZE = 12;
const ANSWERS_PAGE_SIZE = 50;

export interface QuestionFilters {
  status?: QuestionStatus;
  categoryId?: number;
  communityId?: number;
  q?: string;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The list's filters as its URL gives them: `?estado=abertas|respondidas&categoria=<id>&comunidade=<id>&q=`. */
export function questionFiltersOf(search: URLSearchParams): QuestionFilters {
  const state = search.get('estado');
  return {
    status: state === 'abertas' ? 'open' : state === 'respondidas' ? 'answered' : undefined,
    categoryId: positive(search.get('categoria')),
    communityId: positive(search.get('comunidade')),
    q: search.get('q')?.trim() || undefined,
  };
}

/** The questions list, page by page ('Carregar mais'). */
export const questionsInfiniteQuery = (filters: QuestionFilters) =>
  infiniteQueryOptions({
    queryKey: ['/api/questions', { ...filters, paged: true }],
    queryFn: ({ pageParam, signal }) => apiGetPage<Question>(withQuery('/api/questions', { ...filters, limit: QUESTIONS_PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useQuestions = (filters: QuestionFilters) => useInfiniteQuery(questionsInfiniteQuery(filters));

/** One question, as the reader may see it. */
export const questionQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/questions', id],
    queryFn: ({ signal }) => apiGet<Question>(`/api/questions/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useQuestion = (id: number) => useQuery(questionQuery(id));

/** A question's answers for a member: the accepted one first, then by useful votes. */
export const answersQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/questions', id, 'answers'],
    queryFn: ({ signal }) => apiGetPage<Answer>(withQuery(`/api/questions/${id}/answers`, { limit: ANSWERS_PAGE_SIZE }), { signal }),
  });

export const useAnswers = (id: number, enabled: boolean) => useQuery({ ...answersQuery(id), enabled });

/** What a question's writer sends. */
export interface QuestionInput {
  title: string;
  content: string;
  categoryId: number | null;
  communityId?: number | null;
  anonymous?: boolean;
  privacyAcknowledged?: string[];
}

export function useSaveQuestion(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionInput) => (id === null ? apiRequest<Question>('POST', '/api/questions', input) : apiRequest<Question>('PATCH', `/api/questions/${id}`, input)),
    onSuccess: (question) => {
      queryClient.setQueryData(questionQuery(question.id).queryKey, question);
      void queryClient.invalidateQueries({ queryKey: ['/api/questions'], refetchType: 'none' });
    },
  });
}

/** Everything that changes a question's page: answers, their edits, votes, the acceptance, deletions; the page is read again after each. */
export function useQuestionChanges(questionId: number) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: answersQuery(questionId).queryKey }), queryClient.invalidateQueries({ queryKey: questionQuery(questionId).queryKey })]);
  return {
    answer: useMutation({
      mutationFn: (input: { content: string; privacyAcknowledged?: string[] }) => apiRequest<Answer>('POST', `/api/questions/${questionId}/answers`, input),
      onSuccess: refresh,
    }),
    editAnswer: useMutation({
      mutationFn: ({ id, ...input }: { id: number; content: string; privacyAcknowledged?: string[] }) => apiRequest<Answer>('PATCH', `/api/answers/${id}`, input),
      onSuccess: refresh,
    }),
    deleteAnswer: useMutation({ mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/answers/${id}`), onSuccess: refresh }),
    vote: useMutation({
      mutationFn: ({ id, on }: { id: number; on: boolean }) => apiRequest<AnswerVoteResult>(on ? 'POST' : 'DELETE', `/api/answers/${id}/vote`),
      onSuccess: refresh,
    }),
    accept: useMutation({
      mutationFn: (answerId: number | null) =>
        answerId === null ? apiRequest<AcceptResult>('DELETE', `/api/questions/${questionId}/accept`) : apiRequest<AcceptResult>('POST', `/api/questions/${questionId}/accept`, { answerId }),
      onSuccess: refresh,
    }),
    deleteQuestion: useMutation({
      mutationFn: () => apiRequest<void>('DELETE', `/api/questions/${questionId}`),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/questions'], refetchType: 'none' }),
    }),
  };
}
