import type { PortalEvent } from '#contract/events-types';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useDeleteItem, useItemMutation } from '../../lib/item-mutation';
import { buttonVariants } from './button-variants';
import { ConfirmAction, DeleteAction } from './confirm-action';
import { toast } from './toast';

/** Who may act on an item: its author changes it; its author or a moderator deletes it. */
export function useItemPermissions(ownerId: number) {
  const { user } = useCurrentUser();
  const own = user !== null && user.id === ownerId;
  // Moderators and admins (MODERATING_ROLES of #contract/moderation-types, not imported: this module stays small).
  return { own, mayDelete: own || (user !== null && user.role !== 'member') };
}

/** 'Editar': a link to the item's edit page. */
export function EditItemLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: 'outline' })}>
      <Pencil aria-hidden="true" />
      Editar
    </Link>
  );
}

interface DeleteItemButtonProps {
  /** The API collection ('/api/articles') and the item's id. */
  collection: string;
  id: number;
  /** Where to go once it is deleted (its list). */
  listPath: string;
  /** The question of the dialog ('Eliminar este artigo?') and the toast after ('Artigo eliminado'). */
  question: string;
  done: string;
  /** Other queries that showed it, by the first element of their keys. */
  refresh?: string[];
}

/** 'Eliminar' with its confirmation; then a toast and back to the list. */
export function DeleteItemButton({ collection, id, listPath, question, done, refresh = ['/api/search', '/api/me/activity'] }: DeleteItemButtonProps) {
  const navigate = useNavigate();
  const deleteItem = useDeleteItem(collection, id, refresh);
  return (
    <DeleteAction
      question={question}
      onDelete={async () => {
        await deleteItem(() => navigate(listPath));
        toast({ title: done });
      }}
    />
  );
}

/** The author's and moderators' buttons on an item's page, in a row. */
function OwnerActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}

/** What closes an offer early ('Fechar oferta'), edits and deletes it: for its poster (a moderator only deletes). */
export function OfferOwnerActions({
  collection,
  id,
  posterId,
  closedAt,
  editPath,
  listPath,
}: {
  collection: string;
  id: number;
  posterId: number;
  closedAt: string | null;
  editPath: string;
  listPath: string;
}) {
  const { own, mayDelete } = useItemPermissions(posterId);
  const close = useItemMutation('POST', `${collection}/${id}/close`, [collection, '/api/me/activity', '/api/search']);
  if (!mayDelete) return null;
  return (
    <div className="mt-6">
      <OwnerActions>
        {own && <EditItemLink to={editPath} />}
        {own && !closedAt && (
          <ConfirmAction
            label="Fechar oferta"
            title="Fechar esta oferta?"
            description="A oferta continua visível, marcada como fechada, e deixa de receber contactos. Esta ação não pode ser desfeita."
            confirmLabel="Fechar oferta"
            pendingLabel="A fechar…"
            onConfirm={async () => {
              await close.mutateAsync(undefined);
              toast({ title: 'Oferta fechada' });
            }}
          />
        )}
        <DeleteItemButton collection={collection} id={id} listPath={listPath} question="Eliminar esta oferta?" done="Oferta eliminada" />
      </OwnerActions>
    </div>
  );
}

const REASON_MIN = 5;

/** The organiser's 'Editar', 'Cancelar evento' (with its reason) and 'Eliminar'; a moderator's 'Eliminar'. */
export function EventOwnerActions({ event }: { event: PortalEvent }) {
  const { own, mayDelete } = useItemPermissions(event.organizerId);
  const cancel = useItemMutation<PortalEvent, { reason: string }>('POST', `/api/events/${event.id}/cancel`, ['/api/events', '/api/me/activity', '/api/search']);
  if (!mayDelete) return null;
  const scheduled = event.status === 'scheduled';
  return (
    <div className="mt-6">
      <OwnerActions>
        {own && scheduled && <EditItemLink to={`/eventos/${event.id}/editar`} />}
        {own && scheduled && (
          <ConfirmAction
            label="Cancelar evento"
            title="Cancelar este evento?"
            description="O evento continua visível, marcado como cancelado, e os inscritos são avisados. Esta ação não pode ser desfeita."
            confirmLabel="Cancelar evento"
            pendingLabel="A cancelar…"
            reason={{
              label: 'Motivo do cancelamento',
              hint: 'Os inscritos recebem este motivo.',
              // The server checks the rest (at most 1000 characters: #contract/events).
              check: (value) => (value.length < REASON_MIN ? 'Indique o motivo do cancelamento (pelo menos 5 caracteres).' : null),
            }}
            onConfirm={async (reason) => {
              await cancel.mutateAsync({ reason });
              toast({ title: 'Evento cancelado', description: 'Os inscritos vão ser avisados.' });
            }}
          />
        )}
        <DeleteItemButton collection="/api/events" id={event.id} listPath="/eventos" question="Eliminar este evento?" done="Evento eliminado" />
      </OwnerActions>
    </div>
  );
}
