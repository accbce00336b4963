import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

interface HomeSectionProps {
  title: string;
  description?: string;
  /** The link to the whole list, beside the heading. */
  link?: { to: string; label: string };
  children: ReactNode;
}

/** A region of the home page named by its `<h2>`. */
export function HomeSection({ title, description, link, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {link && (
          <Link to={link.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            {link.label}
            <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
