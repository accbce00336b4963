// Turns the small text format of the demo content into the HTML the sanitiser would keep
// (p, h2, h3, ul, li, strong, em) and into the plain text stored for full-text search.

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const inlineHtml = (text) =>
  escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>');

const inlineText = (text) => text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\*(.+?)\*/g, '$1');

function parseBlocks(body) {
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .map((block) => {
      if (block.startsWith('### ')) return { tag: 'h3', text: block.slice(4) };
      if (block.startsWith('## ')) return { tag: 'h2', text: block.slice(3) };
      if (block.startsWith('- ')) return { tag: 'ul', items: block.split('\n').map((line) => line.replace(/^- /, '').trim()) };
      return { tag: 'p', text: block.replace(/\s*\n\s*/g, ' ') };
    });
}

/** `{ html, text }` of a body written in the demo's text format. */
export function renderBody(body) {
  const blocks = parseBlocks(body);
  const html = blocks
    .map((block) => (block.tag === 'ul' ? `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>` : `<${block.tag}>${inlineHtml(block.text)}</${block.tag}>`))
    .join('');
  const text = blocks.map((block) => (block.tag === 'ul' ? block.items.map(inlineText).join('\n') : inlineText(block.text))).join('\n');
  return { html, text };
}
