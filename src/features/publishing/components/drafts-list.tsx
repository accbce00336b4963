import type { DraftSummary } from '#contract/drafts-types';
import { FilePen } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useDrafts, writerPath } from '../api/drafts';

const KIND_LABELS: Record<DraftSummary['kind'], { created: string; edited: string }> = {
  article: { created: 'Novo artigo', edited: 'Alterações a um artigo' },
  protocol: { created: 'Novo protocolo', edited: 'Alterações a um protocolo' },
  event: { created: 'Novo evento', edited: 'Alterações a um evento' },
  opportunity: { created: 'Nova oportunidade', edited: 'Alterações a uma oportunidade' },
  volunteering: { created: 'Novo voluntariado', edited: 'Alterações a um voluntariado' },
  question: { created: 'Nova pergunta', edited: 'Alterações a uma pergunta' },
};

/** 'Os meus rascunhos': what the member is writing and has not published, each with a link back to its page. Nothing when there is none. */
export function DraftsList() {
  const { data: drafts = [] } = useDrafts();
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="seccao-rascunhos">
      <h2 id="seccao-rascunhos" className="mb-4 text-lg font-semibold text-slate-900">
        Os meus rascunhos
      </h2>
      <p className="-mt-2 mb-4 text-sm text-slate-600">Visíveis apenas para si, até os publicar.</p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {drafts.map((draft) => {
          const label = draft.title.trim() || 'Sem título';
          return (
            <li key={`${draft.kind}:${draft.itemId}`} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{label}</p>
                <p className="text-xs text-slate-600">
                  {KIND_LABELS[draft.kind][draft.itemId === null ? 'created' : 'edited']} · guardado em {formatDateTime(draft.updatedAt)}
                </p>
              </div>
              <Link
                to={writerPath(draft.kind, draft.itemId)}
                aria-label={`Continuar o rascunho «${label}»`}
                className="inline-flex h-9 items-center gap-2 rounded-lg bg-brand-50 px-3 text-sm font-medium text-brand-900 hover:bg-brand-100"
              >
                <FilePen className="size-4" aria-hidden="true" />
                Continuar
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
