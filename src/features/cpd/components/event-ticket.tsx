import { Skeleton } from '../../../components/ui/skeleton';
import { useEventTicket } from '../api/cpd';
import { QrCode } from './qr-code';

/**
 * The registrant's ticket on the event's page (docs/rules/cpd-portfolio.md): a QR code of a random
 * code, nothing personal in it, and the code itself to read aloud or type at the door. A module of
 * its own, loaded for registrants only.
 */
export default function EventTicket({ eventId }: { eventId: number }) {
  const ticket = useEventTicket(eventId);
  if (ticket.isPending) return <Skeleton className="mx-auto size-40" />;
  if (ticket.isError) return <p className="text-sm text-slate-700">Não foi possível mostrar o seu bilhete. Recarregue a página.</p>;
  const { code } = ticket.data;
  return (
    <section aria-labelledby="event-ticket" className="space-y-2 border-t border-slate-200 pt-4 text-center">
      <h2 id="event-ticket" className="text-base font-semibold text-slate-900">
        O seu bilhete
      </h2>
      <QrCode value={code} label="Código QR do seu bilhete" className="mx-auto size-44" />
      <p className="text-sm text-slate-700">
        Mostre este código à entrada. Código: <span className="font-mono break-all text-slate-900">{code}</span>
      </p>
    </section>
  );
}
