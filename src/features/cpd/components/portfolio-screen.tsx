import type { FieldFinding } from '#contract/patient-privacy';
import { CPD_KINDS, CPD_KIND_LABELS, DEFAULT_CPD_TARGET_HOURS, formatHours, type CpdEntry, type CpdKind, type CpdSummary } from '#contract/cpd-types';
import { Award, FileDown, GraduationCap, Paperclip, Pencil, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Card } from '../../../components/ui/card';
import { DeleteAction } from '../../../components/ui/confirm-action';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SignInRequired } from '../../../components/ui/sign-in-required';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { RichTextField } from '../../editor/components/rich-text-field';
import { markPrivacyRisks, PrivacyReview, replacedIn, useKeptFindings, usePrivacyFindings } from '../../publishing/components/privacy-review';
import { useFileUpload } from '../../uploads/api/use-file-upload';
import { checkImageFile, checkPdfFile } from '../../uploads/api/validate-file';
import { FileInput } from '../../uploads/components/file-input';
import { useCpdEntries, useCpdSettings, useCpdSummary, useCreateCpdEntry, useDeleteCpdEntry, useUpdateCpdEntry, type CpdEntryBody } from '../api/cpd';

// `/portefolio` (docs/rules/cpd-portfolio.md): the member's CPD portfolio, private to them.

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

const thisYear = () => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Lisbon', year: 'numeric' }).format(new Date()));
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
/** A day `YYYY-MM-DD` as Portugal writes it. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const isKind = (value: string | null): value is CpdKind => (CPD_KINDS as readonly string[]).includes(value ?? '');

export function PortfolioScreen() {
  usePageTitle('Portefólio de DPC');
  const { user, isLoading } = useCurrentUser();
  if (!isLoading && !user) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <SignInRequired reason="Inicie sessão para ver o seu portefólio de desenvolvimento profissional contínuo." />
      </div>
    );
  }
  return <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">{isLoading ? <Skeleton className="h-64 w-full" /> : <Portfolio />}</div>;
}

function Portfolio() {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('ano')) || thisYear();
  const kindParam = params.get('tipo');
  const kind: CpdKind | '' = isKind(kindParam) ? kindParam : '';
  const summary = useCpdSummary(year);
  const [editing, setEditing] = useState<CpdEntry | 'new' | null>(null);
  const setFilter = (name: 'ano' | 'tipo', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const years = [...new Set([thisYear(), year, ...(summary.data?.years ?? [])])].sort((a, b) => b - a);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Portefólio de DPC</h1>
          <p className="mt-1 max-w-2xl text-slate-700">
            A sua formação contínua num só lugar: o que fez, quantas horas, o que aprendeu. Só a pessoa titular o vê; as presenças em eventos da Rede TO com certificado entram sozinhas.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Adicionar atividade
        </Button>
      </div>

      {editing && <EntryForm key={editing === 'new' ? 'new' : editing.id} entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}

      <div className="mb-6 flex flex-wrap items-end gap-4">
        <Field label="Ano" className="w-32">
          <Select value={year} onChange={(event) => setFilter('ano', event.target.value === String(thisYear()) ? '' : event.target.value)}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Tipo de atividade" className="w-56">
          <Select value={kind} onChange={(event) => setFilter('tipo', event.target.value)}>
            <option value="">Todos os tipos</option>
            {CPD_KINDS.map((option) => (
              <option key={option} value={option}>
                {CPD_KIND_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field>
        <ReportDownload year={year} />
      </div>

      {summary.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : summary.isError ? (
        <LoadFailed what="o resumo do ano" onRetry={() => void summary.refetch()} />
      ) : (
        <YearSummary summary={summary.data} />
      )}
      <EntryList year={year} kind={kind} onEdit={setEditing} />
    </>
  );
}

/** The year's PDF record, with or without the reflections. */
function ReportDownload({ year }: { year: number }) {
  const [reflections, setReflections] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a href={`/api/me/cpd/report.pdf?year=${year}${reflections ? '&reflections=1' : ''}`} download className={buttonVariants({ variant: 'outline' })}>
        <FileDown aria-hidden="true" />
        Descarregar o registo de {year} (PDF)
      </a>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={reflections} onChange={(event) => setReflections(event.target.checked)} className="size-4 accent-brand-700" />
        Incluir as reflexões
      </label>
    </div>
  );
}

function YearSummary({ summary }: { summary: CpdSummary }) {
  const reached = Math.min(100, Math.round((summary.totalHours / summary.targetHours) * 100));
  const missing = Math.max(0, summary.targetHours - summary.totalHours);
  const kinds = CPD_KINDS.filter((kind) => summary.byKind[kind] > 0);
  return (
    <section aria-labelledby="year-summary" className="mb-8 grid gap-4 lg:grid-cols-[1fr_1.4fr]">
      <Card className="space-y-4 p-5">
        <h2 id="year-summary" className="text-lg font-semibold text-slate-900">
          {summary.year}: {formatHours(summary.totalHours)} de {formatHours(summary.targetHours)}
        </h2>
        <div>
          <div
            role="progressbar"
            aria-label={`Horas de ${summary.year} face à meta`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={reached}
            aria-valuetext={`${formatHours(summary.totalHours)} de ${formatHours(summary.targetHours)}`}
            className="h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${reached}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-700">{missing > 0 ? `Faltam ${formatHours(missing)} para a meta do ano.` : 'Atingiu a meta do ano.'}</p>
        </div>
        {kinds.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Horas por tipo</h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {kinds.map((kind) => (
                <div key={kind} className="flex justify-between gap-2">
                  <dt className="text-slate-700">{CPD_KIND_LABELS[kind]}</dt>
                  <dd className="font-medium text-slate-900">{formatHours(summary.byKind[kind])}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <TargetForm summary={summary} />
      </Card>
      <Card className="p-5">
        <MonthChart summary={summary} />
      </Card>
    </section>
  );
}

/** The year by month, as bars with their hours written on them; the same figures as a list for screen readers. */
function MonthChart({ summary }: { summary: CpdSummary }) {
  const highest = Math.max(...summary.byMonth, 1);
  return (
    <figure>
      <figcaption className="text-lg font-semibold text-slate-900">Horas por mês em {summary.year}</figcaption>
      <ol className="mt-4 grid h-48 grid-cols-12 items-end gap-1 sm:gap-2" aria-label={`Horas por mês em ${summary.year}`}>
        {summary.byMonth.map((hours, month) => (
          <li key={MONTHS[month]} className="flex h-full flex-col items-center justify-end gap-1">
            <span className="sr-only">
              {MONTH_NAMES[month]}: {formatHours(hours)}
            </span>
            <span aria-hidden="true" className="text-[0.65rem] leading-none text-slate-700 sm:text-xs">
              {hours > 0 ? hours.toLocaleString('pt-PT', { maximumFractionDigits: 2 }) : ''}
            </span>
            <span aria-hidden="true" className="w-full rounded-t bg-brand-600" style={{ height: `${(hours / highest) * 75}%`, minHeight: hours > 0 ? '4px' : '0' }} />
            <span aria-hidden="true" className="text-[0.65rem] text-slate-700 sm:text-xs">
              {MONTHS[month]}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function TargetForm({ summary }: { summary: CpdSummary }) {
  const settings = useCpdSettings();
  const [target, setTarget] = useState(String(summary.targetHours).replace('.', ','));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    settings.mutate(
      { targetHours: target },
      {
        onSuccess: () => {
          setError(undefined);
          toast({ title: 'Meta guardada', description: 'A meta anual de horas foi atualizada.' });
        },
        onError: (failure) => setError(failure instanceof ApiRequestError ? (failure.errors?.targetHours ?? failure.serverMessage) : 'Não foi possível guardar a meta.'),
      },
    );
  };
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field label="Meta anual (horas)" error={error} hint={`Por omissão, ${DEFAULT_CPD_TARGET_HOURS} horas: a formação anual a que a lei do trabalho dá direito.`} className="w-56">
          <Input inputMode="decimal" value={target} onChange={(event) => setTarget(event.target.value)} />
        </Field>
        <Button type="submit" variant="outline" disabled={settings.isPending}>
          Guardar meta
        </Button>
      </form>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={summary.reminders}
          disabled={settings.isPending}
          onChange={(event) => settings.mutate({ reminders: event.target.checked })}
        />
        Lembrar-me no resumo semanal, no último trimestre, das horas que faltam
      </label>
    </div>
  );
}

function EntryList({ year, kind, onEdit }: { year: number; kind: CpdKind | ''; onEdit: (entry: CpdEntry) => void }) {
  const entries = useCpdEntries(year, kind);
  const remove = useDeleteCpdEntry();
  if (entries.isPending) return <Skeleton className="h-32 w-full" />;
  if (entries.isError) return <LoadFailed what="as atividades" onRetry={() => void entries.refetch()} />;
  return (
    <section aria-labelledby="entries-title">
      <h2 id="entries-title" className="mb-3 text-xl font-semibold text-slate-900">
        Atividades de {year}
        {kind && ` (${CPD_KIND_LABELS[kind]})`}
      </h2>
      {entries.data.length === 0 ? (
        <EmptyState icon={<GraduationCap />} title="Sem atividades" description="Registe formações, congressos, leituras, supervisão e o resto do que fez este ano: as horas somam-se à meta." />
      ) : (
        <ul className="space-y-3">
          {entries.data.map((entry) => (
            <li key={entry.id}>
              <Card className="space-y-2 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words text-slate-900">{entry.title}</h3>
                    <p className="text-sm text-slate-700">
                      <time dateTime={entry.date}>{dayText(entry.date)}</time> · {CPD_KIND_LABELS[entry.kind]} · <strong>{formatHours(entry.hours)}</strong>
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button variant="ghost" size="sm" onClick={() => onEdit(entry)}>
                      <Pencil aria-hidden="true" />
                      Editar<span className="sr-only"> «{entry.title}»</span>
                    </Button>
                    <DeleteAction
                      size="sm"
                      question="Eliminar esta atividade?"
                      description={entry.certificateCode ? 'A atividade sai do portefólio; o certificado de presença continua válido.' : 'A atividade sai do seu portefólio.'}
                      dismissLabel="Manter"
                      onDelete={async () => {
                        await remove.mutateAsync(entry.id);
                        toast({ title: 'Atividade eliminada', description: 'A atividade saiu do seu portefólio.' });
                      }}
                    />
                  </div>
                </div>
                {(entry.certificateCode || entry.evidenceUrl) && (
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {entry.certificateCode && (
                      <>
                        <Link to={`/certificados/${entry.certificateCode}`} className="inline-flex items-center gap-1 font-medium text-brand-800 underline-offset-2 hover:underline">
                          <Award className="size-4" aria-hidden="true" />
                          Certificado de presença
                        </Link>
                        <a href={`/api/certificates/${entry.certificateCode}/pdf`} download className="inline-flex items-center gap-1 font-medium text-brand-800 underline-offset-2 hover:underline">
                          <FileDown className="size-4" aria-hidden="true" />
                          Certificado em PDF
                        </a>
                      </>
                    )}
                    {entry.evidenceUrl && (
                      <a href={entry.evidenceUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-800 underline-offset-2 hover:underline">
                        <Paperclip className="size-4" aria-hidden="true" />
                        Comprovativo
                      </a>
                    )}
                  </p>
                )}
                {entry.reflection && (
                  <details className="text-sm text-slate-800">
                    <summary className="cursor-pointer font-medium text-slate-900">Reflexão</summary>
                    {/* Sanitised by the server when it was written (worker/services/html.ts). */}
                    <div className="prose prose-sm mt-2 max-w-none" dangerouslySetInnerHTML={{ __html: entry.reflection }} />
                  </details>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Adds an entry, or changes one (a certificate's entry keeps its date, title, kind and hours: they come from the event). */
function EntryForm({ entry, onDone }: { entry: CpdEntry | null; onDone: () => void }) {
  const create = useCreateCpdEntry();
  const update = useUpdateCpdEntry();
  const certified = Boolean(entry?.certificateCode);
  const [values, setValues] = useState<CpdEntryBody>({
    date: entry?.date ?? today(),
    title: entry?.title ?? '',
    kind: entry?.kind ?? 'formacao',
    hours: entry ? String(entry.hours).replace('.', ',') : '',
    reflection: entry?.reflection ?? '',
    evidenceUrl: entry?.evidenceUrl ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pdfUpload = useFileUpload('/api/upload-pdf');
  const imageUpload = useFileUpload('/api/upload-image');
  const uploading = pdfUpload.isUploading || imageUpload.isUploading;
  const set = <K extends keyof CpdEntryBody>(field: K, value: CpdEntryBody[K]) => setValues((current) => ({ ...current, [field]: value }));
  // The reflection's privacy review (docs/rules/patient-privacy.md): marked as it is written, with
  // the replacement one click away; the portfolio is private, so nothing is refused at save.
  const findings = usePrivacyFindings({ content: values.reflection ?? '' }, true);
  const { kept, keep } = useKeptFindings();
  const replace = (finding: FieldFinding) => {
    const replaced = replacedIn(values.reflection ?? '', finding);
    if (replaced === null) toast({ title: 'Substitua no texto', description: `Não foi possível substituir «${finding.text}» automaticamente: altere-o na reflexão.` });
    else set('reflection', replaced);
  };

  const chooseEvidence = async (file: File | undefined) => {
    if (!file) return;
    const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
    const problem = pdf ? checkPdfFile(file) : checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      set('evidenceUrl', await (pdf ? pdfUpload : imageUpload).upload(file));
      toast({ title: 'Comprovativo carregado', description: 'O ficheiro fica guardado com a atividade.' });
    } catch (error) {
      toast({ title: 'Erro no carregamento', description: error instanceof ApiRequestError ? error.serverMessage : 'Não foi possível carregar o ficheiro.', variant: 'destructive' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Partial<CpdEntryBody> = certified ? { reflection: values.reflection || null, evidenceUrl: values.evidenceUrl } : { ...values, reflection: values.reflection || null };
    const onError = (error: unknown) => {
      if (error instanceof ApiRequestError) {
        setErrors(error.errors ?? {});
        if (!error.errors) toast({ title: 'Erro', description: error.serverMessage, variant: 'destructive' });
      } else toast({ title: 'Erro', description: 'Não foi possível guardar a atividade. Tente novamente.', variant: 'destructive' });
    };
    const onSuccess = () => {
      toast({ title: entry ? 'Atividade atualizada' : 'Atividade adicionada', description: 'O seu portefólio está em dia.' });
      onDone();
    };
    if (entry) update.mutate({ id: entry.id, body }, { onSuccess, onError });
    else create.mutate(body as CpdEntryBody, { onSuccess, onError });
  };

  return (
    <Card className="mb-8 p-5">
      <form onSubmit={submit} className="space-y-4" aria-labelledby="entry-form-title" noValidate>
        <h2 id="entry-form-title" className="text-xl font-semibold text-slate-900">
          {entry ? 'Editar atividade' : 'Nova atividade'}
        </h2>
        {certified && <p className="text-sm text-slate-700">Esta atividade vem de um certificado de presença: a data, o título, o tipo e as horas são os do evento.</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Título" error={errors.title} className="sm:col-span-2">
            <Input value={values.title} onChange={(event) => set('title', event.target.value)} disabled={certified} maxLength={200} required />
          </Field>
          <Field label="Data" error={errors.date}>
            <Input type="date" value={values.date} onChange={(event) => set('date', event.target.value)} disabled={certified} required />
          </Field>
          <Field label="Tipo de atividade" error={errors.kind}>
            <Select value={values.kind} onChange={(event) => set('kind', event.target.value as CpdKind)} disabled={certified}>
              {CPD_KINDS.map((option) => (
                <option key={option} value={option}>
                  {CPD_KIND_LABELS[option]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Horas" error={errors.hours} hint="Em quartos de hora: por exemplo, 1,5 ou 0,25.">
            <Input inputMode="decimal" value={values.hours} onChange={(event) => set('hours', event.target.value)} disabled={certified} required />
          </Field>
          <div className="space-y-1.5">
            <label htmlFor="cpd-evidence" className="block text-sm font-medium text-slate-800">
              Comprovativo (PDF ou imagem)
            </label>
            <FileInput id="cpd-evidence" accept="application/pdf,image/jpeg,image/png,image/webp,image/gif" disabled={uploading} onChange={(event) => void chooseEvidence(event.target.files?.[0])} />
            {values.evidenceUrl && (
              <p className="text-sm text-slate-700">
                <a href={values.evidenceUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-800 underline">
                  Ver o comprovativo
                </a>{' '}
                ·{' '}
                <button type="button" className="font-medium text-brand-800 underline" onClick={() => set('evidenceUrl', null)}>
                  Retirar
                </button>
              </p>
            )}
            {errors.evidenceUrl && (
              <p role="alert" className="text-sm text-red-700">
                {errors.evidenceUrl}
              </p>
            )}
          </div>
        </div>
        <RichTextField
          label="Reflexão (opcional)"
          value={values.reflection ?? ''}
          onChange={(html) => set('reflection', html)}
          error={errors.reflection}
          hint="O que aprendeu e o que muda na sua prática. Sem nada que identifique um utente."
          highlight={markPrivacyRisks}
        />
        {findings.length > 0 && <PrivacyReview findings={findings} kept={kept} onKeep={keep} onReplace={replace} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={create.isPending || update.isPending || uploading}>
            {entry ? 'Guardar alterações' : 'Adicionar ao portefólio'}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
        </div>
      </form>
    </Card>
  );
}
