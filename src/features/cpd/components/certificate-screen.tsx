import { formatHours } from '#contract/cpd-types';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleX } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { certificateQuery } from '../api/cpd';

// `/certificados/{code}` (docs/rules/cpd-portfolio.md): anyone, an employer for one, confirms a
// certificate of attendance without signing in. Not for search engines (noindex).

export function CertificateScreen() {
  usePageTitle('Certificado de presença');
  const code = useParams().code ?? '';
  const certificate = useQuery(certificateQuery(code));
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      {certificate.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : certificate.isError ? (
        <EmptyState icon={<CircleX />} title="Certificado não encontrado" description="Não existe nenhum certificado de presença da Rede TO com este código. Confirme o endereço que lhe foi dado." />
      ) : (
        <Card className="space-y-5 p-6 sm:p-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Rede TO</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Certificado de presença</h1>
          </div>
          {certificate.data.status === 'valid' ? (
            <p className="flex items-center gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 font-medium text-emerald-900" role="status">
              <BadgeCheck className="size-5 shrink-0" aria-hidden="true" />
              Certificado válido
            </p>
          ) : (
            <p className="flex items-center gap-2 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-900" role="status">
              <CircleX className="size-5 shrink-0" aria-hidden="true" />
              Certificado revogado: a presença deixou de estar registada pela organização do evento.
            </p>
          )}
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label="Nome">{certificate.data.memberName}</Fact>
            <Fact label="Evento">{certificate.data.eventTitle}</Fact>
            <Fact label="Data do evento">
              <time dateTime={certificate.data.eventDate}>{formatDateTime(certificate.data.eventDate)}</time>
            </Fact>
            <Fact label="Horas de formação">{formatHours(certificate.data.hours)}</Fact>
            <Fact label="Organização">{certificate.data.organizerName}</Fact>
            <Fact label="Emitido em">
              <time dateTime={certificate.data.issuedAt}>{formatDate(certificate.data.issuedAt)}</time>
            </Fact>
          </dl>
          <p className="text-sm break-all text-slate-700">Código: {certificate.data.code}</p>
        </Card>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
