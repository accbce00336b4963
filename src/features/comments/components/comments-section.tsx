import { COMMENT_MAX, EDITED_LABEL, type Comment } from '#contract/comments-types';
import { MessageSquare } from 'lucide-react';
import { lazy, type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { MemberLink, VerifiedBadge } from '../../../components/ui/member-link';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { loginHref, registerHref } from '../../../lib/login-redirect';
import { useCurrentUser } from '../../../lib/current-user';
import { HiddenNotice } from '../../content/components/hidden-notice';
import { useComments, useCreateComment, type CommentTarget } from '../api/comments';
import { ForMembersAfterHydration } from '../../../components/ui/detail-route';
import { ReportPlace } from '../../../components/ui/report-place';
import { ApiRequestError } from '../../../lib/api-client';
import { MentionText } from '../../../components/mentions/mention-text';
import { MentionTextarea } from '../../../components/mentions/mention-textarea';

// A comment's 'Editar' and 'Eliminar', and its edit form: a lazy module, for signed-in members only.
const ownerModule = () => import('./comment-owner-actions');
const CommentOwnerActions = lazy(() => ownerModule().then((module) => ({ default: module.CommentOwnerActions })));
const CommentEditForm = lazy(() => ownerModule().then((module) => ({ default: module.CommentEditForm })));

const COMMENT_SKELETONS = 3;

interface CommentsSectionProps {
  target: CommentTarget;
  /** 'Ainda não há comentários neste artigo. Escreva o primeiro comentário.' or the protocol's. */
  emptyText: string;
}

export function CommentsSection({ target, emptyText }: CommentsSectionProps) {
  const comments = useComments(target);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages[0]?.total ?? 0;
  const headingId = useId();

  return (
    <section id="comentarios" aria-labelledby={headingId} className="mt-10 scroll-mt-20">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <MessageSquare className="size-5 text-brand-700" aria-hidden="true" />
        Comentários{comments.isSuccess ? ` (${total})` : ''}
      </h2>
      <CommentForm target={target} />
      <div className="mt-6">
        {comments.isPending ? (
          <ul className="space-y-4" aria-busy="true" aria-label="A carregar comentários">
            {Array.from({ length: COMMENT_SKELETONS }, (_, index) => (
              <li key={index}>
                <CommentSkeleton />
              </li>
            ))}
          </ul>
        ) : comments.isError ? (
          <p className="text-sm text-red-700">Não foi possível carregar os comentários.</p>
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{emptyText}</p>
        ) : (
          <>
            <ul className="space-y-4">
              {items.map((comment) => (
                <li key={comment.id}>
                  <CommentItem comment={comment} target={target} />
                </li>
              ))}
            </ul>
            {comments.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button variant="outline" onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
                  {comments.isFetchingNextPage ? 'A carregar…' : 'Carregar mais comentários'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function CommentItem({ comment, target }: { comment: Comment; target: CommentTarget }) {
  const name = comment.author?.fullName || `Membro ${comment.userId}`;
  const [editing, setEditing] = useState(false);
  // After an edit (or leaving it), focus goes back to 'Editar'.
  const [backFromEdit, setBackFromEdit] = useState(false);
  const stopEditing = () => {
    setEditing(false);
    setBackFromEdit(true);
  };
  return (
    <article className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <Avatar user={comment.author ?? { id: comment.userId, fullName: name, avatarUrl: null }} size={36} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <MemberLink member={comment.author ?? { id: comment.userId, username: '' }} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
            {name}
          </MemberLink>
          {comment.author && <VerifiedBadge member={comment.author} className="self-center" />}
          <time dateTime={comment.createdAt} className="text-xs text-slate-600">
            {formatDateTime(comment.createdAt)}
          </time>
          {comment.updatedAt && <span className="text-xs text-slate-600">{EDITED_LABEL}</span>}
        </div>
        {editing ? (
          <ForMembersAfterHydration>
            <CommentEditForm comment={comment} target={target} onDone={stopEditing} />
          </ForMembersAfterHydration>
        ) : (
          <>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
              <MentionText text={comment.content} />
            </p>
            {comment.hidden && <HiddenNotice hidden={comment.hidden} className="mt-3" />}
            <ForMembersAfterHydration>
              <CommentOwnerActions comment={comment} target={target} onEdit={() => setEditing(true)} focusEdit={backFromEdit} />
            </ForMembersAfterHydration>
            {/* 'Denunciar', drawn here for members by src/components/layout/member-extras.tsx */}
            <ReportPlace type="comment" id={comment.id} ownerId={comment.userId} className="flex justify-end" />
          </>
        )}
      </div>
    </article>
  );
}

function CommentSkeleton() {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4" aria-hidden="true">
      <Skeleton className="size-9 rounded-full" />
      <div className="flex-1">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-2 h-4 w-full" />
      </div>
    </div>
  );
}

function CommentForm({ target }: { target: CommentTarget }) {
  const { isAuthenticated } = useCurrentUser();
  const location = useLocation();
  const createComment = useCreateComment(target);
  const [content, setContent] = useState('');
  const fieldId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAuthenticated) {
      toast({ title: 'Autenticação necessária', description: 'Inicie sessão para comentar' });
      return;
    }
    const text = content.trim();
    if (!text) {
      toast({ title: 'Comentário vazio', description: 'Por favor, escreva um comentário antes de enviar' });
      return;
    }
    createComment.mutate(text, {
      onSuccess: () => {
        setContent('');
        toast({ title: 'Comentário enviado', description: 'O seu comentário foi publicado com sucesso' });
      },
      onError: (error) =>
        toast({
          title: 'Erro',
          description: error instanceof ApiRequestError && error.status === 400 ? error.serverMessage : 'Não foi possível publicar o seu comentário',
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4" noValidate>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        O seu comentário
      </label>
      <MentionTextarea
        id={fieldId}
        value={content}
        onValueChange={setContent}
        placeholder={isAuthenticated ? 'Partilhe a sua opinião ou experiência… Escreva @ e o nome de um colega para o mencionar.' : 'Inicie sessão para comentar'}
        maxLength={COMMENT_MAX}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {!isAuthenticated ? (
          <p className="text-sm text-slate-600">
            <Link to={loginHref(location)} className="font-medium text-brand-700 underline underline-offset-2">
              Entre
            </Link>{' '}
            ou{' '}
            <Link to={registerHref(location)} className="font-medium text-brand-700 underline underline-offset-2">
              registe-se
            </Link>{' '}
            para participar na conversa.
          </p>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={createComment.isPending}>
          {createComment.isPending ? 'A enviar…' : 'Enviar comentário'}
        </Button>
      </div>
    </form>
  );
}
