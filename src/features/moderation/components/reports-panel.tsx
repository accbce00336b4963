import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import type { ReportedItem } from '#contract/moderation';
import { HIDDEN_NOTICE, REPORT_REASON_LABELS, type ModerationAction } from '#contract/moderation-types';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useOpenReports } from '../api/moderation';
import { ActionDialog, type PendingAction } from './action-dialog';
import { ACTION_LABELS, HIDDEN_CAUSE_LABELS, TARGET_LABELS } from './labels';

/** 'Denúncias': each reported target once, its content in place, its reports, and the actions. */
export function ReportsPanel() {
  const query = useOpenReports();
  const [pending, setPending] = useState<PendingAction | null>(null);
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) return <LoadFailed what="as denúncias" onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState icon={<ShieldAlert />} title="Sem denúncias por resolver" description="Quando um membro denunciar conteúdo, aparece aqui." />;
  return (
    <>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={`${item.targetType}-${item.targetId}`}>
            <ReportedCard item={item} onAction={setPending} />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} className="mt-6" />
      <ActionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

export function PanelSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-24 w-full" />
      ))}
    </div>
  );
}

function ReportedCard({ item, onAction }: { item: ReportedItem; onAction: (pending: PendingAction) => void }) {
  const { target } = item;
  const title = target?.title ?? 'Conteúdo que já não existe';
  const isProfile = item.targetType === 'user';
  const actions: ModerationAction[] = isProfile
    ? ['dismiss', target?.suspended ? 'unsuspend' : 'suspend']
    : ['dismiss', target?.hidden?.cause === 'moderator' ? 'restore' : 'hide', ...(target?.hidden && target.hidden.cause !== 'moderator' ? (['restore'] as const) : []), 'delete'];
  const headingId = `denuncia-${item.targetType}-${item.targetId}`;
  return (
    <Card className="p-4 sm:p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="neutral">{TARGET_LABELS[item.targetType]}</Badge>
        <Badge variant="warning">{item.count === 1 ? '1 denúncia' : `${item.count} denúncias`}</Badge>
        {target?.hidden && (
          <Badge variant="danger">
            {HIDDEN_NOTICE} ({HIDDEN_CAUSE_LABELS[target.hidden.cause]})
          </Badge>
        )}
        {isProfile && target?.suspended && <Badge variant="danger">Membro suspenso</Badge>}
      </div>
      <h2 id={headingId} className="mt-3 text-lg font-semibold text-slate-900">
        {target?.url ? (
          <Link to={target.url} className="hover:text-brand-800 hover:underline">
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      {target?.author && !isProfile && (
        <p className="mt-1 text-sm text-slate-600">
          De{' '}
          <Link to={`/members/${target.author.id}`} className="font-medium text-slate-800 hover:underline">
            {target.author.fullName}
          </Link>
          {target.suspended && ' (suspenso)'}
        </p>
      )}
      {target?.hidden?.reason && <p className="mt-1 text-sm text-slate-700">Motivo: {target.hidden.reason}</p>}
      {target?.content &&
        (target.html ? (
          <div className="prose-content mt-3 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" dangerouslySetInnerHTML={{ __html: target.content }} />
        ) : (
          <p className="mt-3 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">{target.content}</p>
        ))}
      {target && target.privacyAcknowledged.length > 0 && (
        <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Dados que o autor confirmou não identificarem o utente</p>
          <ul className="mt-1 list-disc pl-5">
            {target.privacyAcknowledged.map((text) => (
              <li key={text}>«{text}»</li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Denúncias</h3>
      <ul className="mt-2 space-y-2">
        {item.reports.map((report, index) => (
          <li key={index} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <p className="font-medium text-slate-900">{REPORT_REASON_LABELS[report.reason]}</p>
            {report.details && <p className="mt-1 whitespace-pre-line text-slate-700">{report.details}</p>}
            <p className="mt-1 text-xs text-slate-600">
              {report.reporter?.fullName ?? 'Membro removido'} · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      {target && (
        <div className="mt-4 flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'delete' || action === 'suspend' ? 'destructive' : action === 'dismiss' ? 'outline' : 'secondary'}
              onClick={() => onAction({ action, targetType: item.targetType, targetId: item.targetId, title })}
            >
              {ACTION_LABELS[action].button}
            </Button>
          ))}
          {!isProfile && target.author && !target.suspended && (
            <Button size="sm" variant="outline" onClick={() => onAction({ action: 'suspend', targetType: 'user', targetId: target.author!.id, title: target.author!.fullName })}>
              Suspender o autor
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
