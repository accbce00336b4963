import { lazy, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { loadAnswerEditor } from '#answer-editor';
import { loadCategoryParam } from '../../features/content/api/get-categories';
import { answersQuery, questionFiltersOf, questionQuery, questionsInfiniteQuery } from '../../features/questions/api/questions';
import type { AnswerFormProps } from '../../features/questions/components/answer-form';
import { QuestionDetailScreen } from '../../features/questions/components/question-detail-screen';
import { QuestionsListScreen } from '../../features/questions/components/questions-list-screen';
import { load, type ScreenData } from '../../lib/screen-data';

// `/perguntas` and `/perguntas/{id}` (docs/rules/questions.md): one route file for both, so that
// the home page's script names one more lazy module, not two (decision 060's budget).

/**
 * The list: the categories (for the filter) and its first page at once. A question: the question
 * and, for a member, its answers at once. One round of API calls either way.
 */
export const screenData: ScreenData = async ({ queryClient, params, url, member }) => {
  if (params.id === undefined) {
    await Promise.all([loadCategoryParam(queryClient, null), queryClient.prefetchInfiniteQuery(questionsInfiniteQuery(questionFiltersOf(url.searchParams)))]);
    return;
  }
  const id = Number(params.id);
  await Promise.all([load(queryClient, questionQuery(id)), member && Number.isInteger(id) && id > 0 ? load(queryClient, answersQuery(id)) : undefined]);
};

/**
 * The answer's editor (TipTap) is the browser's alone: the Worker's build takes a stand-in that draws
 * nothing (#answer-editor, package.json). Imported from this route's chunk, not from the app's, so
 * that its chunks are not named in the route table of every page.
 */
const AnswerEditor = lazy(loadAnswerEditor) as ComponentType<AnswerFormProps>;

export default function QuestionsRoute() {
  return useParams().id === undefined ? <QuestionsListScreen /> : <QuestionDetailScreen AnswerEditor={AnswerEditor} />;
}
