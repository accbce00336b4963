import { HandHeart } from 'lucide-react';
import { OfferDetailScreen } from '../../../components/ui/offer-detail';
import { HiddenNotice } from '../../content/components/hidden-notice';
import { useVolunteeringOffer } from '../api/get-volunteering';
import { VolunteeringBadge } from './volunteering-card';

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
        prompt: `Manifeste o seu interesse por e-mail a ${offer.organization}.`,
        subject: `Interesse em Voluntariado: ${offer.title}`,
        label: 'Manifestar Interesse',
      })}
      idPrefix="volunteering"
      notice={(offer) => offer.hidden && <HiddenNotice hidden={offer.hidden} className="mt-6" />}
    />
  );
}
