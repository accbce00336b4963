import { RELATED_KIND_LABELS } from '#contract/related-types';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useRelated, type RelatedOf } from '../api/get-related';

interface RelatedSectionProps {
  of: RelatedOf;
  id: number;
}

/**
 * 'Relacionados' at the end of an article's or a protocol's page (docs/rules/related-items.md): a
 * card for each item sharing its words, its kind named. Nothing at all while they load, when they
 * cannot be read, or when there are none: the page never waits for them nor shows an empty box.
 */
export function RelatedSection({ of, id }: RelatedSectionProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const related = useRelated(of, id, hydrated);
  const headingId = useId();
  const items = related.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Relacionados
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.href}>
            <Card className="link-card flex h-full flex-col p-4">
              <div>
                <Badge variant="neutral">{RELATED_KIND_LABELS[item.kind]}</Badge>
              </div>
              <h3 className="mt-2 line-clamp-3 text-base leading-snug font-semibold text-slate-900">
                <Link to={item.href}>{item.title}</Link>
              </h3>
              <p className="mt-2 line-clamp-3 text-sm text-slate-600">{item.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
