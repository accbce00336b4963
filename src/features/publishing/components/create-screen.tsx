import type { UseQueryResult } from '@tanstack/react-query';
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
import { useEventForEdit, useOpportunityForEdit, useVolunteeringForEdit } from '../api/get-article-for-edit';

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
  return <CreateScreen title="Publicar evento" intro="Divulgue um workshop, conferência ou formação à comunidade." listPath="/eventos" backLabel="Voltar aos eventos" form={EventForm} />;
}

export function CreateOpportunityScreen() {
  return (
    <CreateScreen
      title="Publicar oportunidade"
      intro="Partilhe uma oferta de emprego para terapeutas ocupacionais."
      listPath="/oportunidades"
      backLabel="Voltar às oportunidades"
      form={OpportunityForm}
    />
  );
}

export function CreateVolunteeringScreen() {
  return (
    <CreateScreen
      title="Publicar voluntariado"
      intro="Convide a comunidade a participar num projeto de voluntariado."
      listPath="/voluntariado"
      backLabel="Voltar ao voluntariado"
      form={VolunteeringForm}
    />
  );
}

interface EditScreenProps<TItem extends { id: number }> {
  id: number;
  title: string;
  /** The item's page is `${listPath}/${id}`. */
  listPath: string;
  backLabel: string;
  notFound: string;
  useItem: (id: number) => UseQueryResult<TItem>;
  /** Who may change it (the organiser or poster). */
  ownerOf: (item: TItem) => number;
  form: ComponentType<PublishFormProps<TItem> & { item: TItem }>;
}

/** The creation page of an event or offer, filled with it, for its author only: saves the changes and goes back to its page. */
function EditScreen<TItem extends { id: number }>({ id, title, listPath, backLabel, notFound, useItem, ownerOf, form: Form }: EditScreenProps<TItem>) {
  usePageTitle(title);
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const item = useItem(id);
  const itemPath = `${listPath}/${id}`;

  if (!isLoading && !isAuthenticated) return <Navigate to={loginHref(location)} replace />;
  let body;
  if (isLoading || item.isPending) body = <Spinner />;
  else if (item.isError) body = <p className="text-slate-700">{notFound}</p>;
  else if (user?.id !== ownerOf(item.data)) body = <p className="text-slate-700">Não tem permissão para editar esta publicação: só o seu autor a pode alterar.</p>;
  else body = <Form item={item.data} onSuccess={() => navigate(itemPath)} onCancel={() => navigate(itemPath)} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <BackLink to={itemPath}>{backLabel}</BackLink>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
      <Card className="mt-6 p-5 sm:p-6">{body}</Card>
    </div>
  );
}

/** `/eventos/{id}/editar`, `/oportunidades/{id}/editar`, `/voluntariado/{id}/editar`. */
export const EDIT_PATH = /^\/(eventos|oportunidades|voluntariado)\/(\d+)\/editar\/?$/;

export function EditItemScreen({ kind, id }: { kind: string; id: number }) {
  if (kind === 'eventos') {
    return (
      <EditScreen
        id={id}
        title="Editar evento"
        listPath="/eventos"
        backLabel="Voltar ao evento"
        notFound="Evento não encontrado"
        useItem={useEventForEdit}
        ownerOf={(event) => event.organizerId}
        form={EventForm}
      />
    );
  }
  if (kind === 'oportunidades') {
    return (
      <EditScreen
        id={id}
        title="Editar oportunidade"
        listPath="/oportunidades"
        backLabel="Voltar à oportunidade"
        notFound="Oportunidade não encontrada"
        useItem={useOpportunityForEdit}
        ownerOf={(offer) => offer.posterId}
        form={OpportunityForm}
      />
    );
  }
  return (
    <EditScreen
      id={id}
      title="Editar voluntariado"
      listPath="/voluntariado"
      backLabel="Voltar ao voluntariado"
      notFound="Voluntariado não encontrado"
      useItem={useVolunteeringForEdit}
      ownerOf={(offer) => offer.posterId}
      form={VolunteeringForm}
    />
  );
}
