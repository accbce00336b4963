import type { CommunitySummary } from '#contract/communities-types';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** 'Publicado em «Pediatria»' on an item posted in a community, with the link to its page (docs/rules/communities.md). */
export function PostedIn({ community, className }: { community: CommunitySummary | null; className?: string }) {
  if (!community) return null;
  return (
    <p className={cn('text-sm text-slate-700', className)}>
      Publicado em{' '}
      <Link to={`/comunidades/${community.slug}`} className="font-medium text-brand-700 hover:underline">
        «{community.name}»
      </Link>
      {community.visibility === 'closed' && ' (comunidade fechada: só os membros leem)'}
    </p>
  );
}
