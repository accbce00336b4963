import { consumePdfTexts, type PdfTextBindings } from './read';

/*
 * The PDF text Worker (docs/rules/pdf-text.md, decision 079): the consumer of PDF_TEXT_QUEUE, which
 * the portal's Worker feeds when an article or a protocol is published with a PDF or changes its
 * PDF. A Worker of its own, so that pdf.js (about half a megabyte gzipped) never weighs on the
 * portal's bundle or its cold starts. It answers no request.
 */
export default {
  async queue(batch, bindings) {
    await consumePdfTexts(batch, bindings);
  },
} satisfies ExportedHandler<PdfTextBindings>;
