import { withMentionLinks } from '#contract/mentions';
import { QUESTION_STATUS_LABELS, type Answer, type Question } from '#contract/questions-types';
import { CheckCircle2, Pencil, ThumbsUp } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeleteAction } from '../../../components/ui/confirm-action';
import { ForMembersAfterHydration, useDetailRoute } from '../../../components/ui/detail-route';
import { MemberLink, VerifiedBadge } from '../../../components/ui/member-link';
import { ReportPlace } from '../../../components/ui/report-place';
import { SignInLinks } from '../../../components/ui/sign-in-required';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { formatCount, formatDate, plural } from '../../../lib/format';
import { DetailSkeleton } from '../../content/components/detail-skeleton';
import { HiddenNotice } from '../../content/components/hidden-notice';
import { useAnswers, useQuestion, useQuestionChanges } from '../api/questions';
import type { AnswerFormProps } from './answer-form';
import { AskerLine } from './question-card';

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Não foi possível concluir', description: error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : fallback, variant: 'destructive' });

/**
 * `/perguntas/{id}`: the question (its title and the start of its text for visitors, everything for
 * members), then its answers — 'Resposta aceite' first, then by useful votes — with 'Útil', the
 * asker's 'Aceitar resposta', and each author's edit and deletion; the answer editor at the end
 * (docs/rules/questions.md). An anonymous question shows 'Membro da Rede TO' and nothing else of who asked.
 */
/** `AnswerEditor`: the answer form, the browser's alone (its route gives it: src/app/routes/questions.tsx). */
export function QuestionDetailScreen({ AnswerEditor }: { AnswerEditor: ComponentType<AnswerFormProps> }) {
  const route = useDetailRoute(useQuestion, {
    backTo: '/perguntas',
    backLabel: 'Voltar às perguntas',
    notFoundTitle: 'Pergunta não encontrada',
    errorTitle: 'Não foi possível carregar a pergunta',
    skeleton: (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <DetailSkeleton />
      </div>
    ),
  });
  if (!route.item) return route.fallback;
  return <QuestionPage question={route.item} AnswerEditor={AnswerEditor} />;
}

function QuestionPage({ question, AnswerEditor }: { question: Question; AnswerEditor: ComponentType<AnswerFormProps> }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const changes = useQuestionChanges(question.id);
  const answered = question.status === 'answered';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink to="/perguntas">Voltar às perguntas</BackLink>
      <article className="mt-6">
        <header>
          <div className="flex flex-wrap gap-2">
            <Badge variant={answered ? 'success' : 'neutral'}>
              {answered && <CheckCircle2 aria-hidden="true" />}
              {QUESTION_STATUS_LABELS[question.status]}
            </Badge>
            {question.community && (
              <Badge>
                <Link to={`/perguntas?comunidade=${question.community.id}`}>{question.community.name}</Link>
              </Badge>
            )}
            {question.category && <Badge variant="neutral">{question.category.name}</Badge>}
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-bold text-balance text-slate-900">{question.title}</h1>
          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="font-medium text-slate-900">
              <AskerLine question={question} size={32} />
            </span>
            <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
            {question.updatedAt && <span>(editado)</span>}
            {question.isMine && question.anonymous && <span>Perguntou anonimamente: os colegas veem «Membro da Rede TO».</span>}
          </div>
        </header>
        {question.hidden && <HiddenNotice hidden={question.hidden} className="mt-6" />}
        {question.excerpt ? (
          <>
            <p className="mt-6 text-lg leading-8 text-slate-700">{question.content}</p>
            <Card className="mt-6 p-6 text-center">
              <p className="text-slate-800">
                {question.answerCount > 0
                  ? `Esta pergunta tem ${question.answerCount} ${plural(question.answerCount, 'resposta', 'respostas')}. Inicie sessão para ler a pergunta completa e as respostas dos colegas.`
                  : 'Inicie sessão para ler a pergunta completa e responder.'}
              </p>
              <SignInLinks className="mt-4" />
            </Card>
          </>
        ) : (
          <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: withMentionLinks(question.content) }} />
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {question.isMine && (
            <>
              <Button asChild variant="outline" size="sm">
                <Link to={`/perguntas/${question.id}/editar`}>
                  <Pencil aria-hidden="true" />
                  Editar
                </Link>
              </Button>
              <DeleteAction
                size="sm"
                question="Eliminar esta pergunta?"
                description="A pergunta e as respostas dos colegas deixam de existir. Esta ação não pode ser desfeita."
                confirmLabel="Eliminar pergunta"
                onDelete={async () => {
                  await changes.deleteQuestion.mutateAsync();
                  toast({ title: 'Pergunta eliminada' });
                  navigate('/perguntas');
                }}
              />
            </>
          )}
          {!question.isMine && <ReportPlace type="question" id={question.id} ownerId={question.author?.id ?? 0} as="span" className="contents" />}
        </div>
      </article>
      {user && !question.excerpt && <AnswersSection question={question} AnswerEditor={AnswerEditor} />}
    </div>
  );
}

function AnswersSection({ question, AnswerEditor }: { question: Question; AnswerEditor: ComponentType<AnswerFormProps> }) {
  const answers = useAnswers(question.id, true);
  const changes = useQuestionChanges(question.id);
  const items = answers.data?.items ?? [];
  const count = answers.data?.total ?? question.answerCount;
  return (
    <section aria-labelledby="respostas" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="respostas" className="text-xl font-semibold text-slate-900">
        {count} {plural(count, 'resposta', 'respostas')}
      </h2>
      {answers.isPending && <p className="mt-4 text-slate-600">A carregar as respostas…</p>}
      {answers.isError && <p className="mt-4 text-slate-700">Não foi possível carregar as respostas.</p>}
      {items.length === 0 && answers.isSuccess && <p className="mt-4 text-slate-700">Ainda ninguém respondeu. Partilhe o que sabe: a sua experiência pode ajudar.</p>}
      <ol className="mt-4 space-y-4">
        {items.map((answer) => (
          <li key={answer.id}>
            <AnswerItem question={question} answer={answer} changes={changes} AnswerEditor={AnswerEditor} />
          </li>
        ))}
      </ol>
      <div className="mt-8">
        <h3 className="mb-3 text-lg font-semibold text-slate-900">A sua resposta</h3>
        {/* The editor is the browser's alone, drawn once the page is hydrated: it never suspends the server's HTML. */}
        <ForMembersAfterHydration>
          <AnswerEditor
            label="Resposta"
            submitLabel="Publicar resposta"
            pendingLabel="A publicar…"
            onSubmit={async (input) => {
              await changes.answer.mutateAsync(input);
              toast({ title: 'Resposta publicada' });
            }}
          />
        </ForMembersAfterHydration>
      </div>
    </section>
  );
}

interface AnswerItemProps {
  question: Question;
  answer: Answer;
  changes: ReturnType<typeof useQuestionChanges>;
  AnswerEditor: ComponentType<AnswerFormProps>;
}

function AnswerItem({ question, answer, changes, AnswerEditor }: AnswerItemProps) {
  const [editing, setEditing] = useState(false);
  const canAccept = question.isMine;
  return (
    <Card className={answer.accepted ? 'border-emerald-300 p-4 ring-1 ring-emerald-200 sm:p-5' : 'p-4 sm:p-5'}>
      {answer.accepted && (
        <p className="mb-3">
          <Badge variant="success">
            <CheckCircle2 aria-hidden="true" />
            Resposta aceite
          </Badge>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Avatar user={answer.author} size={28} />
        <MemberLink member={answer.author} className="font-medium text-slate-900 hover:underline">
          {answer.author.fullName}
        </MemberLink>
        <VerifiedBadge member={answer.author} />
        <time dateTime={answer.createdAt}>{formatDate(answer.createdAt)}</time>
        {answer.updatedAt && <span>(editado)</span>}
      </div>
      {answer.hidden && <HiddenNotice hidden={answer.hidden} className="mt-3" />}
      {editing ? (
        <div className="mt-3">
          <Suspense fallback={null}>
            <AnswerEditor
              label="Editar resposta"
              initial={answer.content}
              submitLabel="Guardar alterações"
              pendingLabel="A guardar…"
              onCancel={() => setEditing(false)}
              onSubmit={async (input) => {
                await changes.editAnswer.mutateAsync({ id: answer.id, ...input });
                setEditing(false);
                toast({ title: 'Resposta atualizada' });
              }}
            />
          </Suspense>
        </div>
      ) : (
        <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: withMentionLinks(answer.content) }} />
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-pressed={answer.votedByMe}
          aria-label={`Útil: ${formatCount(answer.votes)} ${plural(answer.votes, 'voto', 'votos')}`}
          disabled={answer.isMine || changes.vote.isPending}
          title={answer.isMine ? 'Não pode marcar a sua própria resposta' : undefined}
          onClick={() => changes.vote.mutate({ id: answer.id, on: !answer.votedByMe }, { onError: (error) => failed(error, 'Não foi possível registar o voto.') })}
        >
          <ThumbsUp aria-hidden="true" />
          Útil
          <span aria-hidden="true">{formatCount(answer.votes)}</span>
        </Button>
        {canAccept && (
          <Button
            variant={answer.accepted ? 'outline' : 'primary'}
            size="sm"
            disabled={changes.accept.isPending}
            onClick={() => changes.accept.mutate(answer.accepted ? null : answer.id, { onError: (error) => failed(error, 'Não foi possível aceitar a resposta.') })}
          >
            <CheckCircle2 aria-hidden="true" />
            {answer.accepted ? 'Retirar aceitação' : 'Aceitar resposta'}
          </Button>
        )}
        {answer.isMine && !editing && (
          <>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
            <DeleteAction
              size="sm"
              question="Eliminar esta resposta?"
              confirmLabel="Eliminar resposta"
              onDelete={async () => {
                await changes.deleteAnswer.mutateAsync(answer.id);
                toast({ title: 'Resposta eliminada' });
              }}
            />
          </>
        )}
        <ReportPlace type="answer" id={answer.id} ownerId={answer.author.id} as="span" className="contents" />
      </div>
    </Card>
  );
}
