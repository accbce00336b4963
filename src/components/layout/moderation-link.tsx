import { Shield } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../ui/button-variants';

/** The header's 'Moderação' link, beside the bell, for moderators and admins only (member-extras.tsx). */
export default function ModerationLink() {
  return (
    <Link to="/moderacao" aria-label="Moderação" title="Moderação" className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
      <Shield aria-hidden="true" />
    </Link>
  );
}
