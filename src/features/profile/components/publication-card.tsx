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

/** One of the member's items on their profile: a fixed-height card (h-44: its title, facts, two lines of summary and its actions, none cut) that matches its skeleton. */
export function PublicationCard({ title, href, meta, description, onEdit, action }: PublicationCardProps) {
  return (
    <Card className="flex h-44 flex-col p-4">
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
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{description}</p>
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
