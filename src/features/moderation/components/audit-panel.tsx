import { History } from 'lucide-react';
import type { ReportTargetType } from '#contract/moderation-types';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/moderation';
import { AUDIT_ACTION_LABELS, TARGET_LABELS } from './labels';
import { PanelSkeleton } from './reports-panel';

/** 'Registo' (admins): every moderation decision, who, what, when and why, newest first. */
export function AuditPanel() {
  const query = useAuditLog();
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError)
    return (
      <EmptyState title="Erro ao carregar o registo" description="Não foi possível carregar o registo. Tente novamente.">
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <EmptyState icon={<History />} title="O registo está vazio" />;
  return (
    <>
      <ol className="space-y-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Card className="px-4 py-3 text-sm">
              <p className="text-slate-900">
                <span className="font-medium">{entry.actor?.fullName ?? 'Sistema'}</span> · {AUDIT_ACTION_LABELS[entry.action] ?? entry.action} ·{' '}
                {TARGET_LABELS[entry.targetType as ReportTargetType] ?? entry.targetType} «{entry.targetTitle ?? `#${entry.targetId}`}»
              </p>
              {entry.reason && <p className="mt-1 text-slate-700">Motivo: {entry.reason}</p>}
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </Card>
          </li>
        ))}
      </ol>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'A carregar…' : 'Ver mais'}
          </Button>
        </div>
      )}
    </>
  );
}
