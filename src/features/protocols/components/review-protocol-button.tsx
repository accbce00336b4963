import type { Protocol } from '#contract/protocols-types';
import { ClipboardCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';

// The dialog and its form load only when a moderator opens it.
const ReviewProtocolDialog = lazy(() => import('./review-protocol-dialog'));

/** 'Rever protocolo', for moderators and admins only: the review dialog (level of evidence and due date). */
export function ReviewProtocolButton({ protocol }: { protocol: Protocol }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  // MODERATING_ROLES (moderation-types.ts) written out, not imported: see review-protocol-dialog.tsx.
  if (user?.role !== 'moderator' && user?.role !== 'admin') return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ClipboardCheck aria-hidden="true" />
        Rever protocolo
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReviewProtocolDialog protocol={protocol} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
