import type { FormDraftBody } from '#contract/drafts-types';
import type { FieldFinding } from '#contract/patient-privacy';
import { ANONYMOUS_ASKER_LABEL, QUESTION_TEXT_MIN, QUESTION_TITLE_MAX, QUESTION_TITLE_MIN, type Question } from '#contract/questions-types';
import { textOfHtml } from '#contract/patient-privacy';
import type { CurrentUser } from '#contract/users-types';
import { Eye, PenLine } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { loginHref } from '../../../lib/login-redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { RichTextField } from '../../editor/components/rich-text-field';
import { useQuestion, useSaveQuestion } from '../../questions/api/questions';
import { removeLocalDraft } from '../api/drafts';
import { CategorySelect } from './category-select';
import { CommunitySelect } from '../../communities/components/community-select';
import { DraftBanner, DraftCheckFailed, DraftStatus, useSavedDraft, type SavedDraft } from './draft-offer';
import { markPrivacyRisks, openFindings, PrivacyReview, replacedIn, useKeptFindings, usePrivacyFindings } from './privacy-review';
import { useDraftAutosave } from './use-draft-autosave';

// The question's writer (docs/rules/questions.md): `/perguntas/nova` and `/perguntas/{id}/editar`,
// the full page with the editor, its draft kept as the author writes, a preview, the privacy
// review of what may identify a patient, and 'Perguntar anonimamente'.

interface QuestionValues {
  title: string;
  content: string;
  categoryId: string;
  /** The community it is asked in (docs/rules/communities.md): '' for the whole portal. Chosen when asking only. */
  communityId: string;
  anonymous: boolean;
}

const valuesOf = (question: Question | undefined): QuestionValues => ({
  title: question?.title ?? '',
  content: question?.content ?? '',
  categoryId: question?.categoryId ? String(question.categoryId) : '',
  communityId: question?.communityId ? String(question.communityId) : '',
  anonymous: question?.anonymous ?? false,
});

const withDraft = (values: QuestionValues, body: FormDraftBody): QuestionValues => ({
  title: typeof body.title === 'string' ? body.title : values.title,
  content: typeof body.content === 'string' ? body.content : values.content,
  categoryId: body.categoryId === null || body.categoryId === undefined ? values.categoryId : String(body.categoryId),
  communityId: typeof body.communityId === 'number' ? String(body.communityId) : values.communityId,
  anonymous: typeof body.anonymous === 'boolean' ? body.anonymous : values.anonymous,
});

export function QuestionWriterScreen() {
  const location = useLocation();
  const params = useParams();
  const editing = location.pathname.endsWith('/editar');
  const id = editing ? Number(params.id) : null;
  const itemId = id !== null && Number.isInteger(id) && id > 0 ? id : null;
  const { user, isLoading } = useCurrentUser();
  const question = useQuestion(editing && user ? (itemId ?? 0) : 0);
  usePageTitle(editing ? 'Editar pergunta' : 'Fazer uma pergunta');
  if (!isLoading && !user) return <Navigate to={loginHref(location)} replace />;

  let body;
  if (!user || (editing && itemId !== null && question.isPending)) body = <WriterSkeleton />;
  else if (editing && (itemId === null || (question.error instanceof ApiRequestError && question.error.status === 404))) body = <p className="mt-6 text-slate-700">Pergunta não encontrada.</p>;
  else if (editing && question.data && !question.data.isMine) body = <p className="mt-6 text-slate-700">Só quem perguntou pode editar esta pergunta.</p>;
  else if (editing && !question.data) body = <p className="mt-6 text-slate-700">Não foi possível carregar a pergunta.</p>;
  else body = <WriterWithDraft key={itemId ?? 'nova'} user={user} question={question.data} itemId={editing ? itemId : null} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={editing && itemId ? `/perguntas/${itemId}` : '/perguntas'}>{editing ? 'Voltar à pergunta' : 'Voltar às perguntas'}</BackLink>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">{editing ? 'Editar pergunta' : 'Fazer uma pergunta'}</h1>
      {!editing && <p className="mt-1 text-slate-700">Pergunte aos colegas: descreva a situação clínica sem nada que identifique o utente.</p>}
      {body}
    </div>
  );
}

function WriterSkeleton() {
  return (
    <div className="mt-6 space-y-4" aria-busy="true">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-[25rem] w-full" />
    </div>
  );
}

interface WriterProps {
  user: CurrentUser;
  question: Question | undefined;
  itemId: number | null;
}

function WriterWithDraft(props: WriterProps) {
  const saved = useSavedDraft('question', props.itemId, props.user.id);
  if (saved.state === 'checking') return <WriterSkeleton />;
  if (saved.state === 'failed') return <DraftCheckFailed retry={saved.retry} />;
  return <QuestionForm {...props} draft={saved.draft} />;
}

function QuestionForm({ user, question, itemId, draft }: WriterProps & { draft: SavedDraft | null }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const communityFromLink = Number(search.get('comunidade'));
  // A question asked from a community's page ('Fazer uma pergunta' there) starts in that community.
  const [blank] = useState(() => ({ ...valuesOf(question), ...(!question && Number.isInteger(communityFromLink) && communityFromLink > 0 ? { communityId: String(communityFromLink) } : {}) }));
  const [draftShown, setDraftShown] = useState(draft !== null);
  const form = useForm<QuestionValues>({ defaultValues: draft ? withDraft(blank, draft.body as FormDraftBody) : blank });
  const values = useWatch({ control: form.control }) as QuestionValues;
  const communityId = values.communityId ? Number(values.communityId) : null;
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const { kept, keep } = useKeptFindings();
  const findings = usePrivacyFindings({ title: values.title, content: values.content }, true);
  const unreviewed = openFindings(findings, kept);
  const save = useSaveQuestion(itemId);
  const modeId = useId();
  const anonymousId = useId();
  const toBody = useCallback(
    (current: QuestionValues): FormDraftBody => ({
      title: current.title,
      content: current.content,
      categoryId: current.categoryId ? Number(current.categoryId) : null,
      ...(itemId === null ? { anonymous: current.anonymous, communityId } : {}),
    }),
    [itemId, communityId],
  );
  const autosave = useDraftAutosave({ form, kind: 'question', itemId, userId: user.id, toBody });

  const replace = (finding: FieldFinding) => {
    if (finding.field === 'title') {
      form.setValue('title', form.getValues('title').replace(finding.text, finding.suggestion), { shouldDirty: true });
      return;
    }
    const replaced = replacedIn(form.getValues('content'), finding);
    if (replaced === null) {
      toast({ title: 'Substitua no texto', description: `Não foi possível substituir «${finding.text}» automaticamente: altere-o na pergunta.` });
      return;
    }
    form.setValue('content', replaced, { shouldDirty: true });
  };

  const publish = form.handleSubmit(async (current) => {
    const title = current.title.trim();
    let invalid = false;
    if (title.length < QUESTION_TITLE_MIN || title.length > QUESTION_TITLE_MAX) {
      form.setError('title', { message: `O título deve ter entre ${QUESTION_TITLE_MIN} e ${QUESTION_TITLE_MAX} caracteres.` });
      invalid = true;
    }
    if (textOfHtml(current.content).length < QUESTION_TEXT_MIN) {
      form.setError('content', { message: `A pergunta deve ter pelo menos ${QUESTION_TEXT_MIN} caracteres.` });
      invalid = true;
    }
    if (invalid) {
      setMode('write');
      toast({ title: 'Reveja o formulário', description: 'Há campos por preencher ou corrigir antes de publicar.', variant: 'destructive' });
      return;
    }
    if (unreviewed > 0) {
      setMode('write');
      document.getElementById('revisao-privacidade')?.scrollIntoView({ block: 'center' });
      toast({ title: 'Reveja a privacidade', description: 'Há dados que podem identificar o utente: substitua-os ou confirme que podem ficar.', variant: 'destructive' });
      return;
    }
    await autosave.stop();
    try {
      const privacyAcknowledged = [...kept].filter((text) => findings.some((finding) => finding.text === text));
      const categoryId = current.categoryId ? Number(current.categoryId) : null;
      const saved = await save.mutateAsync(
        itemId === null
          ? { title, content: current.content, categoryId, communityId, anonymous: current.anonymous, privacyAcknowledged }
          : { title, content: current.content, categoryId, privacyAcknowledged },
      );
      removeLocalDraft(user.id, 'question', itemId);
      toast({ title: itemId === null ? 'Pergunta publicada' : 'Pergunta atualizada' });
      navigate(`/perguntas/${saved.id}`);
    } catch (error) {
      autosave.resume();
      const errors = error instanceof ApiRequestError ? error.errors : undefined;
      if (errors?.title) form.setError('title', { message: errors.title });
      if (errors?.content) form.setError('content', { message: errors.content });
      const description = error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : 'Não foi possível publicar a pergunta. Tente novamente.';
      toast({ title: 'Erro ao publicar', description, variant: 'destructive' });
    }
  });

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Modo da página" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {(['write', 'preview'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={mode === choice}
              aria-controls={modeId}
              onClick={() => setMode(choice)}
              className={
                mode === choice
                  ? 'inline-flex h-9 items-center gap-2 rounded-md bg-brand-700 px-3 text-sm font-medium text-white [&_svg]:size-4'
                  : 'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 [&_svg]:size-4'
              }
            >
              {choice === 'write' ? <PenLine aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {choice === 'write' ? 'Escrever' : 'Pré-visualizar'}
            </button>
          ))}
        </div>
        <DraftStatus saved={autosave.saved} />
      </div>
      {draftShown && draft && (
        <DraftBanner
          kind="question"
          itemId={itemId}
          userId={user.id}
          savedAt={draft.savedAt}
          onDiscarded={() => {
            form.reset(blank);
            setDraftShown(false);
          }}
        />
      )}
      <form id={modeId} noValidate className="mt-6" onSubmit={(event) => void publish(event)}>
        <div hidden={mode !== 'write'} className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-5">
            <Field label="Título" error={form.formState.errors.title?.message} hint={`Uma frase com a pergunta (${QUESTION_TITLE_MIN} a ${QUESTION_TITLE_MAX} caracteres).`}>
              <Input {...form.register('title')} />
            </Field>
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => (
                <RichTextField
                  label="Pergunta"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={form.formState.errors.content?.message}
                  hint={`Mínimo de ${QUESTION_TEXT_MIN} caracteres. Descreva o contexto clínico sem nada que identifique o utente.`}
                  roomy
                  highlight={markPrivacyRisks}
                  mentions
                />
              )}
            />
            <PrivacyReview findings={findings} kept={kept} onKeep={keep} onReplace={replace} />
          </div>
          <aside aria-label="Detalhes da pergunta" className="min-w-0 space-y-5">
            <Card className="space-y-5 p-4 sm:p-5">
              <Field label="Categoria (opcional)">
                <CategorySelect {...form.register('categoryId')} />
              </Field>
              {itemId === null ? (
                <Controller
                  control={form.control}
                  name="communityId"
                  render={({ field }) => (
                    <Field label="Comunidade" hint="Opcional. A pergunta aparece também na página da comunidade; numa comunidade fechada, só os membros a leem.">
                      <CommunitySelect name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                    </Field>
                  )}
                />
              ) : (
                communityId !== null && <p className="text-sm text-slate-700">A pergunta fica na comunidade onde foi feita.</p>
              )}
              {itemId === null ? (
                <div className="space-y-1">
                  <label htmlFor={anonymousId} className="flex items-start gap-2 text-sm font-medium text-slate-900">
                    <input id={anonymousId} type="checkbox" className="mt-0.5 size-4" aria-describedby={`${anonymousId}-hint`} {...form.register('anonymous')} />
                    Perguntar anonimamente
                  </label>
                  <p id={`${anonymousId}-hint`} className="text-sm text-slate-700">
                    Os colegas veem «{ANONYMOUS_ASKER_LABEL}», sem o seu nome nem a sua fotografia. Continua a poder editar a pergunta, aceitar uma resposta e receber avisos. Só a moderação pode saber
                    quem perguntou, e fica registado quando o consulta. Exige o e-mail confirmado.
                  </p>
                </div>
              ) : (
                question?.anonymous && <p className="text-sm text-slate-700">Perguntou anonimamente: os colegas veem «{ANONYMOUS_ASKER_LABEL}».</p>
              )}
            </Card>
          </aside>
        </div>
        {mode === 'preview' && (
          <section aria-label="Pré-visualização" className="rounded-xl border border-dashed border-brand-300 bg-white p-4 sm:p-8">
            <p className="mb-6 text-sm font-medium text-brand-800">Pré-visualização: assim os colegas verão a pergunta.</p>
            <h2 className="text-2xl font-bold text-slate-900">{values.title || 'Sem título'}</h2>
            <p className="mt-2 text-sm text-slate-600">{values.anonymous ? ANONYMOUS_ASKER_LABEL : user.fullName}</p>
            <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: values.content }} />
          </section>
        )}
        <div className="mt-8 flex flex-col-reverse gap-2 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
          <Button variant="outline" onClick={() => setMode(mode === 'write' ? 'preview' : 'write')}>
            {mode === 'write' ? 'Pré-visualizar' : 'Voltar a escrever'}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'A publicar…' : itemId === null ? 'Publicar pergunta' : 'Publicar alterações'}
            {unreviewed > 0 && ` (${unreviewed} por rever)`}
          </Button>
        </div>
      </form>
    </>
  );
}
