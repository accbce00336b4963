import { Pencil } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

interface PublicationCardProps {
  title: string;
  href: string;
  /** Short facts: date, place, company… */
  meta: ReactNode[];
  description: string;
  onEdit?: () => void;
  /** Extra action (e.g. remove from saved items). */
  action?: ReactNode;
}

/**
 * One of the member's items on their profile: a fixed-height card that matches its skeleton, its
 * title, facts and actions never cut: h-44 with two lines of summary, h-29 on a phone, which leaves
 * the summary to the item's page.
 */
export function PublicationCard({ title, href, meta, description, onEdit, action }: PublicationCardProps) {
  return (
    <Card className="flex h-29 flex-col p-3 sm:h-44 sm:p-4">
      <h3 className="line-clamp-1 font-semibold text-slate-900">
        <Link to={href} className="hover:text-brand-800 hover:underline">
          {title}
        </Link>
      </h3>
      <p className="mt-1 line-clamp-1 text-xs text-slate-600">
        {meta.filter(Boolean).map((part, index) => (
          <Fragment key={index}>
            {index > 0 && ' · '}
            {part}
          </Fragment>
        ))}
      </p>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700 max-sm:hidden">{description}</p>
      {(onEdit || action) && (
        <div className="mt-auto flex justify-end gap-2 pt-2">
          {onEdit && (
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Editar «${title}»`}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          )}
          {action}
        </div>
      )}
    </Card>
  );
}
