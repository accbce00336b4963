import { ARTICLE_MIN_CONTENT_LENGTH, ARTICLE_TYPE_LABELS, ARTICLE_TYPES, type Article } from '#contract/articles-types';
import { PATIENT_CONSENT_LABEL, readingMinutes } from '#contract/articles-writing';
import type { PublicUserSummary } from '#contract/common-types';
import type { DraftBody, ItemDraftKind } from '#contract/drafts-types';
import { PROTOCOL_MIN_CONTENT_LENGTH, type Protocol } from '#contract/protocols-types';
import type { FieldFinding } from '#contract/patient-privacy';
import type { CurrentUser } from '#contract/users-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Eye, PenLine } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { loginHref } from '../../../lib/login-redirect';
import { applyServerErrors } from '../../../lib/server-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { removeLocalDraft } from '../api/drafts';
import { useArticleForEdit, useProtocolForEdit } from '../api/get-article-for-edit';
import { usePublishContent, type ArticleFormOutput } from '../api/publish-mutations';
import { CategoryField, ContentFields } from './content-fields';
import { CoverImageField } from './cover-image-field';
import { DraftBanner, DraftCheckFailed, DraftStatus, useSavedDraft, type SavedDraft } from './draft-offer';
import { PdfAttachmentField } from './pdf-attachment-field';
import { useDraftAutosave } from './use-draft-autosave';
import { CASE_REPORT_TEMPLATE, markPrivacyRisks, openFindings, PrivacyReview, replacedIn, useKeptFindings, usePrivacyFindings } from './privacy-review';
import { WriterPreview } from './writer-preview';
import { draftBodyOf, valuesOf, valuesWithDraft, WRITER_FIELDS, writerSchemaOf, type WriterValues } from './writer-values';
import { COMMUNITY_FIELD_HINT, CommunitySelect } from '../../communities/components/community-select';

/** What the page says of each kind. */
const TEXTS = {
  article: {
    create: 'Novo artigo',
    edit: 'Editar artigo',
    intro: 'Escreva um artigo, um estudo de caso ou uma investigação para a comunidade.',
    listPath: '/articles',
    back: 'Voltar aos artigos',
    noun: 'o artigo',
    backToItem: 'Voltar ao artigo',
    confirmChanges: 'Publicar as alterações ao artigo?',
    notFound: 'Artigo não encontrado',
    notAuthor: 'Só o autor pode editar este artigo.',
    published: { title: 'Artigo publicado', description: 'O seu artigo foi publicado com sucesso.' },
    updated: { title: 'Artigo atualizado', description: 'As alterações ao artigo foram publicadas.' },
    minContentLength: ARTICLE_MIN_CONTENT_LENGTH,
  },
  protocol: {
    create: 'Novo protocolo',
    edit: 'Editar protocolo',
    intro: 'Partilhe um protocolo clínico com a comunidade, com o documento PDF se o tiver.',
    listPath: '/protocols',
    back: 'Voltar aos protocolos',
    noun: 'o protocolo',
    backToItem: 'Voltar ao protocolo',
    confirmChanges: 'Publicar as alterações ao protocolo?',
    notFound: 'Protocolo não encontrado',
    notAuthor: 'Só o autor pode editar este protocolo.',
    published: { title: 'Protocolo publicado', description: 'O seu protocolo foi publicado com sucesso.' },
    updated: { title: 'Protocolo atualizado', description: 'As alterações ao protocolo foram publicadas.' },
    minContentLength: PROTOCOL_MIN_CONTENT_LENGTH,
  },
} as const;

const summaryOf = ({ id, username, fullName, avatarUrl, specialty, location, verifiedOt }: CurrentUser): PublicUserSummary => ({ id, username, fullName, avatarUrl, specialty, location, verifiedOt });

/** The writer's page of the path: `/criar-artigo`, `/criar-protocolo`, `/artigos/:id/editar` or `/protocolos/:id/editar`. */
export function WriterRouteScreen() {
  const { pathname } = useLocation();
  return <WriterScreen key={pathname} kind={/^\/(criar-protocolo|protocolos\/)/.test(pathname) ? 'protocol' : 'article'} editing={pathname.endsWith('/editar')} />;
}

/**
 * The writer's page (`/criar-artigo`, `/criar-protocolo`, `/artigos/:id/editar`,
 * `/protocolos/:id/editar`): members only (visitors go to /login and come back), and for an edit,
 * the item's author only.
 */
function WriterScreen({ kind, editing = false }: { kind: ItemDraftKind; editing?: boolean }) {
  const texts = TEXTS[kind];
  const location = useLocation();
  const params = useParams();
  const itemId = editing ? Number(params.id) : null;
  const validId = itemId === null || (Number.isInteger(itemId) && itemId > 0);
  const { user, isLoading } = useCurrentUser();
  const articleQuery = useArticleForEdit(kind === 'article' && editing && validId && user ? itemId : null);
  const protocolQuery = useProtocolForEdit(kind === 'protocol' && editing && validId && user ? itemId : null);
  const itemQuery = kind === 'article' ? articleQuery : protocolQuery;
  const item: Article | Protocol | undefined = itemQuery.data;
  usePageTitle(editing ? texts.edit : texts.create);

  if (!isLoading && !user) return <Navigate to={loginHref(location)} replace />;

  let body;
  if (!user || (editing && validId && itemQuery.isPending)) {
    body = <WriterSkeleton />;
  } else if (!validId || (itemQuery.error instanceof ApiRequestError && itemQuery.error.status === 404)) {
    body = <p className="mt-6 text-slate-700">{texts.notFound}.</p>;
  } else if (itemQuery.isError) {
    body = (
      <div className="mt-6 space-y-3 text-slate-700">
        <p>Não foi possível carregar {texts.noun}.</p>
        <Button variant="outline" onClick={() => void itemQuery.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  } else if (item && item.authorId !== user.id) {
    body = <p className="mt-6 text-slate-700">{texts.notAuthor}</p>;
  } else {
    body = <WriterWithDraft key={`${kind}:${itemId ?? 'novo'}`} kind={kind} item={item} user={user} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={item ? `${texts.listPath}/${item.id}` : texts.listPath}>{item ? texts.backToItem : texts.back}</BackLink>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">{editing ? texts.edit : texts.create}</h1>
      {!editing && <p className="mt-1 text-slate-700">{texts.intro}</p>}
      {body}
    </div>
  );
}

function WriterSkeleton() {
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true">
      <div className="space-y-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-[25rem] w-full sm:h-[33rem]" />
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

interface WriterFormProps {
  kind: ItemDraftKind;
  /** The item being edited; absent for a new one. */
  item: Article | Protocol | undefined;
  user: CurrentUser;
}

/** The writer, once the draft saved before (if any) is known: the form opens with it. */
function WriterWithDraft(props: WriterFormProps) {
  const saved = useSavedDraft(props.kind, props.item?.id ?? null, props.user.id);
  if (saved.state === 'checking') return <WriterSkeleton />;
  if (saved.state === 'failed') return <DraftCheckFailed retry={saved.retry} />;
  return <WriterForm {...props} draft={saved.draft} />;
}

function WriterForm({ kind, item, user, draft }: WriterFormProps & { draft: SavedDraft | null }) {
  const texts = TEXTS[kind];
  const navigate = useNavigate();
  const itemId = item?.id ?? null;
  const [blank] = useState(() => valuesOf(item));
  const [defaults] = useState(() => (draft ? valuesWithDraft(blank, draft.body as DraftBody) : blank));
  const [draftShown, setDraftShown] = useState(draft !== null);
  const form = useForm<WriterValues>({ resolver: zodResolver(writerSchemaOf(kind)) as unknown as Resolver<WriterValues>, defaultValues: defaults });
  const values = useWatch({ control: form.control }) as WriterValues;
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [confirming, setConfirming] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [uploads, setUploads] = useState(0);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const modeId = useId();

  const save = usePublishContent(kind, itemId);
  // A case study's privacy review (docs/rules/patient-privacy.md): what the author keeps, by its text.
  const caseStudy = kind === 'article' && values.type === 'CASE_STUDY';
  const findings = usePrivacyFindings(values, caseStudy);
  const { kept, keep } = useKeptFindings();
  const unreviewed = openFindings(findings, kept);
  // A case study begun from nothing starts from the case report's headings.
  useEffect(() => {
    if (caseStudy && !form.getValues('content')) form.setValue('content', CASE_REPORT_TEMPLATE, { shouldDirty: true });
  }, [caseStudy, form]);
  const replace = (finding: FieldFinding) => {
    if (finding.field !== 'content') {
      form.setValue(finding.field, form.getValues(finding.field).replace(finding.text, finding.suggestion), { shouldDirty: true });
      return;
    }
    const replaced = replacedIn(form.getValues('content'), finding);
    if (replaced === null) {
      toast({ title: 'Substitua no texto', description: `Não foi possível substituir «${finding.text}» automaticamente: altere-o no conteúdo.` });
      return;
    }
    form.setValue('content', replaced, { shouldDirty: true });
  };

  const toBody = useCallback((current: WriterValues) => draftBodyOf(kind, current), [kind]);
  const autosave = useDraftAutosave({ form, kind, itemId, userId: user.id, toBody });

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const trackUpload = (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1));

  async function askToPublish() {
    const valid = await form.trigger(undefined, { shouldFocus: mode === 'write' });
    if (valid && caseStudy && unreviewed > 0) {
      setMode('write');
      document.getElementById('revisao-privacidade')?.scrollIntoView({ block: 'center' });
      toast({ title: 'Reveja a privacidade', description: 'Há dados que podem identificar o utente: substitua-os ou confirme que podem ficar.', variant: 'destructive' });
      return;
    }
    if (valid) {
      setConfirming(true);
      return;
    }
    setMode('write');
    toast({ title: 'Reveja o formulário', description: 'Há campos por preencher ou corrigir antes de publicar.', variant: 'destructive' });
  }

  const publish = form.handleSubmit(async (output) => {
    setPublishing(true);
    await autosave.stop();
    // The form's resolver hands over the contract schema's output (numbers, nulls, no pdfName).
    const parsed = output as unknown as ArticleFormOutput;
    try {
      const privacyAcknowledged = caseStudy ? [...kept].filter((text) => findings.some((finding) => finding.text === text)) : undefined;
      const published = await save.mutateAsync(kind === 'article' ? { ...parsed, readTime: readingMinutes(parsed.content), ...(privacyAcknowledged ? { privacyAcknowledged } : {}) } : parsed);
      removeLocalDraft(user.id, kind, itemId);
      toast(item ? texts.updated : texts.published);
      navigate(`${texts.listPath}/${published.id}`);
    } catch (error) {
      autosave.resume();
      setPublishing(false);
      setConfirming(false);
      setMode('write');
      applyServerErrors(error, form.setError, WRITER_FIELDS);
      const description = error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : `Não foi possível publicar ${texts.noun}. Tente novamente.`;
      toast({ title: 'Erro ao publicar', description, variant: 'destructive' });
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (confirming) {
      void publish(event);
      return;
    }
    // Enter in a field asks first, as the button does.
    event.preventDefault();
    void askToPublish();
  }

  const minutes = readingMinutes(values.content ?? '');
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Modo da página" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          <ModeButton pressed={mode === 'write'} onClick={() => setMode('write')} controls={modeId}>
            <PenLine aria-hidden="true" />
            Escrever
          </ModeButton>
          <ModeButton pressed={mode === 'preview'} onClick={() => setMode('preview')} controls={modeId}>
            <Eye aria-hidden="true" />
            Pré-visualizar
          </ModeButton>
        </div>
        <DraftStatus saved={autosave.saved} />
      </div>

      {draftShown && draft && (
        <DraftBanner
          kind={kind}
          itemId={itemId}
          userId={user.id}
          savedAt={draft.savedAt}
          onDiscarded={() => {
            form.reset(blank);
            setDraftShown(false);
          }}
        />
      )}

      <form id={modeId} onSubmit={onSubmit} noValidate className="mt-6">
        <div hidden={mode !== 'write'} className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-5">
            <ContentFields form={form} minContentLength={texts.minContentLength} roomy highlight={caseStudy ? markPrivacyRisks : undefined} />
            {caseStudy && <PrivacyReview findings={findings} kept={kept} onKeep={keep} onReplace={replace} />}
          </div>
          <aside aria-label="Detalhes da publicação" className="min-w-0 space-y-5">
            <Card className="space-y-5 p-4 sm:p-5">
              <CategoryField form={form} />
              <Controller
                control={form.control}
                name="communityId"
                render={({ field, fieldState }) => (
                  <Field label="Comunidade" error={fieldState.error?.message} hint={COMMUNITY_FIELD_HINT}>
                    <CommunitySelect name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} current={item?.communityId} />
                  </Field>
                )}
              />
              {kind === 'article' && (
                <Field label="Tipo de conteúdo" error={form.formState.errors.type?.message}>
                  <Select {...form.register('type')}>
                    {ARTICLE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {ARTICLE_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              {kind === 'article' && (
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <Clock className="size-4 text-brand-700" aria-hidden="true" />
                  <span>
                    <span className="font-medium text-slate-900">{minutes} min de leitura</span>, calculado a partir do texto.
                  </span>
                </p>
              )}
              {kind === 'article' && values.type === 'CASE_STUDY' && <ConsentField form={form} />}
            </Card>
            <Card className="space-y-5 p-4 sm:p-5">
              <CoverImageField control={form.control} label="Imagem de capa (opcional)" uploadedDescription="A imagem de capa foi carregada com sucesso." onUploadingChange={trackUpload} />
              <Controller
                control={form.control}
                name="pdfUrl"
                render={({ field, fieldState }) => (
                  <PdfAttachmentField
                    url={field.value}
                    name={values.pdfName ?? null}
                    error={fieldState.error?.message}
                    onUploadingChange={trackUpload}
                    onChange={(attachment) => {
                      form.setValue('pdfName', attachment?.name ?? null);
                      field.onChange(attachment?.url ?? null);
                    }}
                  />
                )}
              />
            </Card>
          </aside>
        </div>

        {mode === 'preview' && (
          <section aria-label="Pré-visualização" className="rounded-xl border border-dashed border-brand-300 bg-white p-4 sm:p-8">
            <p className="mb-6 text-sm font-medium text-brand-800">Pré-visualização: assim os membros verão {texts.noun}.</p>
            <WriterPreview kind={kind} values={values} author={summaryOf(user)} publishedAt={item?.createdAt ?? null} />
          </section>
        )}

        <div className="mt-8 border-t border-slate-200 pt-6">
          {confirming ? (
            <section aria-labelledby={`${modeId}-confirm`} className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
              <h2 id={`${modeId}-confirm`} ref={confirmHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
                {item ? texts.confirmChanges : `Publicar ${texts.noun}?`}
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {item ? 'Os membros passam a ler a nova versão assim que a publicar.' : `Depois de publicado, ${texts.noun} fica visível para a comunidade. Pode editá-lo mais tarde.`}
              </p>
              <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => setConfirming(false)} disabled={publishing}>
                  Voltar à edição
                </Button>
                <Button type="submit" disabled={publishing}>
                  {publishing ? 'A publicar…' : 'Confirmar e publicar'}
                </Button>
              </div>
            </section>
          ) : (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
              {uploads > 0 && <p className="text-sm text-slate-600">A carregar o ficheiro…</p>}
              <Button variant="outline" onClick={() => setMode(mode === 'write' ? 'preview' : 'write')}>
                {mode === 'write' ? 'Pré-visualizar' : 'Voltar a escrever'}
              </Button>
              <Button type="submit" disabled={uploads > 0}>
                {item ? 'Publicar alterações' : 'Publicar'}
                {caseStudy && unreviewed > 0 && ` (${unreviewed} por rever)`}
              </Button>
            </div>
          )}
        </div>
      </form>
    </>
  );
}

function ModeButton({ pressed, onClick, controls, children }: { pressed: boolean; onClick: () => void; controls: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-controls={controls}
      onClick={onClick}
      className={
        pressed
          ? 'inline-flex h-9 items-center gap-2 rounded-md bg-brand-700 px-3 text-sm font-medium text-white [&_svg]:size-4'
          : 'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 [&_svg]:size-4'
      }
    >
      {children}
    </button>
  );
}

/** The case study's declaration (docs/rules/trust.md): required to publish one. */
function ConsentField({ form }: { form: UseFormReturn<WriterValues> }) {
  return (
    <CheckboxField registration={form.register('patientConsent')} error={form.formState.errors.patientConsent?.message} className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      {PATIENT_CONSENT_LABEL}
    </CheckboxField>
  );
}
