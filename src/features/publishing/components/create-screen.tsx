import type { ComponentType } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { loginHref } from '../../../lib/login-redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventForm } from './event-form';
import { OpportunityForm, VolunteeringForm } from './offer-form';
import type { PublishFormProps } from './publish-form';
import { BackLink } from '../../../components/ui/back-link';

interface CreateScreenProps<TItem extends { id: number }> {
  /** The page's title and `<h1>`. */
  title: string;
  intro: string;
  /** The list the page goes back to; the new item's page is under it (`/eventos/12`). */
  listPath: string;
  backLabel: string;
  form: ComponentType<PublishFormProps<TItem>>;
}

/** A members-only page with one creation form; visitors go to /login and come back here. */
function CreateScreen<TItem extends { id: number }>({ title, intro, listPath, backLabel, form: Form }: CreateScreenProps<TItem>) {
  usePageTitle(title);
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useCurrentUser();

  if (!isLoading && !isAuthenticated) return <Navigate to={loginHref(location)} replace />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <BackLink to={listPath}>{backLabel}</BackLink>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-700">{intro}</p>
      <Card className="mt-6 p-5 sm:p-6">{isLoading ? <Spinner /> : <Form onSuccess={(item) => navigate(`${listPath}/${item.id}`)} onCancel={() => navigate(listPath)} />}</Card>
    </div>
  );
}

export function CreateEventScreen() {
  return <CreateScreen title="Criar Evento" intro="Divulgue um workshop, conferência ou formação à comunidade." listPath="/eventos" backLabel="Voltar aos eventos" form={EventForm} />;
}

export function CreateOpportunityScreen() {
  return (
    <CreateScreen title="Publicar Vaga" intro="Partilhe uma oferta de emprego para terapeutas ocupacionais." listPath="/oportunidades" backLabel="Voltar às oportunidades" form={OpportunityForm} />
  );
}

export function CreateVolunteeringScreen() {
  return (
    <CreateScreen
      title="Publicar Voluntariado"
      intro="Convide a comunidade a participar num projeto de voluntariado."
      listPath="/voluntariado"
      backLabel="Voltar ao voluntariado"
      form={VolunteeringForm}
    />
  );
}
