import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { History } from 'lucide-react';
import { auditActorName } from '#contract/moderation';
import type { LoggedAction, ReportTargetType } from '#contract/moderation-types';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/moderation';
import { ACTOR_ROLE_LABELS, AUDIT_ACTION_LABELS, TARGET_LABELS } from './labels';
import { PanelSkeleton } from './reports-panel';

/** A comment's title in the log begins with 'Comentário: ' (worker/db/queries/moderation.ts), which the target's label already says. */
const COMMENT_TITLE_PREFIX = /^Comentário: /;

/**
 * 'Registo' (admins): every moderation decision, who (with the role they acted in; 'Moderador
 * removido' once their account is gone, 'Sistema' for the portal's own), what, when and why, newest first.
 */
export function AuditPanel() {
  const query = useAuditLog();
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) return <LoadFailed what="o registo" onRetry={() => void query.refetch()} />;
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <EmptyState icon={<History />} title="O registo está vazio" />;
  return (
    <>
      <ol className="space-y-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Card className="px-4 py-3 text-sm">
              <p className="text-slate-900">
                <span className="font-medium">{auditActorName(entry)}</span>
                {entry.actor && entry.actorRole && <span className="text-slate-600"> ({ACTOR_ROLE_LABELS[entry.actorRole]})</span>} ·{' '}
                {AUDIT_ACTION_LABELS[entry.action as LoggedAction] ?? entry.action} · {TARGET_LABELS[entry.targetType as ReportTargetType] ?? entry.targetType} «
                {entry.targetTitle?.replace(COMMENT_TITLE_PREFIX, '') ?? `#${entry.targetId}`}»
              </p>
              {entry.reason && <p className="mt-1 text-slate-700">Motivo: {entry.reason}</p>}
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </Card>
          </li>
        ))}
      </ol>
      <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} className="mt-6" />
    </>
  );
}
