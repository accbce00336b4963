// The Worker `npm run bench:cpd-pdf` times the CPD portfolio's PDFs in: workerd's clock stands
// still while code runs, so the bench measures from outside, comparing `runs` records with none
// (scripts/bench/cpd-pdf.mjs).
import { certificatePdf, cpdReportPdf } from '../../worker/services/cpd-pdf.ts';

const KINDS = ['formacao', 'congresso', 'leitura', 'supervisao', 'investigacao', 'docencia', 'outro', 'evento'];
const REFLECTION =
  '<p>O que aprendi muda a forma como avalio o desempenho ocupacional das crianças com perturbação do desenvolvimento da coordenação: passo a observar a tarefa em contexto e a envolver a família na escolha dos objetivos.</p>';

/** A year of `count` entries, every one with a reflection. */
const entries = (count) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    date: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    title: `Formação contínua n.º ${index + 1}: intervenção centrada na ocupação em contexto comunitário`,
    kind: KINDS[index % KINDS.length],
    hours: ((index % 16) + 1) / 4,
    reflection: REFLECTION,
    evidenceUrl: null,
    eventId: null,
    certificateCode: index % 8 === 7 ? 'abcdefghijklmnopqrstuvwxyz' : null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
  }));

const CERTIFICATE = {
  code: 'abcdefghijklmnopqrstuvwx23',
  memberName: 'Inês Conceição Araújo',
  eventTitle: 'Jornadas de Terapia Ocupacional em Saúde Mental',
  eventDate: '2026-10-15T09:00:00.000Z',
  hours: 3.5,
  organizerName: 'Associação de Terapeutas Ocupacionais',
  issuedAt: '2026-10-15T13:00:00.000Z',
  status: 'valid',
};

export default {
  async fetch(request) {
    const url = new URL(request.url);
    const runs = Number(url.searchParams.get('runs') ?? 1);
    const kind = url.searchParams.get('kind') ?? 'report';
    const year = entries(Number(url.searchParams.get('entries') ?? 100));
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const pdf =
        kind === 'certificate'
          ? await certificatePdf(CERTIFICATE, 'https://rede-to.pt/certificados/abcdefghijklmnopqrstuvwx23')
          : await cpdReportPdf({ year: 2026, fullName: 'Inês Conceição Araújo', licenceNumber: 'C-012345', targetHours: 40, entries: year, reflections: true, now: new Date() });
      bytes = pdf.byteLength;
    }
    return Response.json({ runs, bytes });
  },
};
