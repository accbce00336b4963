import type { HiddenState } from '#contract/common-types';
import type { HIDDEN_NOTICE as NOTICE } from '#contract/moderation-types';
import { EyeOff } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/**
 * `HIDDEN_NOTICE` (#contract/moderation-types), checked against it by the compiler: imported as a
 * value, the contract's module became one more chunk that every detail page lists in the entry's
 * map of chunks, and the home page's JavaScript went over its budget by those bytes.
 */
const HIDDEN_NOTICE: typeof NOTICE = 'Oculto pela moderação';

/**
 * What the author (and a moderator) reads on an item or comment hidden by moderation (docs/rules/trust.md): the notice, the moderator's reason, and that nobody else sees it. A status, not an
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
