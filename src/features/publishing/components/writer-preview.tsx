import { readingMinutes } from '#contract/articles-writing';
import { ARTICLE_TYPE_LABELS } from '#contract/articles-types';
import type { PublicUserSummary } from '#contract/common-types';
import type { ItemDraftKind } from '#contract/drafts-types';
import { Clock, Download, Heart } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { findCategory, useCategories } from '../../content/api/get-categories';
import { DetailCover, DetailHeader } from '../../content/components/detail-header';
import { PdfSection } from '../../content/components/members-only';
import { ProtocolStatusBadge } from '../../content/components/protocol-card';
import type { WriterValues } from './writer-values';

interface WriterPreviewProps {
  kind: ItemDraftKind;
  values: WriterValues;
  author: PublicUserSummary;
  /** When the item was published (an edit), or null: it would be published now. */
  publishedAt: string | null;
}

/**
 * The item as members will read it, drawn with the detail page's own parts (features/content:
 * header, cover, content, PDF) from what is written so far.
 */
export function WriterPreview({ kind, values, author, publishedAt }: WriterPreviewProps) {
  const { data: categories } = useCategories();
  const category = findCategory(categories, values.categoryId);
  const [now] = useState(() => new Date().toISOString());
  return (
    <article>
      <DetailHeader
        badges={
          <>
            {category && <Badge>{category.name}</Badge>}
            {kind === 'article' ? <Badge variant="neutral">{ARTICLE_TYPE_LABELS[values.type]}</Badge> : <ProtocolStatusBadge isValidated={false} />}
          </>
        }
        title={values.title.trim() || 'Sem título'}
        author={author}
        createdAt={publishedAt ?? now}
        meta={
          kind === 'article' ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {readingMinutes(values.content)} min de leitura
            </span>
          ) : (
            <>
              <span className="inline-flex items-center gap-1">
                <Download className="size-3.5" aria-hidden="true" />0 transferências
              </span>
              <span className="inline-flex items-center gap-1">
                <Heart className="size-3.5" aria-hidden="true" />0 gostos
              </span>
            </>
          )
        }
      />
      <DetailCover imageUrl={values.imageUrl} />
      <p className="mt-6 text-lg leading-8 text-slate-700">{values.summary}</p>
      {/* The editor's own HTML (its schema admits only formatting) or a draft's, sanitised by the server. */}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: values.content }} />
      {values.pdfUrl && <PdfSection url={values.pdfUrl} title={values.title} />}
    </article>
  );
}
