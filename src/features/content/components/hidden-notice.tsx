import type { HiddenState } from '#contract/common-types';
import { HIDDEN_NOTICE } from '#contract/moderation-types';
import { EyeOff } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/**
 * What the author (and a moderator) reads on an item or comment hidden by moderation (DECISIONS.md
 * section 7): the notice, the moderator's reason, and that nobody else sees it. A status, not an
 * alert: it is read with the page, not announced over it.
 */
export function HiddenNotice({ hidden, className }: { hidden: HiddenState; className?: string }) {
  return (
    <div role="status" className={cn('flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950', className)}>
      <EyeOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{HIDDEN_NOTICE}</p>
        {hidden.reason && <p className="mt-1">Motivo: {hidden.reason}</p>}
        <p className="mt-1">Só o autor e a moderação o podem ver; para os restantes membros e visitantes não existe.</p>
      </div>
    </div>
  );
}

/** The mark on the card of a hidden item in its author's own lists. */
export function HiddenBadge() {
  return (
    <Badge variant="warning">
      <EyeOff aria-hidden="true" />
      {HIDDEN_NOTICE}
    </Badge>
  );
}
