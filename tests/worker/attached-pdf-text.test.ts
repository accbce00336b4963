import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Protocol } from '#contract/protocols-types';
import type { SearchResult } from '#contract/search-types';
import { isPdfTextJob, type PdfTextJob } from '../../worker/db/queries/pdf-texts';
import { backgroundScope } from '../../worker/runtime/scope';
import { fileUrl, storeFile } from '../../worker/services/files';
import { queueUnreadPdfs } from '../../worker/services/pdf-text';
import { extractPdfText, PDF_TEXT_LIMITS, UnreadablePdfError } from '../../workers/pdf-text/extract';
import { consumePdfTexts, LAST_ATTEMPT, readPdfText } from '../../workers/pdf-text/read';
import chromiumPdf from '../fixtures/pdf/chromium.pdf?inline';
import claims100000Pages from '../fixtures/pdf/claims-100000-pages.pdf?inline';
import compressionBomb from '../fixtures/pdf/compression-bomb.pdf?inline';
import handWrittenPdf from '../fixtures/pdf/hand-written.pdf?inline';
import pdfLibPdf from '../fixtures/pdf/pdf-lib.pdf?inline';
import sixtyPages from '../fixtures/pdf/sixty-pages.pdf?inline';
import { articleInput, protocolInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';

// The text of attached PDFs (docs/rules/pdf-text.md): read by the PDF text Worker
// (workers/pdf-text/), imported here and run on the same D1 and R2 as the portal's Worker, as its
// queue would run it; then found by members' searches only, with the excerpt of the PDF.

/** A fixture's bytes, from the data: URL Vite inlines. */
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));

describe('reading the text of a PDF', () => {
  it("reads PDFs of three producers, Portuguese accents whole: pdf-lib's, Chromium's print and one written by hand", async () => {
    const fromPdfLib = await extractPdfText(bytesOf(pdfLibPdf));
    expect(fromPdfLib).toMatchObject({ pages: 1, truncated: false });
    expect(fromPdfLib.text).toContain('Plano de reabilitação da mão A ortótese de repouso');
    expect(fromPdfLib.text).toContain('quiasmadorlib');

    const fromChromium = await extractPdfText(bytesOf(chromiumPdf));
    expect(fromChromium).toMatchObject({ pages: 1, truncated: false });
    expect(fromChromium.text).toContain('Protocolo de reabilitação');
    expect(fromChromium.text).toContain('Avaliação da ortótese e da preensão.');

    const byHand = await extractPdfText(bytesOf(handWrittenPdf));
    expect(byHand).toEqual({ text: 'Reabilitação com ortótese: palavra manuscritolina.', pages: 1, truncated: false });
  });

  it('reads at most 50 pages: of 60, the first 50 (truncated); of a page tree that claims 100,000, what it holds, at once', async () => {
    const sixty = await extractPdfText(bytesOf(sixtyPages));
    expect(sixty).toMatchObject({ pages: 50, truncated: true });
    expect(sixty.text).toContain('pagina50.');
    expect(sixty.text).not.toContain('pagina51');

    const started = Date.now();
    const claims = await extractPdfText(bytesOf(claims100000Pages));
    expect(claims.pages).toBeLessThanOrEqual(PDF_TEXT_LIMITS.pages);
    expect(claims.text).toBe('A primeira de cem mil paginas.');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('keeps at most the limit of characters, and says it cut them', async () => {
    const cut = await extractPdfText(bytesOf(sixtyPages), { ...PDF_TEXT_LIMITS, characters: 40 });
    expect(cut.text).toHaveLength(40);
    expect(cut).toMatchObject({ truncated: true, pages: 3 });
  });

  it('refuses a compression bomb (a stream that inflates to 256 MiB) before pdf.js reads it, quickly', async () => {
    const started = Date.now();
    await expect(extractPdfText(bytesOf(compressionBomb))).rejects.toThrow(UnreadablePdfError);
    await expect(extractPdfText(bytesOf(compressionBomb))).rejects.toThrow(/inflates past/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses random bytes, with or without a PDF header, as unreadable', async () => {
    const random = crypto.getRandomValues(new Uint8Array(4096));
    await expect(extractPdfText(random)).rejects.toThrow(UnreadablePdfError);
    const withHeader = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...random]);
    await expect(extractPdfText(withHeader)).rejects.toThrow(UnreadablePdfError);
  });

  it('stops at its time budget: what it read by then, truncated, or a failure, never the whole document', async () => {
    const outcome = await extractPdfText(bytesOf(sixtyPages), { ...PDF_TEXT_LIMITS, milliseconds: 1 }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (outcome instanceof Error) expect(outcome).toBeInstanceOf(UnreadablePdfError);
    else {
      expect(outcome.truncated).toBe(true);
      expect(outcome.pages).toBeLessThan(50);
    }
  });
});

let author: Member;
let reader: Member;
let category: number;

beforeAll(async () => {
  author = await createMember({ fullName: 'Autora dos Anexos' });
  reader = await createMember();
  category = await categoryId('Pediatria');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A PDF fixture uploaded by the author (as the upload route stores it: without its metadata), as its URL. */
async function uploaded(dataUrl: string): Promise<string> {
  return fileUrl(await storeFile(backgroundScope(env), { bytes: bytesOf(dataUrl), kind: 'pdf', contentType: 'application/pdf', ownerId: author.id, name: 'anexo.pdf' }));
}

/** A batch of the queue, as the PDF text Worker's `queue` handler receives it, each message watched. */
function batchOf(bodies: unknown[], attempts = 1) {
  const messages = bodies.map((body, index) => ({ id: `m${index}`, timestamp: new Date(), body, attempts, ack: vi.fn(), retry: vi.fn() }));
  return { batch: { queue: 'rede-to-pdf-text', messages, ackAll: vi.fn(), retryAll: vi.fn() } as unknown as MessageBatch<unknown>, messages };
}

/** Runs `act` (requests), then the jobs they put on PDF_TEXT_QUEUE through the PDF text Worker's consumer; answers the jobs. */
async function thenReadTheirPdfs(act: () => Promise<unknown>): Promise<PdfTextJob[]> {
  const send = vi.spyOn(env.PDF_TEXT_QUEUE, 'send');
  await act();
  const jobs = send.mock.calls.map((call) => call[0]).filter(isPdfTextJob);
  send.mockRestore();
  const { batch, messages } = batchOf(jobs);
  await consumePdfTexts(batch, env);
  for (const message of messages) expect(message.ack).toHaveBeenCalled();
  return jobs;
}

const search = (client: Client, q: string) => client.get<SearchResult>(`/api/search?q=${encodeURIComponent(q)}`);

async function publishProtocol(pdfUrl: string | null, overrides: Record<string, unknown> = {}): Promise<Protocol> {
  const response = await author.client.post<Protocol>('/api/protocols', protocolInput({ categoryId: category, pdfUrl, ...overrides }));
  expect(response.status).toBe(201);
  return response.body;
}

const pdfTextRows = async (kind: 'article' | 'protocol', id: number) =>
  (await env.DB.prepare('SELECT pdf_url AS pdfUrl, pages, truncated FROM pdf_texts WHERE item_kind = ? AND item_id = ?').bind(kind, id).all()).results;

describe('members find an item by the words of its PDF', () => {
  it("finds a protocol by a word only in its PDF, with 'No PDF anexo' text around it; a visitor never does, nor counts it", async () => {
    const pdfUrl = await uploaded(chromiumPdf);
    let protocol: Protocol | undefined;
    const jobs = await thenReadTheirPdfs(async () => (protocol = await publishProtocol(pdfUrl)));
    expect(jobs).toEqual([{ kind: 'protocol', itemId: protocol!.id, pdfUrl }]);
    expect(await pdfTextRows('protocol', protocol!.id)).toEqual([{ pdfUrl, pages: 1, truncated: 0 }]);

    const found = await search(reader.client, 'zumbicrolante');
    expect(found.body.counts.protocols).toBe(1);
    expect(found.body.protocols.map((item) => item.id)).toEqual([protocol!.id]);
    expect(found.body.protocols[0]!.pdfExcerpt).toMatch(/^….*Palavra só do anexo: zumbicrolante\.$/);
    // By the stems of the accented words, in another form ('ortóteses'): the PDF's own words shown.
    const plural = await search(reader.client, 'ortóteses zumbicrolante');
    expect(plural.body.protocols[0]!.pdfExcerpt).toContain('ortótese');

    const visitor = await search(new Client(), 'zumbicrolante');
    expect(visitor.body.counts.protocols).toBe(0);
    expect(visitor.body.protocols).toEqual([]);
    expect(JSON.stringify(visitor.body)).not.toContain('zumbicrolante');
  });

  it('shows no PDF excerpt when the words are in the item itself, even if the PDF has them too', async () => {
    const pdfUrl = await uploaded(chromiumPdf);
    let protocol: Protocol | undefined;
    await thenReadTheirPdfs(async () => (protocol = await publishProtocol(pdfUrl, { title: 'Protocolo zumbicrolante de preensão' })));
    const found = await search(reader.client, 'zumbicrolante');
    const item = found.body.protocols.find((candidate) => candidate.id === protocol!.id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('pdfExcerpt');
  });

  it('finds an article too, by a word only in its PDF (pdf-lib)', async () => {
    const pdfUrl = await uploaded(pdfLibPdf);
    let articleId = 0;
    await thenReadTheirPdfs(async () => {
      const response = await author.client.post<{ id: number }>('/api/articles', articleInput({ categoryId: category, pdfUrl }));
      expect(response.status).toBe(201);
      articleId = response.body.id;
    });
    const found = await search(reader.client, 'quiasmadorlib');
    expect(found.body.articles.map((item) => item.id)).toEqual([articleId]);
    expect(found.body.articles[0]!.pdfExcerpt).toContain('quiasmadorlib');
    expect((await search(new Client(), 'quiasmadorlib')).body.counts.articles).toBe(0);
  });

  it('cuts a long text around the word, at whole words, with … at each cut; the 51st page is never read', async () => {
    const pdfUrl = await uploaded(sixtyPages);
    let protocol: Protocol | undefined;
    await thenReadTheirPdfs(async () => (protocol = await publishProtocol(pdfUrl)));
    expect(await pdfTextRows('protocol', protocol!.id)).toEqual([{ pdfUrl, pages: 50, truncated: 1 }]);
    const { text } = (await env.DB.prepare("SELECT text FROM pdf_texts WHERE item_kind = 'protocol' AND item_id = ?").bind(protocol!.id).first<{ text: string }>())!;
    const excerpt = (await search(reader.client, 'pagina30')).body.protocols.find((item) => item.id === protocol!.id)?.pdfExcerpt ?? '';
    expect(excerpt).toMatch(/^….*pagina30\..*…$/);
    const inner = excerpt.slice(1, -1);
    expect(inner.length).toBeLessThanOrEqual(200);
    const at = text.indexOf(inner);
    expect(at).toBeGreaterThan(0);
    expect(text[at - 1]).toBe(' ');
    expect(text[at + inner.length]).toMatch(/[^\p{L}\p{N}]/u);
    expect((await search(reader.client, 'pagina51')).body.protocols.map((item) => item.id)).not.toContain(protocol!.id);
  });

  it("replacing the PDF takes the old one's words away and reads the new one's; removing it takes them all", async () => {
    const first = await uploaded(handWrittenPdf);
    let protocol: Protocol | undefined;
    await thenReadTheirPdfs(async () => (protocol = await publishProtocol(first)));
    expect((await search(reader.client, 'manuscritolina')).body.protocols.map((item) => item.id)).toContain(protocol!.id);

    const second = await uploaded(pdfLibPdf);
    const jobs = await thenReadTheirPdfs(async () => expect((await author.client.patch(`/api/protocols/${protocol!.id}`, { pdfUrl: second })).status).toBe(200));
    expect(jobs).toEqual([{ kind: 'protocol', itemId: protocol!.id, pdfUrl: second }]);
    expect((await search(reader.client, 'manuscritolina')).body.protocols.map((item) => item.id)).not.toContain(protocol!.id);
    expect((await search(reader.client, 'quiasmadorlib')).body.protocols.map((item) => item.id)).toContain(protocol!.id);

    // An edit that keeps the PDF queues nothing.
    expect(await thenReadTheirPdfs(() => author.client.patch(`/api/protocols/${protocol!.id}`, { title: 'Protocolo com outro título' }))).toEqual([]);

    await thenReadTheirPdfs(async () => expect((await author.client.patch(`/api/protocols/${protocol!.id}`, { pdfUrl: null })).status).toBe(200));
    expect(await pdfTextRows('protocol', protocol!.id)).toEqual([]);
    expect((await search(reader.client, 'quiasmadorlib')).body.protocols.map((item) => item.id)).not.toContain(protocol!.id);
  });

  it('deleting the item deletes its PDF text', async () => {
    const pdfUrl = await uploaded(handWrittenPdf);
    let protocol: Protocol | undefined;
    await thenReadTheirPdfs(async () => (protocol = await publishProtocol(pdfUrl)));
    expect(await pdfTextRows('protocol', protocol!.id)).toHaveLength(1);
    expect((await author.client.delete(`/api/protocols/${protocol!.id}`)).status).toBeLessThan(300);
    expect(await pdfTextRows('protocol', protocol!.id)).toEqual([]);
    expect((await search(reader.client, 'manuscritolina')).body.protocols.map((item) => item.id)).not.toContain(protocol!.id);
  });

  it('a job for a PDF the item no longer names stores nothing (the item changed before the queue ran it)', async () => {
    const pdfUrl = await uploaded(handWrittenPdf);
    const protocol = await publishProtocol(null);
    expect(await readPdfText(env, { kind: 'protocol', itemId: protocol.id, pdfUrl })).toEqual({ stored: false, reason: 'item-changed' });
    expect(await pdfTextRows('protocol', protocol.id)).toEqual([]);
  });

  it("a hidden item, or one of a closed community, is found by its PDF's words as by its own: not by those who may not read it", async () => {
    const pdfUrl = await uploaded(chromiumPdf);
    let hidden: Protocol | undefined;
    await thenReadTheirPdfs(async () => (hidden = await publishProtocol(pdfUrl, { title: 'Protocolo que será escondido' })));
    await env.DB.prepare("UPDATE protocols SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = 'Escondido num teste.', hidden_cause = 'moderator' WHERE id = ?")
      .bind(hidden!.id)
      .run();
    expect((await search(reader.client, 'zumbicrolante')).body.protocols.map((item) => item.id)).not.toContain(hidden!.id);

    const community = await env.DB.prepare("INSERT INTO communities (slug, name, kind, visibility) VALUES (?, 'Intervisão fechada', 'interest', 'closed') RETURNING id")
      .bind(`fechada-${crypto.randomUUID().slice(0, 8)}`)
      .first<{ id: number }>();
    const insider = await createMember();
    await env.DB.prepare("INSERT INTO community_members (community_id, user_id, membership) VALUES (?, ?, 'member')").bind(community!.id, insider.id).run();
    const closedPdf = await uploaded(pdfLibPdf);
    let closed: Protocol | undefined;
    await thenReadTheirPdfs(async () => (closed = await publishProtocol(closedPdf, { title: 'Protocolo da intervisão' })));
    await env.DB.prepare('UPDATE protocols SET community_id = ? WHERE id = ?').bind(community!.id, closed!.id).run();
    expect((await search(reader.client, 'quiasmadorlib')).body.protocols.map((item) => item.id)).not.toContain(closed!.id);
    expect((await search(insider.client, 'quiasmadorlib')).body.protocols.map((item) => item.id)).toContain(closed!.id);
  });
});

describe('the PDF text Worker’s consumer', () => {
  it('logs an unreadable PDF (random bytes) and leaves it to the queue to try again; stores nothing', async () => {
    // Put in R2 as a stored PDF would be (an upload refuses what it cannot strip of metadata).
    const pdfKey = `${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}.pdf`;
    await env.FILES.put(pdfKey, new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...crypto.getRandomValues(new Uint8Array(2048))]));
    const protocol = await publishProtocol(null);
    const pdfUrl = fileUrl(pdfKey);
    await env.DB.prepare('UPDATE protocols SET pdf_url = ? WHERE id = ?').bind(pdfUrl, protocol.id).run();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { batch, messages } = batchOf([{ kind: 'protocol', itemId: protocol.id, pdfUrl }, { job: 'not a pdf job' }]);
    await consumePdfTexts(batch, env);
    expect(messages[0]!.retry).toHaveBeenCalled();
    expect(messages[0]!.ack).not.toHaveBeenCalled();
    expect(messages[1]!.ack).toHaveBeenCalled();
    const lines = logged.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ level: 'error', task: 'pdf-text', kind: 'protocol', itemId: protocol.id, attempts: 1 });
    expect(String(lines[0]!.error)).toMatch(/UnreadablePdfError/);
    expect(lines[1]).toMatchObject({ level: 'error', task: 'pdf-text', error: 'malformed message dropped' });
    expect(await pdfTextRows('protocol', protocol.id)).toEqual([]);
  });

  it('logs and retries a compression bomb, whose item stays without PDF text', async () => {
    const pdfKey = `${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}.pdf`;
    await env.FILES.put(pdfKey, bytesOf(compressionBomb));
    const protocol = await publishProtocol(null);
    const pdfUrl = fileUrl(pdfKey);
    await env.DB.prepare('UPDATE protocols SET pdf_url = ? WHERE id = ?').bind(pdfUrl, protocol.id).run();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { batch, messages } = batchOf([{ kind: 'protocol', itemId: protocol.id, pdfUrl }]);
    await consumePdfTexts(batch, env);
    expect(messages[0]!.retry).toHaveBeenCalled();
    expect(String(logged.mock.calls[0]![0])).toContain('inflates past');
    expect(await pdfTextRows('protocol', protocol.id)).toEqual([]);
  });

  it('after the last attempt at an unreadable PDF, stores it as read with no text, so that the daily sweep leaves it', async () => {
    const pdfKey = `${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}.pdf`;
    await env.FILES.put(pdfKey, crypto.getRandomValues(new Uint8Array(1024)));
    const protocol = await publishProtocol(null);
    const pdfUrl = fileUrl(pdfKey);
    await env.DB.prepare('UPDATE protocols SET pdf_url = ? WHERE id = ?').bind(pdfUrl, protocol.id).run();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const early = batchOf([{ kind: 'protocol', itemId: protocol.id, pdfUrl }], LAST_ATTEMPT - 1);
    await consumePdfTexts(early.batch, env);
    expect(await pdfTextRows('protocol', protocol.id)).toEqual([]);
    const last = batchOf([{ kind: 'protocol', itemId: protocol.id, pdfUrl }], LAST_ATTEMPT);
    await consumePdfTexts(last.batch, env);
    expect(last.messages[0]!.retry).toHaveBeenCalled();
    expect(await pdfTextRows('protocol', protocol.id)).toEqual([{ pdfUrl, pages: 0, truncated: 1 }]);
  });
});

describe('the daily sweep of unread PDFs', () => {
  it('queues the PDF of an item that has no text of it (published before the text was read), and not once it is read', async () => {
    const pdfUrl = await uploaded(handWrittenPdf);
    const protocol = await publishProtocol(null);
    // As an item published before migration 0026: its PDF named, no job ever queued.
    await env.DB.prepare('UPDATE protocols SET pdf_url = ? WHERE id = ?').bind(pdfUrl, protocol.id).run();
    const queuedBySweep = async () => {
      const send = vi.spyOn(env.PDF_TEXT_QUEUE, 'send');
      await queueUnreadPdfs(backgroundScope(env));
      const jobs = send.mock.calls.map((call) => call[0]).filter(isPdfTextJob);
      send.mockRestore();
      return jobs;
    };
    const jobs = await queuedBySweep();
    expect(jobs).toContainEqual({ kind: 'protocol', itemId: protocol.id, pdfUrl });
    const { batch } = batchOf(jobs.filter((job) => job.itemId === protocol.id && job.kind === 'protocol'));
    await consumePdfTexts(batch, env);
    expect((await search(reader.client, 'manuscritolina')).body.protocols.map((item) => item.id)).toContain(protocol.id);
    expect((await queuedBySweep()).filter((job) => job.kind === 'protocol' && job.itemId === protocol.id)).toEqual([]);
  });
});
