import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ArticleForm } from './article-form';
import { EventForm } from './event-form';
import { OpportunityForm, VolunteeringForm } from './offer-form';
import { ProtocolForm } from './protocol-form';

export type PublishKind = 'article' | 'protocol' | 'event' | 'opportunity' | 'volunteering';

export const PUBLISH_DIALOG_TITLES: Record<PublishKind, string> = {
  article: 'Novo Artigo',
  protocol: 'Novo Protocolo',
  event: 'Novo Evento',
  opportunity: 'Nova Oportunidade',
  volunteering: 'Novo Voluntariado',
};

interface PublishDialogProps {
  /** The open dialog, or null when none is. */
  kind: PublishKind | null;
  onClose: () => void;
}

/** The create dialogs of the profile page; the form unmounts (and so clears) when it closes. */
export function PublishDialog({ kind, onClose }: PublishDialogProps) {
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      {kind && (
        <DialogContent title={PUBLISH_DIALOG_TITLES[kind]}>
          {kind === 'article' && <ArticleForm onSuccess={onClose} onCancel={onClose} />}
          {kind === 'protocol' && <ProtocolForm onSuccess={onClose} onCancel={onClose} />}
          {kind === 'event' && <EventForm onSuccess={onClose} onCancel={onClose} />}
          {kind === 'opportunity' && <OpportunityForm onSuccess={onClose} onCancel={onClose} />}
          {kind === 'volunteering' && <VolunteeringForm onSuccess={onClose} onCancel={onClose} />}
        </DialogContent>
      )}
    </Dialog>
  );
}
