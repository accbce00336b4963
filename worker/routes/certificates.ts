import { certificatePath, type Certificate } from '#contract/cpd-types';
import { Hono } from 'hono';
import { getCertificate } from '../db/queries/attendance';
import type { AppEnv } from '../env';
import { conflict, forbidden, notFound } from '../lib/errors';
import { alongsideSessionCheck } from '../middleware/member-writes';
import { currentUserId, requireMember } from '../middleware/session';
import { isCodeShaped } from '../services/cpd-codes';
import { certificatePdf } from '../services/cpd-pdf';

// Certificates of attendance (docs/rules/cpd-portfolio.md): anyone verifies one by its code; its
// PDF is for the member it names and the event's organiser.

const NOT_FOUND = 'Certificado não encontrado.';
const ONLY_HOLDER = 'Só a pessoa do certificado e quem organizou o evento podem descarregá-lo.';
const REVOKED = 'Este certificado foi revogado.';

export const certificateRoutes = new Hono<AppEnv>()
  .get('/:code', async (c) => {
    const code = c.req.param('code').toLowerCase();
    const found = isCodeShaped(code) ? await getCertificate(c.var.scope.db.read, code) : null;
    c.header('X-Robots-Tag', 'noindex');
    c.header('Cache-Control', 'no-store');
    if (!found) throw notFound(NOT_FOUND);
    return c.json<Certificate>(found.certificate);
  })
  .get('/:code/pdf', requireMember, async (c) => {
    const code = c.req.param('code').toLowerCase();
    const found = await alongsideSessionCheck(c, async () => (isCodeShaped(code) ? getCertificate(c.var.scope.db.read, code) : null));
    if (!found) throw notFound(NOT_FOUND);
    if (found.userId !== currentUserId(c) && found.organizerId !== currentUserId(c)) throw forbidden(ONLY_HOLDER);
    if (found.certificate.status === 'revoked') throw conflict(REVOKED);
    const pdf = await certificatePdf(found.certificate, `${c.var.scope.config.publicUrl}${certificatePath(code)}`);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="certificado-${code}.pdf"`);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(pdf as Uint8Array<ArrayBuffer>);
  });
