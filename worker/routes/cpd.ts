import { pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { cpdEntryInputSchema, cpdEntryUpdateSchema, cpdKindFilterSchema, cpdSettingsInputSchema, cpdYearSchema } from '#contract/cpd';
import { quarterHoursOf, type CpdEntry, type CpdSettings, type CpdSummary } from '#contract/cpd-types';
import { lisbonWallClock } from '#contract/lisbon-time';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { createCpdEntry, cpdSummary, deleteCpdEntry, getCpdEntry, listCpdEntries, putCpdSettings, readCpdReport, updateCpdEntry, type CpdEntryValues } from '../db/queries/cpd';
import type { AppEnv } from '../env';
import { badRequest, conflict, notFound, unauthorized } from '../lib/errors';
import { parseId, parseJson, parseQuery, readJsonObject, validate } from '../lib/validation';
import { alongsideSessionCheck, withinMemberWriteLimit } from '../middleware/member-writes';
import { checkSession, currentUserId, requireMember } from '../middleware/session';
import { cpdReportPdf } from '../services/cpd-pdf';
import { getFileRecords } from '../db/queries/files';
import { sanitizeHtml } from '../services/html';
import { FILE_URL_PREFIX } from '#contract/common-types';

// The member's CPD portfolio (docs/rules/cpd-portfolio.md): private, for the member only.

const NOT_FOUND = 'Entrada do portefólio não encontrada.';
const CERTIFIED_FIELDS = 'A data, o título, o tipo e as horas de uma entrada com certificado vêm do evento e não se alteram.';
const EVIDENCE_INVALID = 'Comprovativo inválido: indique um PDF ou uma imagem que tenha carregado.';

/** This year in Lisbon. */
const currentYear = () => lisbonWallClock(Date.now()).getUTCFullYear();

const listQuerySchema = pageQuerySchema.extend({ year: cpdYearSchema, kind: cpdKindFilterSchema });
const summaryQuerySchema = z.object({ year: cpdYearSchema });
const reportQuerySchema = z.object({ year: cpdYearSchema, reflections: z.enum(['0', '1']).optional().catch(undefined) });

/** 400 unless the evidence named is the member's own PDF or image upload (an unchanged one passes). */
async function assertOwnEvidence(c: Context<AppEnv>, url: string | null | undefined, current: string | null = null): Promise<void> {
  if (!url || url === current) return;
  const key = url.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : null;
  const [record] = key ? await getFileRecords(c.var.scope.db.read, [key]) : [];
  if (!record || (record.kind !== 'pdf' && record.kind !== 'image') || record.ownerId !== currentUserId(c)) throw badRequest(EVIDENCE_INVALID, { evidenceUrl: EVIDENCE_INVALID });
}

/** The sanitised reflection (null for one with no text left). */
function storedReflection(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html;
  const clean = sanitizeHtml(html);
  return clean.replace(/<[^>]*>/g, '').trim() ? clean : null;
}

export const cpdRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', async (c) => {
    const query = parseQuery(c, listQuerySchema);
    const { items, total } = await alongsideSessionCheck(c, () => listCpdEntries(c.var.scope.db.read, currentUserId(c), query));
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json<CpdEntry[]>(items);
  })
  .get('/summary', async (c) => {
    const year = parseQuery(c, summaryQuerySchema).year ?? currentYear();
    const summary = await alongsideSessionCheck(c, () => cpdSummary(c.var.scope.db.read, currentUserId(c), year));
    return c.json<CpdSummary>(summary);
  })
  .get('/report.pdf', async (c) => {
    const query = parseQuery(c, reportQuerySchema);
    const year = query.year ?? currentYear();
    const data = await alongsideSessionCheck(c, () => readCpdReport(c.var.scope.db.read, currentUserId(c), year));
    if (!data) throw unauthorized();
    const pdf = await cpdReportPdf({ year, ...data, reflections: query.reflections === '1', now: new Date() });
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="portefolio-dpc-${year}.pdf"`);
    return c.body(pdf as Uint8Array<ArrayBuffer>);
  })
  .patch('/settings', async (c) => {
    const input = await parseJson(c, cpdSettingsInputSchema);
    await checkSession(c);
    const settings = await putCpdSettings(await c.var.scope.db.write(), currentUserId(c), input);
    return c.json<CpdSettings>(settings);
  })
  .post('/', async (c) => {
    const input = await parseJson(c, cpdEntryInputSchema);
    const entry = await withinMemberWriteLimit(
      c,
      'edit',
      async () => {
        const values: CpdEntryValues = { ...input, quarterHours: quarterHoursOf(input.hours), reflection: storedReflection(input.reflection) ?? null };
        return createCpdEntry(await c.var.scope.db.write(), currentUserId(c), values);
      },
      () => assertOwnEvidence(c, input.evidenceUrl),
    );
    return c.json<CpdEntry>(entry, 201);
  })
  .patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const sent = await readJsonObject(c);
    const input = validate(cpdEntryUpdateSchema, sent);
    const has = (field: string) => Object.hasOwn(sent, field);
    const entry = await withinMemberWriteLimit(
      c,
      'edit',
      async () => {
        const changes: Partial<CpdEntryValues> = {};
        if (has('date')) changes.date = input.date;
        if (has('title')) changes.title = input.title;
        if (has('kind')) changes.kind = input.kind;
        if (has('hours') && input.hours !== undefined) changes.quarterHours = quarterHoursOf(input.hours);
        if (has('reflection')) changes.reflection = storedReflection(input.reflection) ?? null;
        if (has('evidenceUrl')) changes.evidenceUrl = input.evidenceUrl ?? null;
        const updated = await updateCpdEntry(await c.var.scope.db.write(), currentUserId(c), id, changes);
        if (!updated) throw notFound(NOT_FOUND);
        return updated;
      },
      async () => {
        const current = await getCpdEntry(c.var.scope.db.read, currentUserId(c), id);
        if (!current) throw notFound(NOT_FOUND);
        if (current.certificateCode && (['date', 'title', 'kind', 'hours'] as const).some((field) => has(field))) throw conflict(CERTIFIED_FIELDS);
        if (has('evidenceUrl')) await assertOwnEvidence(c, input.evidenceUrl, current.evidenceUrl);
      },
    );
    return c.json<CpdEntry>(entry);
  })
  .delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    await checkSession(c);
    if (!(await deleteCpdEntry(await c.var.scope.db.write(), currentUserId(c), id))) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });
