import { CalendarClock, HandHeart, Mail, MapPin, Send } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { mailtoHref, OfferDetailLayout, OfferDetailSkeleton, OfferFact, OfferSection } from '../../../components/ui/offer-detail';
import { parseRouteId, ResourceNotFound } from '../../../components/ui/resource-not-found';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate, isExpired } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVolunteeringOffer } from '../api/get-volunteering';
import { VolunteeringBadge } from './volunteering-card';

export function VolunteeringDetailScreen() {
  const id = parseRouteId(useParams().id);
  const query = useVolunteeringOffer(id);
  const offer = query.data;
  const missing = Number.isNaN(id) || (query.error instanceof ApiRequestError && query.error.status === 404);
  usePageTitle(missing ? 'Voluntariado não encontrado' : offer?.title);

  const back = { backTo: '/voluntariado', backLabel: 'Voltar ao voluntariado' };
  if (missing) return <ResourceNotFound title="Voluntariado não encontrado" {...back} />;
  if (query.isError) return <ResourceNotFound title="Erro ao carregar o voluntariado" description="Tente novamente dentro de momentos." {...back} />;
  if (!offer) return <OfferDetailSkeleton />;

  const expired = isExpired(offer.expiresAt);
  return (
    <OfferDetailLayout
      {...back}
      title={offer.title}
      poster={offer.poster}
      badges={<VolunteeringBadge offer={offer} />}
      facts={
        <>
          <OfferFact icon={<HandHeart />} label="Organização">
            {offer.organization}
          </OfferFact>
          <OfferFact icon={<MapPin />} label="Local">
            {offer.location}
          </OfferFact>
          <OfferFact icon={<Mail />} label="Contacto">
            <a href={`mailto:${offer.contactEmail}`} className="text-brand-700 underline-offset-2 hover:underline">
              {offer.contactEmail}
            </a>
          </OfferFact>
          {offer.expiresAt && !expired && (
            <OfferFact icon={<CalendarClock />} label="Disponível até">
              <time dateTime={offer.expiresAt}>{formatDate(offer.expiresAt)}</time>
            </OfferFact>
          )}
        </>
      }
      aside={
        <Card className="space-y-3 p-5">
          <h2 className="text-base font-semibold text-slate-900">Participar</h2>
          {expired ? (
            <p className="text-sm text-slate-700">Esta oportunidade de voluntariado expirou.</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">Manifeste o seu interesse por e-mail a {offer.organization}.</p>
              <Button asChild className="w-full">
                <a href={mailtoHref(offer.contactEmail, `Interesse em Voluntariado: ${offer.title}`)}>
                  <Send aria-hidden="true" />
                  Manifestar Interesse
                </a>
              </Button>
            </>
          )}
        </Card>
      }
    >
      <OfferSection id="volunteering-description" title="Descrição" text={offer.description} />
      <p className="mt-8 text-sm text-slate-600">Publicado a {formatDate(offer.createdAt)}</p>
    </OfferDetailLayout>
  );
}
