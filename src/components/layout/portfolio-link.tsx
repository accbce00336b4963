import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../ui/button-variants';
import { cn } from '../../lib/cn';

/**
 * The header's link to the member's CPD portfolio (docs/rules/cpd-portfolio.md), beside the bell
 * from 640 px (member-extras.tsx); phones find it in the menu. A moderator's header, which has
 * 'Moderação' too, has no room for it beside the full menu from 1280 to 1535 px.
 */
export default function PortfolioLink({ crowded }: { crowded: boolean }) {
  return (
    <Link
      to="/portefolio"
      aria-label="Portefólio"
      title="Portefólio de DPC"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'hidden sm:inline-flex', crowded && 'xl:max-2xl:hidden')}
    >
      <GraduationCap aria-hidden="true" />
    </Link>
  );
}
