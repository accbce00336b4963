import { Building2, CalendarClock, Mail, MapPin, Send } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { mailtoHref, OfferDetailLayout, OfferDetailSkeleton, OfferFact, OfferSection } from '../../../components/ui/offer-detail';
import { parseRouteId, ResourceNotFound } from '../../../components/ui/resource-not-found';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate, isExpired } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpportunity } from '../api/get-opportunities';
import { OpportunityBadges } from './opportunity-card';

export function OpportunityDetailScreen() {
  const id = parseRouteId(useParams().id);
  const query = useOpportunity(id);
  const opportunity = query.data;
  const missing = Number.isNaN(id) || (query.error instanceof ApiRequestError && query.error.status === 404);
  usePageTitle(missing ? 'Oportunidade não encontrada' : opportunity?.title);

  const back = { backTo: '/oportunidades', backLabel: 'Voltar às oportunidades' };
  if (missing) return <ResourceNotFound title="Oportunidade não encontrada" {...back} />;
  if (query.isError) return <ResourceNotFound title="Erro ao carregar a oportunidade" description="Tente novamente dentro de momentos." {...back} />;
  if (!opportunity) return <OfferDetailSkeleton />;

  const expired = isExpired(opportunity.expiresAt);
  return (
    <OfferDetailLayout
      {...back}
      title={opportunity.title}
      poster={opportunity.poster}
      badges={<OpportunityBadges opportunity={opportunity} />}
      facts={
        <>
          <OfferFact icon={<Building2 />} label="Empresa">
            {opportunity.company}
          </OfferFact>
          <OfferFact icon={<MapPin />} label="Local">
            {opportunity.location}
          </OfferFact>
          <OfferFact icon={<Mail />} label="Contacto">
            <a href={`mailto:${opportunity.contactEmail}`} className="text-brand-700 underline-offset-2 hover:underline">
              {opportunity.contactEmail}
            </a>
          </OfferFact>
          {opportunity.expiresAt && !expired && (
            <OfferFact icon={<CalendarClock />} label="Candidaturas até">
              <time dateTime={opportunity.expiresAt}>{formatDate(opportunity.expiresAt)}</time>
            </OfferFact>
          )}
        </>
      }
      aside={
        <Card className="space-y-3 p-5">
          <h2 className="text-base font-semibold text-slate-900">Candidatura</h2>
          {expired ? (
            <p className="text-sm text-slate-700">Esta oportunidade expirou e já não aceita candidaturas.</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">Envie a sua candidatura por e-mail para {opportunity.company}.</p>
              <Button asChild className="w-full">
                <a href={mailtoHref(opportunity.contactEmail, `Candidatura: ${opportunity.title}`)}>
                  <Send aria-hidden="true" />
                  Candidatar-me
                </a>
              </Button>
            </>
          )}
        </Card>
      }
    >
      <OfferSection id="opportunity-description" title="Descrição" text={opportunity.description} />
      {opportunity.requirements && <OfferSection id="opportunity-requirements" title="Requisitos" text={opportunity.requirements} />}
      <p className="mt-8 text-sm text-slate-600">Publicado a {formatDate(opportunity.createdAt)}</p>
    </OfferDetailLayout>
  );
}
