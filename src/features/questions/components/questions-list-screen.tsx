import { MessageCircleQuestion } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/input';
import { ListSearchForm } from '../../../components/ui/list-search-form';
import { PagedGrid } from '../../../components/ui/paged-grid';
import { plural } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCategories } from '../../content/api/get-categories';
import { questionFiltersOf, useQuestions } from '../api/questions';
import { QuestionCard, QuestionCardSkeleton } from './question-card';

/** The state filter's choices, as the address names them (`?estado=`). */
const STATES = [
  { value: '', label: 'Todas' },
  { value: 'abertas', label: 'Abertas' },
  { value: 'respondidas', label: 'Respondidas' },
] as const;

/**
 * `/perguntas`: the clinical questions, newest first, filtered by state (Abertas, Respondidas),
 * category, community (`?comunidade=<id>`) and words; 'Fazer uma pergunta' for members
 * (docs/rules/questions.md).
 */
export function QuestionsListScreen() {
  usePageTitle('Perguntas');
  const [params, setParams] = useSearchParams();
  const filters = questionFiltersOf(params);
  const questions = useQuestions(filters);
  const categories = useCategories();
  const categoryId = useId();
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const state = params.get('estado') ?? '';
  const communityName = questions.data?.pages[0]?.items.find((question) => question.communityId === filters.communityId)?.community?.name;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Perguntas</h1>
          <p className="mt-1 text-slate-700">Dúvidas clínicas de terapeutas ocupacionais, respondidas por colegas.</p>
        </div>
        <Button asChild>
          <Link to="/perguntas/nova">Fazer uma pergunta</Link>
        </Button>
      </div>

      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-label="Estado das perguntas" className="inline-flex w-fit rounded-lg border border-slate-300 bg-white p-1">
          {STATES.map((choice) => (
            <button
              key={choice.value}
              type="button"
              aria-pressed={state === choice.value}
              onClick={() => set('estado', choice.value)}
              className={state === choice.value ? 'h-9 rounded-md bg-brand-700 px-3 text-sm font-medium text-white' : 'h-9 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100'}
            >
              {choice.label}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex items-center gap-2">
            <label htmlFor={categoryId} className="text-sm font-medium whitespace-nowrap text-slate-800">
              Categoria
            </label>
            <Select id={categoryId} value={filters.categoryId ? String(filters.categoryId) : ''} onChange={(event) => set('categoria', event.target.value)} className="lg:w-auto lg:min-w-56">
              <option value="">Todas as categorias</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          </div>
          <ListSearchForm label="Pesquisar perguntas" placeholder="Pesquisar perguntas…" />
        </div>
      </div>

      {filters.communityId !== undefined && (
        <p className="mt-4 text-sm text-slate-700">
          Perguntas da comunidade {communityName ? <strong>{communityName}</strong> : 'escolhida'}.{' '}
          <button type="button" className="font-medium text-brand-800 underline" onClick={() => set('comunidade', '')}>
            Ver todas
          </button>
        </p>
      )}

      <div className="mt-6">
        <PagedGrid
          query={questions}
          itemKey={(question) => question.id}
          renderItem={(question) => <QuestionCard question={question} />}
          skeleton={<QuestionCardSkeleton />}
          skeletonCount={6}
          className="lg:grid-cols-2"
          errorTitle="Não foi possível carregar as perguntas"
          summary={(shown, total) => `A mostrar ${shown} de ${total} ${plural(total, 'pergunta', 'perguntas')}`}
          empty={
            <EmptyState icon={<MessageCircleQuestion />} title="Nenhuma pergunta encontrada" description="Não há perguntas com estes filtros. Faça a primeira: colegas de todo o país podem ajudar.">
              <Button asChild>
                <Link to="/perguntas/nova">Fazer uma pergunta</Link>
              </Button>
            </EmptyState>
          }
        />
      </div>
    </div>
  );
}
