import type { ReportTargetType } from '#contract/moderation-types';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';

// The dialog (its reasons, the contract's schema) is fetched the first time a member opens it.
const ReportDialog = lazy(() => import('./report-dialog'));

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** The author, organiser, poster or the profile's member: they cannot report their own. */
  ownerId: number;
}

/** What is reported, in the button's accessible name ("Denunciar este comentário"). */
const WHAT: Record<ReportTargetType, string> = {
  article: 'este artigo',
  protocol: 'este protocolo',
  event: 'este evento',
  opportunity: 'esta oportunidade',
  volunteering: 'esta oferta de voluntariado',
  comment: 'este comentário',
  user: 'este perfil',
  question: 'esta pergunta',
  answer: 'esta resposta',
};

/** 'Denunciar': small and secondary, for signed-in members only and never on their own content. */
export default function ReportButton({ targetType, targetId, ownerId }: ReportButtonProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  if (!user || user.id === ownerId) return null;
  return (
    <>
      <Button variant="ghost" size="sm" className="text-slate-600" aria-label={reported ? undefined : `Denunciar ${WHAT[targetType]}`} disabled={reported} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {reported ? 'Denunciado' : 'Denunciar'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} targetType={targetType} targetId={targetId} onReported={() => setReported(true)} />
        </Suspense>
      )}
    </>
  );
}
