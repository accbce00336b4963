import { HandHeart } from 'lucide-react';
import { useDetailRoute } from '../../../components/ui/detail-route';
import { OfferDetail, OfferDetailSkeleton } from '../../../components/ui/offer-detail';
import { useVolunteeringOffer } from '../api/get-volunteering';
import { VolunteeringBadge } from './volunteering-card';

const BACK = { backTo: '/voluntariado', backLabel: 'Voltar ao voluntariado' };

export function VolunteeringDetailScreen() {
  const { item: offer, fallback } = useDetailRoute(useVolunteeringOffer, {
    ...BACK,
    notFoundTitle: 'Voluntariado não encontrado',
    errorTitle: 'Erro ao carregar o voluntariado',
    skeleton: <OfferDetailSkeleton />,
  });
  if (fallback) return fallback;

  return (
    <OfferDetail
      {...BACK}
      offer={offer}
      badges={<VolunteeringBadge offer={offer} />}
      host={{ icon: <HandHeart />, label: 'Organização', name: offer.organization }}
      openUntilLabel="Disponível até"
      apply={{
        heading: 'Participar',
        expiredText: 'Esta oportunidade de voluntariado expirou.',
        prompt: `Manifeste o seu interesse por e-mail a ${offer.organization}.`,
        subject: `Interesse em Voluntariado: ${offer.title}`,
        label: 'Manifestar Interesse',
      }}
      idPrefix="volunteering"
    />
  );
}
