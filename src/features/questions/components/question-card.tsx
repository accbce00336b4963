import { ANONYMOUS_ASKER_LABEL, QUESTION_STATUS_LABELS, type Question } from '#contract/questions-types';
import { CheckCircle2, MessageSquare, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount, formatDate } from '../../../lib/format';
import { plural } from '../../../lib/format';

/** Who asked, as a card shows it: the asker, or 'Membro da Rede TO' with a neutral figure (no name, no avatar, no link). */
export function AskerLine({ question, size = 24 }: { question: Pick<Question, 'author'>; size?: number }) {
  if (!question.author) {
    return (
      <span className="flex min-w-0 items-center gap-2">
        <span className="inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-600" style={{ width: size, height: size }} aria-hidden="true">
          <UserRound className="size-4" />
        </span>
        <span className="truncate">{ANONYMOUS_ASKER_LABEL}</span>
      </span>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar user={question.author} size={size} />
      <span className="truncate">{question.author.fullName}</span>
    </span>
  );
}

/** A question in a list: its state, category or community, title, the start of its text, who asked, when, and its answers. */
export function QuestionCard({ question }: { question: Question }) {
  const answered = question.status === 'answered';
  return (
    <Card className="link-card flex h-full flex-col p-3 sm:p-4">
      <div className="flex flex-wrap gap-1.5 sm:gap-2">
        <Badge variant={answered ? 'success' : 'neutral'}>
          {answered && <CheckCircle2 aria-hidden="true" />}
          {QUESTION_STATUS_LABELS[question.status]}
        </Badge>
        {question.community && <Badge>{question.community.name}</Badge>}
        {question.category && <Badge variant="neutral">{question.category.name}</Badge>}
      </div>
      <h3 className="mt-2 line-clamp-3 text-base leading-snug font-semibold text-slate-900 sm:text-lg">
        <Link to={`/perguntas/${question.id}`}>{question.title}</Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{question.content}</p>
      <div className="mt-auto flex items-center gap-x-3 gap-y-2 pt-3 text-xs whitespace-nowrap text-slate-600">
        <span className="flex w-0 flex-1 font-medium text-slate-800">
          <AskerLine question={question} />
        </span>
        <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden="true" />
          {formatCount(question.answerCount)} {plural(question.answerCount, 'resposta', 'respostas')}
        </span>
      </div>
    </Card>
  );
}

export function QuestionCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-3 sm:p-4" aria-hidden="true">
      <Skeleton className="h-5 w-40 rounded-full" />
      <Skeleton className="mt-2 h-6 w-4/5" />
      <Skeleton className="mt-2 h-15" />
      <Skeleton className="mt-3 h-6 w-1/2" />
    </Card>
  );
}
