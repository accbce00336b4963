import type { Protocol } from '#contract/protocols';
import type { ReactNode } from 'react';
import { ArrowLeft, Download, Heart } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { NotFoundState } from '../../content/components/not-found-state';
import { DetailSkeleton } from '../../content/components/detail-skeleton';
import { DetailCover, DetailHeader } from '../../content/components/detail-header';
import { PdfSection, RestrictedAccess } from '../../content/components/members-only';
import { useProtocol } from '../api/get-protocol';
import { DownloadButton } from './download-button';
import { ProtocolStatusBadge } from '../../content/components/protocol-card';

interface ProtocolDetailScreenProps {
  /** The like, share and save buttons, which other features own (the download button follows the like): the route composes them. */
  actions: (protocol: Protocol, download: ReactNode) => ReactNode;
  comments: (protocol: Protocol) => ReactNode;
}

export function ProtocolDetailScreen({ actions, comments }: ProtocolDetailScreenProps) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const protocol = useProtocol(id);
  const notFound = !valid || (protocol.error instanceof ApiRequestError && protocol.error.status === 404);
  usePageTitle(protocol.data?.title ?? (notFound ? 'Protocolo não encontrado' : undefined));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to="/protocols" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar aos protocolos
      </Link>
      <div className="mt-6">
        {notFound ? (
          <NotFoundState title="Protocolo não encontrado" description="O protocolo que procura não existe ou foi removido.">
            <Button asChild>
              <Link to="/protocols">Ver todos os protocolos</Link>
            </Button>
          </NotFoundState>
        ) : protocol.isError ? (
          <NotFoundState title="Não foi possível carregar o protocolo" description={protocol.error.message}>
            <Button onClick={() => void protocol.refetch()}>Tentar novamente</Button>
          </NotFoundState>
        ) : !protocol.data ? (
          <DetailSkeleton />
        ) : (
          <article>
            <DetailHeader
              badges={
                <>
                  <Badge>{protocol.data.category.name}</Badge>
                  <ProtocolStatusBadge isValidated={protocol.data.isValidated} />
                </>
              }
              title={protocol.data.title}
              author={protocol.data.author}
              createdAt={protocol.data.createdAt}
              meta={
                <>
                  <span className="inline-flex items-center gap-1">
                    <Download className="size-3.5" aria-hidden="true" />
                    {formatCount(protocol.data.downloads)} {protocol.data.downloads === 1 ? 'download' : 'downloads'}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Heart className="size-3.5" aria-hidden="true" />
                    {formatCount(protocol.data.likes)} {protocol.data.likes === 1 ? 'gosto' : 'gostos'}
                  </span>
                </>
              }
            />
            <DetailCover imageUrl={protocol.data.imageUrl} />
            <p className="mt-6 text-lg leading-8 text-slate-700">{protocol.data.summary}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              {actions(protocol.data, <DownloadButton protocolId={protocol.data.id} />)}
            </div>
            {protocol.data.content !== undefined ? (
              <>
                <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: protocol.data.content }} />
                {protocol.data.pdfUrl && <PdfSection url={protocol.data.pdfUrl} title={protocol.data.title} />}
              </>
            ) : (
              <RestrictedAccess kind="protocolo" />
            )}
            {comments(protocol.data)}
          </article>
        )}
      </div>
    </div>
  );
}
