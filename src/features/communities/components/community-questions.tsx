import type { CommunityDetail } from '#contract/communities-types';
import type { Question } from '#contract/questions-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedGrid } from '../../../components/ui/paged-grid';
import { questionsInfiniteQuery } from '../../questions/api/questions';
import { QuestionCard, QuestionCardSkeleton } from '../../questions/components/question-card';

/** A community's questions (docs/rules/questions.md), newest first, and 'Fazer uma pergunta' in it. */
export function CommunityQuestions({ community }: { community: CommunityDetail }) {
  const questions = useInfiniteQuery(questionsInfiniteQuery({ communityId: community.id }));
  const ask = `/perguntas/nova?comunidade=${community.id}`;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">Dúvidas de casos e da prática, respondidas por colegas desta comunidade.</p>
        <Link to={ask} className={buttonVariants({ size: 'sm' })}>
          Fazer uma pergunta
        </Link>
      </div>
      <PagedGrid<Question>
        query={questions}
        itemKey={(question) => question.id}
        renderItem={(question) => <QuestionCard question={question} />}
        skeleton={<QuestionCardSkeleton />}
        skeletonCount={3}
        errorTitle="Falha ao carregar as perguntas"
        empty={<EmptyState icon={<MessageCircleQuestion />} title="Ainda não há perguntas" description="Faça a primeira pergunta desta comunidade: os colegas que a acompanham respondem aqui." />}
      />
    </>
  );
}
