import type { Protocol } from '#contract/protocols-types';
import { isRemovedMember } from '#contract/users-types';
import { BadgeCheck, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';

/**
 * A protocol's validation on its page (docs/rules/trust.md): 'Validado por <nome> em <data>'
 * ('Validado' for one validated before reviews existed), its level of evidence linked to what the
 * levels mean, and 'Revisão em atraso' once the review's due date has passed; 'Recém-adicionado'
 * for one not reviewed.
 */
export function ProtocolReviewBadges({ protocol }: { protocol: Pick<Protocol, 'isValidated' | 'review'> }) {
  const { review } = protocol;
  if (!review) {
    return protocol.isValidated ? (
      <Badge variant="success">
        <BadgeCheck aria-hidden="true" />
        Validado
      </Badge>
    ) : (
      <Badge variant="warning">Recém-adicionado</Badge>
    );
  }
  const reviewer = review.reviewer && !isRemovedMember(review.reviewer) ? review.reviewer.fullName : null;
  return (
    <>
      <Badge variant="success">
        <BadgeCheck aria-hidden="true" />
        {reviewer ? `Validado por ${reviewer} em ${formatDate(review.reviewedAt)}` : `Validado em ${formatDate(review.reviewedAt)}`}
      </Badge>
      <Badge variant="brand">
        <Link to="/how-it-works#niveis-de-evidencia" className="underline-offset-2 hover:underline">
          Nível de evidência {review.evidenceLevel}
        </Link>
      </Badge>
      {review.overdue && (
        <Badge variant="warning" title={`A revisão estava prevista para ${formatDate(review.reviewDueAt)}.`}>
          <Clock aria-hidden="true" />
          Revisão em atraso
        </Badge>
      )}
    </>
  );
}
