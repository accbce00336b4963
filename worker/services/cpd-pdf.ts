import { CPD_KINDS, CPD_KIND_LABELS, formatHours, quarterHoursOf, type Certificate, type CpdEntry } from '#contract/cpd-types';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { encode } from 'uqr';
import { htmlToText } from './html';

// The PDFs of the CPD portfolio (docs/rules/cpd-portfolio.md): the record of a year and the
// certificate of attendance, in European Portuguese, made with pdf-lib's standard fonts (WinAnsi,
// which holds every Portuguese letter; anything it lacks is written as '?'). Written without object
// streams, so that every page's text can be read back from the file (tests/worker/cpd-pdf-text.ts).

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
const ACCENT = rgb(0.05, 0.39, 0.45);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The code points the fonts can write. */
  characters: Set<number>;
}

async function newDocument(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(title);
  doc.setLanguage('pt-PT');
  doc.setAuthor('Rede TO');
  doc.setCreator('Rede TO');
  doc.setProducer('Rede TO');
  return { doc, fonts: { regular, bold, characters: new Set(regular.getCharacterSet()) } };
}

/** The text with what WinAnsi cannot write replaced: line breaks and tabs as spaces, other characters as '?'. */
function writable(fonts: Fonts, text: string): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n\u2028\u2029]+/g, ' ')) out += fonts.characters.has(char.codePointAt(0)!) ? char : '?';
  return out;
}

/**
 * Splits the text into lines no wider than `width`; a word wider than a line is cut. Each word is
 * measured once and a line's width is the sum of its words' and spaces' (the standard fonts have no
 * kerning), so a long reflection costs its length, not its length times its lines.
 */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ').filter(Boolean)) {
    const wordWidth = font.widthOfTextAtSize(word, size);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    let restWidth = wordWidth;
    while (restWidth > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      restWidth = font.widthOfTextAtSize(rest, size);
    }
    line = rest;
    lineWidth = restWidth;
  }
  if (line) lines.push(line);
  return lines;
}

/** A day `YYYY-MM-DD` as Portugal writes it: 15/03/2026. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** An instant's day and time in Lisbon: '15 de março de 2026, 10:00'. */
const lisbonDateTime = (instant: string) => new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', dateStyle: 'long', timeStyle: 'short' }).format(new Date(instant));
const lisbonDate = (instant: string) => new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', dateStyle: 'long' }).format(new Date(instant));

/** Writes page after page from the top, adding a page when one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** A paragraph, wrapped to the page's width (from `indent`). */
  text(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; after?: number } = {}) {
    const { size = 10, bold = false, color = INK, indent = 0, after = 4 } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(font, size, writable(this.fonts, text), A4[0] - 2 * MARGIN - indent)) {
      this.room(size * 1.4);
      this.y -= size * 1.25;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= after;
  }

  /** A row of columns (x from the margin, each wrapped to its width), as tall as its tallest cell. */
  row(cells: { text: string; x: number; width: number; bold?: boolean }[], size = 9.5) {
    const wrapped = cells.map((cell) => wrap(cell.bold ? this.fonts.bold : this.fonts.regular, size, writable(this.fonts, cell.text), cell.width));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * size * 1.3;
    this.room(height + 4);
    wrapped.forEach((lines, index) => {
      const cell = cells[index]!;
      lines.forEach((line, lineIndex) => {
        this.page.drawText(line, { x: MARGIN + cell.x, y: this.y - size * 1.2 - lineIndex * size * 1.3, size, font: cell.bold ? this.fonts.bold : this.fonts.regular, color: INK });
      });
    });
    this.y -= height + 3;
  }

  rule() {
    this.room(8);
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: MUTED });
    this.y -= 4;
  }
}

/** Writes 'Página n de m' and when the file was made at the foot of every page. */
function footers(doc: PDFDocument, fonts: Fonts, note: string) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = writable(fonts, `${note} · Página ${index + 1} de ${pages.length}`);
    page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8, font: fonts.regular, color: MUTED });
  });
}

export interface CpdReportInput {
  year: number;
  fullName: string;
  licenceNumber: string | null;
  targetHours: number;
  entries: CpdEntry[];
  reflections: boolean;
  now: Date;
}

/** The record of a year of the member's portfolio: who, the year's total against the target, hours by kind, every entry (and its reflection, when asked). */
export async function cpdReportPdf(input: CpdReportInput): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(`Registo de DPC ${input.year} - ${input.fullName}`);
  const out = new Writer(doc, fonts);
  out.text('Rede TO', { size: 11, bold: true, color: ACCENT, after: 2 });
  out.text(`Registo de desenvolvimento profissional contínuo (DPC) de ${input.year}`, { size: 16, bold: true, after: 10 });
  out.text(`Nome: ${input.fullName}`, { size: 11 });
  out.text(input.licenceNumber ? `Cédula profissional n.º ${input.licenceNumber} (verificada pela Rede TO)` : 'Cédula profissional: não verificada pela Rede TO', { size: 11, after: 10 });
  // Sums of whole quarter hours: exact.
  const quarters = (entries: CpdEntry[]) => entries.reduce((sum, entry) => sum + quarterHoursOf(entry.hours), 0);
  const total = quarters(input.entries) / 4;
  out.text(`Total do ano: ${formatHours(total)} (meta anual: ${formatHours(input.targetHours)})`, { size: 12, bold: true, after: 8 });
  out.text('Horas por tipo de atividade', { size: 11, bold: true });
  for (const kind of CPD_KINDS) {
    const hours = quarters(input.entries.filter((entry) => entry.kind === kind)) / 4;
    if (hours > 0) out.text(`${CPD_KIND_LABELS[kind]}: ${formatHours(hours)}`, { indent: 12, after: 1 });
  }
  out.y -= 10;
  out.text(`Atividades (${input.entries.length})`, { size: 11, bold: true });
  if (input.entries.length === 0) out.text('Sem atividades registadas neste ano.');
  const columns = { date: 0, title: 62, kind: 330, hours: 420 };
  out.row(
    [
      { text: 'Data', x: columns.date, width: 58, bold: true },
      { text: 'Atividade', x: columns.title, width: 262, bold: true },
      { text: 'Tipo', x: columns.kind, width: 86, bold: true },
      { text: 'Horas', x: columns.hours, width: 60, bold: true },
    ],
    9.5,
  );
  out.rule();
  for (const entry of input.entries) {
    out.row([
      { text: dayText(entry.date), x: columns.date, width: 58 },
      { text: entry.title, x: columns.title, width: 262 },
      { text: CPD_KIND_LABELS[entry.kind], x: columns.kind, width: 86 },
      { text: formatHours(entry.hours), x: columns.hours, width: 60 },
    ]);
    if (entry.certificateCode) out.text(`Certificado de presença: ${entry.certificateCode}`, { size: 8.5, color: MUTED, indent: columns.title, after: 2 });
    if (input.reflections && entry.reflection) out.text(`Reflexão: ${htmlToText(entry.reflection)}`, { size: 9, color: MUTED, indent: columns.title, after: 4 });
  }
  footers(doc, fonts, `Gerado pela Rede TO em ${lisbonDate(input.now.toISOString())}`);
  return doc.save({ useObjectStreams: false });
}

/** The certificate of attendance: who attended which event, when, for how many hours, and where anyone can verify it (the address and its QR code). */
export async function certificatePdf(certificate: Certificate, verifyUrl: string): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(`Certificado de presença - ${certificate.eventTitle}`);
  const out = new Writer(doc, fonts);
  out.y -= 30;
  out.text('Rede TO', { size: 13, bold: true, color: ACCENT, after: 6 });
  out.text('Certificado de presença', { size: 24, bold: true, after: 24 });
  out.text('A Rede TO certifica que', { size: 12, after: 6 });
  out.text(certificate.memberName, { size: 18, bold: true, after: 10 });
  out.text(
    `esteve presente no evento «${certificate.eventTitle}», realizado a ${lisbonDateTime(certificate.eventDate)} e organizado por ${certificate.organizerName}, com ${formatHours(certificate.hours)} de formação (desenvolvimento profissional contínuo).`,
    { size: 12, after: 20 },
  );
  out.text(`Emitido a ${lisbonDate(certificate.issuedAt)}.`, { size: 11 });
  out.text(`Código do certificado: ${certificate.code}`, { size: 11, after: 20 });
  out.text('Qualquer pessoa pode confirmar este certificado, sem iniciar sessão, em:', { size: 10 });
  out.text(verifyUrl, { size: 10, bold: true, color: ACCENT, after: 12 });
  // The same address as a QR code, one square per dark module.
  const qr = encode(verifyUrl, { ecc: 'M', border: 0 });
  const module = 3;
  const top = out.y - 8;
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) out.page.drawRectangle({ x: MARGIN + x * module, y: top - (y + 1) * module, width: module, height: module, color: INK });
    }),
  );
  footers(doc, fonts, 'Certificado emitido pela Rede TO');
  return doc.save({ useObjectStreams: false });
}
