import { normalizeSearchText } from '#contract/common';
import { searchStems } from '../../worker/lib/search-stems';
import { fileUrl, storeFile } from '../../worker/services/files';
import { env } from './helpers';
import { jpegClean, pdfDocument } from './image-samples';
import { backgroundScope } from '../../worker/runtime/scope';

export const LONG_TEXT = 'A terapia ocupacional ajuda as pessoas a participar nas atividades do dia a dia que lhes dão sentido.';

export function articleInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Intervenção sensorial na escola',
    summary: 'Um resumo com mais de dez caracteres.',
    content: `<p>${LONG_TEXT}</p>`,
    type: 'ARTICLE',
    ...overrides,
  };
}

export function protocolInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Protocolo de avaliação funcional',
    summary: 'Um resumo com mais de dez caracteres.',
    content: `<p>${LONG_TEXT} ${LONG_TEXT}</p>`,
    ...overrides,
  };
}

/** An event a month from now, as a member would create it (`POST /api/events`). */
export function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Encontro de terapeutas ocupacionais',
    description: 'Uma tarde de partilha de práticas entre colegas.',
    eventDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
    location: 'Lisboa',
    eventType: 'Workshop',
    maxParticipants: 20,
    ...overrides,
  };
}

/** A job offer (`POST /api/opportunities`). */
export function opportunityInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Terapeuta ocupacional em pediatria',
    company: 'Clínica do Sol',
    description: 'Procuramos terapeuta ocupacional para a equipa de pediatria.',
    location: 'Faro',
    type: 'parttime',
    contact: 'rh@example.pt',
    // A new offer states its pay (docs/rules/job-alerts-and-pay.md).
    salaryMin: 900,
    salaryMax: 1100,
    ...overrides,
  };
}

/** A volunteering offer (`POST /api/volunteering`). */
export function volunteeringInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Apoio a um lar de idosos',
    organization: 'Associação Vizinhos',
    description: 'Sessões semanais de estimulação com os residentes do lar.',
    location: 'Beja',
    contact: 'voluntariado@example.pt',
    ...overrides,
  };
}

export interface RowSpec {
  title?: string;
  summary?: string;
  contentText?: string;
  categoryId: number;
  type?: 'ARTICLE' | 'CASE_STUDY' | 'RESEARCH';
  pdfUrl?: string | null;
  createdAt?: string;
}

/** Inserts articles or protocols straight into D1 in one batch (search_text and FTS kept as the API would). */
export async function insertRows(table: 'articles' | 'protocols', authorId: number, rows: RowSpec[]): Promise<number[]> {
  const statements = rows.map((row, index) => {
    const title = row.title ?? `Artigo de teste ${index}`;
    const summary = row.summary ?? 'Resumo do artigo de teste.';
    const contentText = row.contentText ?? LONG_TEXT;
    const createdAt = row.createdAt ?? new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
    // The stems the Worker writes beside the searched fields (worker/db/search-index.ts).
    const stems = [searchStems(title), searchStems(summary), searchStems(contentText)];
    return table === 'articles'
      ? env.DB.prepare(
          `INSERT INTO articles (title, summary, content, content_text, search_text, title_stems, summary_stems, content_stems, author_id, category_id, type, pdf_url, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        ).bind(
          title,
          summary,
          `<p>${contentText}</p>`,
          contentText,
          normalizeSearchText(`${title} ${summary}`),
          ...stems,
          authorId,
          row.categoryId,
          row.type ?? 'ARTICLE',
          row.pdfUrl ?? null,
          createdAt,
          createdAt,
        )
      : env.DB.prepare(
          `INSERT INTO protocols (title, summary, content, content_text, search_text, title_stems, summary_stems, content_stems, author_id, category_id, pdf_url, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        ).bind(title, summary, `<p>${contentText}</p>`, contentText, normalizeSearchText(`${title} ${summary}`), ...stems, authorId, row.categoryId, row.pdfUrl ?? null, createdAt, createdAt);
  });
  const results = await env.DB.batch<{ id: number }>(statements);
  return results.map((result) => result.results[0]!.id);
}

/** Stores an upload of `kind` made by `ownerId` (as the upload routes do, without their hourly limit) and answers its URL. */
export async function storedUpload(ownerId: number, kind: 'image' | 'pdf' | 'avatar'): Promise<string> {
  const file = kind === 'pdf' ? { bytes: pdfDocument(), contentType: 'application/pdf' as const } : { bytes: jpegClean(), contentType: 'image/jpeg' as const };
  return fileUrl(await storeFile(backgroundScope(env), { ...file, kind, ownerId }));
}
