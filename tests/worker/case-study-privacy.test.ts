import { describe, expect, it } from 'vitest';
import { articleInput, LONG_TEXT } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { env } from './helpers';

// A case study's privacy review at publish (docs/rules/patient-privacy.md): what may identify a
// patient is refused with 422 and the findings until each is replaced or acknowledged by its text;
// the acknowledgements are stored with the case study; a changed text is reviewed again.

const IDENTIFYING = `<p>${LONG_TEXT}</p><p>A D. Amélia Gomes, de 93 anos, NIF 125494580, vive no Lar Nossa Senhora da Paz.</p>`;
const MESSAGE = 'O texto pode identificar o utente. Substitua o que está assinalado ou confirme, um a um, que pode ficar.';

const caseStudy = async (overrides: Record<string, unknown> = {}) => articleInput({ categoryId: await categoryId(), type: 'CASE_STUDY', patientConsent: true, content: IDENTIFYING, ...overrides });
const stored = async (id: number) => (await env.DB.prepare('SELECT privacy_acknowledged AS acknowledged FROM articles WHERE id = ?').bind(id).first<{ acknowledged: string | null }>())?.acknowledged;

describe('publishing a case study that may identify its patient', () => {
  it('answers 422 with each finding, its field, position and suggestion, and writes nothing', async () => {
    const author = await createMember();
    const before = await countRows('articles');
    const refused = await author.client.post('/api/articles', await caseStudy({ title: 'O caso da Sra. Rosário' }));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(MESSAGE);
    expect(refused.body.findings.map(({ field, kind, text }: { field: string; kind: string; text: string }) => [field, kind, text])).toEqual([
      ['title', 'name', 'Rosário'],
      ['content', 'name', 'Amélia Gomes'],
      ['content', 'age', '93 anos'],
      ['content', 'nif', '125494580'],
      ['content', 'place', 'Lar Nossa Senhora da Paz'],
    ]);
    expect(refused.body.findings[0]).toMatchObject({ start: 15, end: 22, suggestion: '[NOME]' });
    expect(await countRows('articles')).toBe(before);
  });

  it('publishes once every finding is acknowledged by its text, and stores the acknowledgements', async () => {
    const author = await createMember();
    const partly = await author.client.post('/api/articles', await caseStudy({ privacyAcknowledged: ['Amélia Gomes', '93 anos'] }));
    expect(partly.status).toBe(422);
    expect(partly.body.findings.map((finding: { text: string }) => finding.text)).toEqual(['125494580', 'Lar Nossa Senhora da Paz']);

    const acknowledged = ['Amélia Gomes', '93 anos', '125494580', 'Lar Nossa Senhora da Paz', 'nada disto está no texto'];
    const published = await author.client.post('/api/articles', await caseStudy({ privacyAcknowledged: acknowledged }));
    expect(published.status).toBe(201);
    expect(published.body).not.toHaveProperty('privacyAcknowledged');
    expect(JSON.parse((await stored(published.body.id))!)).toEqual(['Amélia Gomes', '93 anos', '125494580', 'Lar Nossa Senhora da Paz']);
  });

  it('publishes a case study with nothing identifying at once, and checks only case studies', async () => {
    const author = await createMember();
    const plain = await author.client.post('/api/articles', await caseStudy({ content: `<p>${LONG_TEXT} A utente, de 78 anos, melhorou de 4,2 para 7,5 na COPM.</p>` }));
    expect(plain.status).toBe(201);
    expect(JSON.parse((await stored(plain.body.id))!)).toEqual([]);
    const article = await author.client.post('/api/articles', await caseStudy({ type: 'ARTICLE', patientConsent: undefined }));
    expect(article.status).toBe(201);
    expect(await stored(article.body.id)).toBeNull();
  });

  it('reviews a changed text again: a new finding must be acknowledged, the ones kept stay acknowledged', async () => {
    const author = await createMember();
    const published = await author.client.post('/api/articles', await caseStudy({ privacyAcknowledged: ['Amélia Gomes', '93 anos', '125494580', 'Lar Nossa Senhora da Paz'] }));
    const id = published.body.id;
    const changed = `${IDENTIFYING}<p>A filha atende no 912 345 678.</p>`;
    const refused = await author.client.patch(`/api/articles/${id}`, { content: changed });
    expect(refused.status).toBe(422);
    expect(refused.body.findings.map((finding: { text: string }) => finding.text)).toEqual(['912 345 678']);
    expect((await env.DB.prepare('SELECT content FROM articles WHERE id = ?').bind(id).first<{ content: string }>())?.content).not.toContain('912');

    expect((await author.client.patch(`/api/articles/${id}`, { content: changed, privacyAcknowledged: ['912 345 678'] })).status).toBe(200);
    expect(JSON.parse((await stored(id))!)).toEqual(['Amélia Gomes', '93 anos', '125494580', 'Lar Nossa Senhora da Paz', '912 345 678']);

    // Replacing the identifiers leaves nothing to acknowledge, and the stored list follows the text.
    const replaced = `<p>${LONG_TEXT}</p><p>A D. [NOME], com mais de 89 anos, vive num lar.</p>`;
    expect((await author.client.patch(`/api/articles/${id}`, { content: replaced })).status).toBe(200);
    expect(JSON.parse((await stored(id))!)).toEqual([]);
  });

  it('reviews an article that becomes a case study, and a title changed on its own', async () => {
    const author = await createMember();
    const article = await author.client.post('/api/articles', await caseStudy({ type: 'ARTICLE', patientConsent: undefined }));
    const turned = await author.client.patch(`/api/articles/${article.body.id}`, { type: 'CASE_STUDY', patientConsent: true });
    expect(turned.status).toBe(422);
    expect(turned.body.findings).toHaveLength(4);
    expect((await env.DB.prepare('SELECT type FROM articles WHERE id = ?').bind(article.body.id).first<{ type: string }>())?.type).toBe('ARTICLE');

    const plain = await author.client.post('/api/articles', await caseStudy({ content: `<p>${LONG_TEXT}</p>` }));
    const retitled = await author.client.patch(`/api/articles/${plain.body.id}`, { title: 'Reabilitação do Sr. Armando Ribeiro' });
    expect(retitled).toMatchObject({ status: 422, body: { findings: [{ field: 'title', kind: 'name', text: 'Armando Ribeiro' }] } });
  });

  it('shows moderators what the author acknowledged when the case study is reported', async () => {
    const author = await createMember();
    const acknowledged = ['Amélia Gomes', '93 anos', '125494580', 'Lar Nossa Senhora da Paz'];
    const published = await author.client.post('/api/articles', await caseStudy({ privacyAcknowledged: acknowledged }));
    const reader = await createMember();
    expect((await reader.client.post('/api/reports', { targetType: 'article', targetId: published.body.id, reason: 'dados-de-doente' })).status).toBe(201);
    const moderator = await createMember({ role: 'moderator' });
    const queue = await moderator.client.get('/api/moderation/reports?limit=100');
    const entry = (queue.body as { targetType: string; targetId: number; target: { privacyAcknowledged: string[] } }[]).find(
      (item) => item.targetType === 'article' && item.targetId === published.body.id,
    );
    expect(entry?.target.privacyAcknowledged).toEqual(acknowledged);
  });

  it('refuses acknowledgements that are not a list of short texts, with 400', async () => {
    const author = await createMember();
    for (const [privacyAcknowledged, message] of [
      ['Amélia Gomes', 'As confirmações devem ser uma lista.'],
      [[1], 'Cada confirmação deve ser texto.'],
      [['x'.repeat(201)], 'Cada confirmação deve ter no máximo 200 caracteres.'],
      [Array.from({ length: 101 }, (_, index) => `texto ${index}`), 'No máximo 100 confirmações.'],
    ] as const) {
      const refused = await author.client.post('/api/articles', await caseStudy({ privacyAcknowledged }));
      expect(refused.status, message).toBe(400);
      expect(Object.values(refused.body.errors ?? {}).concat(refused.body.message)).toContain(message);
    }
  });
});
