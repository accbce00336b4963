import { COMMENT_MAX, type Comment } from '#contract/comments-types';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DeleteAction } from '../../../components/ui/confirm-action';
import { MentionTextarea } from '../../../components/mentions/mention-textarea';
import { useItemPermissions } from '../../../components/ui/item-owner-actions';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCommentChanges, type CommentTarget } from '../api/comments';

const EMPTY = 'Por favor, escreva um comentário antes de enviar';

/** Under a comment: 'Editar' for its author, 'Eliminar' (confirmed) for its author and moderators. */
export function CommentOwnerActions({ comment, target, onEdit, focusEdit }: { comment: Comment; target: CommentTarget; onEdit: () => void; focusEdit: boolean }) {
  const { own, mayDelete } = useItemPermissions(comment.userId);
  const { remove } = useCommentChanges(target);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);
  if (!mayDelete) return null;
  return (
    <div className="mt-2 flex gap-2">
      {own && (
        <Button ref={editButton} variant="ghost" size="sm" onClick={onEdit} aria-label="Editar o comentário">
          <Pencil aria-hidden="true" />
          Editar
        </Button>
      )}
      <DeleteAction
        size="sm"
        question="Eliminar este comentário?"
        onDelete={async () => {
          await remove.mutateAsync(comment.id);
          toast({ title: 'Comentário eliminado' });
        }}
      />
    </div>
  );
}

/** The comment's text in place, to change: the same rules as a new comment; Escape or 'Cancelar' leaves it as it was. */
export function CommentEditForm({ comment, target, onDone }: { comment: Comment; target: CommentTarget; onDone: () => void }) {
  const { update } = useCommentChanges(target);
  const [content, setContent] = useState(comment.content);
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(EMPTY);
      return;
    }
    update.mutate(
      { id: comment.id, content: text },
      {
        onSuccess: () => {
          toast({ title: 'Comentário atualizado' });
          onDone();
        },
        onError: (failure) => setError(failure instanceof ApiRequestError ? failure.serverMessage : 'Não foi possível guardar o comentário.'),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 space-y-2" onKeyDown={(event) => event.key === 'Escape' && onDone()}>
      <label htmlFor={fieldId} className="sr-only">
        Editar o comentário
      </label>
      <MentionTextarea
        id={fieldId}
        ref={field}
        value={content}
        onValueChange={setContent}
        maxLength={COMMENT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'A guardar…' : 'Guardar'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
