import { HandHeart } from 'lucide-react';
import { lazy } from 'react';
import { ForMembersAfterHydration } from '../../../components/ui/detail-route';
import { OfferDetailScreen } from '../../../components/ui/offer-detail';
import { HiddenNotice } from '../../content/components/hidden-notice';
import { useVolunteeringOffer } from '../api/get-volunteering';
import { VolunteeringBadge } from './volunteering-card';

// The poster's and moderators' buttons, with their dialogs: a lazy module, for signed-in members only.
const OfferOwnerActions = lazy(() => import('../../../components/ui/item-owner-actions').then((module) => ({ default: module.OfferOwnerActions })));

export function VolunteeringDetailScreen() {
  return (
    <OfferDetailScreen
      useOffer={useVolunteeringOffer}
      backTo="/voluntariado"
      backLabel="Voltar ao voluntariado"
      notFoundTitle="Voluntariado não encontrado"
      errorTitle="Erro ao carregar o voluntariado"
      badges={(offer) => <VolunteeringBadge offer={offer} />}
      host={{ icon: <HandHeart />, label: 'Organização', name: (offer) => offer.organization }}
      openUntilLabel="Disponível até"
      apply={(offer) => ({
        heading: 'Participar',
        expiredText: 'Esta oportunidade de voluntariado expirou.',
        closedText: 'Esta oportunidade de voluntariado foi fechada.',
        prompt: `Manifeste o seu interesse por e-mail a ${offer.organization}.`,
        subject: `Interesse em voluntariado: ${offer.title}`,
        label: 'Manifestar interesse',
      })}
      ownerActions={(offer) => (
        <ForMembersAfterHydration>
          <OfferOwnerActions collection="/api/volunteering" id={offer.id} posterId={offer.posterId} closedAt={offer.closedAt} editPath={`/voluntariado/${offer.id}/editar`} listPath="/voluntariado" />
        </ForMembersAfterHydration>
      )}
      idPrefix="volunteering"
      notice={(offer) => offer.hidden && <HiddenNotice hidden={offer.hidden} className="mt-6" />}
    />
  );
}
