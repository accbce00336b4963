// docs/rules/language-and-search.md: every text is European Portuguese. Renders every screen the Worker draws,
// as a visitor and as a member, with content of every kind (a full event, both job types, a like, a
// comment), and fails on any Brazilian form of tests/brazilian-forms.mjs in what the page shows:
// its text, its title and the labels read aloud or shown in fields (aria-label, title, alt,
// placeholder). The source files' texts are scanned by tests/ops/european-portuguese.test.mjs.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bindings } from '../../worker/env';
import { brazilianForms } from '../brazilian-forms.mjs';
import { eventInput, insertRows, opportunityInput, volunteeringInput } from './content-fixtures';
import { categoryId, createMember } from './fixtures';
import { answerWith, env, ORIGIN } from './helpers';

// index.html reduced to what the Worker relies on, as in pages.test.ts.
const SHELL = `<!doctype html><html lang="pt-PT"><head><title>Rede TO</title></head><body><div id="root"><header>Rede TO</header></div><!--/root--><script type="module" src="/assets/index.js"></script></body></html>`;

function bindings(): Bindings {
  const assets = {
    async fetch(input: RequestInfo | URL) {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.pathname === '/route-chunks.json') return Response.json({});
      return new Response(SHELL, { headers: { 'Content-Type': 'text/html' } });
    },
  };
  return { ...env, ASSETS: assets } as unknown as Bindings;
}

async function render(path: string, cookie?: string): Promise<string> {
  const ctx = createExecutionContext();
  const headers = new Headers();
  if (cookie) headers.set('Cookie', cookie);
  const response = await answerWith(new Request(`${ORIGIN}${path}`, { headers }), bindings(), ctx);
  await waitOnExecutionContext(ctx);
  return response.text();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name!.toLowerCase()] ?? whole),
  );

/** What a page shows or reads aloud: its text (scripts and their data left out) and its labelling attributes. */
export function shownText(html: string): string {
  const page = html.replace(/<script\b[\s\S]*?<\/script>/gi, '\n').replace(/<style\b[\s\S]*?<\/style>/gi, '\n');
  const labels = [...page.matchAll(/\s(?:aria-label|aria-description|aria-valuetext|title|alt|placeholder)="([^"]*)"/gi)].map((match) => match[1]);
  return decode([page.replace(/<[^>]*>/g, '\n'), ...labels].join('\n'));
}

describe('European Portuguese on every page the Worker renders (docs/rules/language-and-search.md)', () => {
  beforeAll(() => render('/about'), 120_000);

  it('finds a Brazilian form in a page, in its text or in a label', () => {
    expect(brazilianForms(shownText('<main><p>Você precisa estar <b>logado</b></p></main>')).map((found) => found.match)).toEqual(['Você', 'logado']);
    expect(brazilianForms(shownText('<button aria-label="Curtir este artigo">♥</button>')).map((found) => found.match)).toEqual(['Curtir']);
    expect(brazilianForms(shownText('<p>Inicie sessão para aceder ao seu perfil.</p><script>const x = "Você";</script>'))).toEqual([]);
  });

  it('shows no Brazilian form to a visitor or a member, on any screen', async () => {
    const author = await createMember({ fullName: 'Autora Lusitana', specialty: 'Pediatria', location: 'Braga' });
    const reader = await createMember({ fullName: 'Leitor Atento' });
    const category = await categoryId('Pediatria');
    const [articleId] = await insertRows('articles', author.id, [{ title: 'Rotinas sensoriais no recreio', categoryId: category }]);
    const [protocolId] = await insertRows('protocols', author.id, [{ title: 'Protocolo de avaliação sensorial', categoryId: category }]);
    const event = await author.client.post('/api/events', eventInput({ maxParticipants: 1 }));
    const eventId = (event.body as { id: number }).id;
    const opportunities = await Promise.all(['parttime', 'fulltime'].map((type) => author.client.post('/api/opportunities', opportunityInput({ type }))));
    const offer = await author.client.post('/api/volunteering', volunteeringInput());
    // The event is full (its one place taken), the article is liked and commented.
    const interactions = await Promise.all([
      reader.client.post(`/api/events/${eventId}/register`, {}),
      reader.client.post(`/api/articles/${articleId}/like`, {}),
      reader.client.post('/api/comments', { content: 'Muito útil para a minha prática.', articleId }),
    ]);
    expect([event, ...opportunities, offer, ...interactions].map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 200, 201]);

    const paths = [
      '/',
      '/articles',
      '/articles?category=Pediatria&type=CASE_STUDY&q=rotinas',
      '/articles?q=nada-por-aqui',
      `/articles/${articleId}`,
      '/articles/999999999',
      '/protocols',
      '/protocols?validated=1&q=nada-por-aqui',
      `/protocols/${protocolId}`,
      '/eventos',
      '/eventos?q=nada-por-aqui',
      `/eventos/${eventId}`,
      '/eventos/999999999',
      '/oportunidades',
      ...opportunities.map((response) => `/oportunidades/${(response.body as { id: number }).id}`),
      '/oportunidades/999999999',
      '/voluntariado',
      `/voluntariado/${(offer.body as { id: number }).id}`,
      '/voluntariado/999999999',
      '/members',
      '/members?q=nada-por-aqui',
      `/members/${author.id}`,
      '/members/999999999',
      '/search',
      '/search?q=rotinas',
      '/search?q=nada-por-aqui',
      '/search?q=protocolo&category=articles',
      '/about',
      '/how-it-works',
      '/privacy',
      '/terms',
      '/cookies',
      '/nao-existe',
    ];
    const found: string[] = [];
    const shown: string[] = [];
    for (const [who, cookie] of [
      ['visitor', undefined],
      ['member', reader.client.cookie],
    ] as const) {
      for (const path of paths) {
        const html = await render(path, cookie);
        expect(html, `${who} ${path}`).toContain('data-ssr');
        shown.push(`${who}\n${shownText(html)}`);
        for (const { form, match, ptPT } of brazilianForms(shownText(html))) found.push(`${who} ${path}: "${match}" (${form}; pt-PT: ${ptPT})`);
      }
    }
    expect(found).toEqual([]);
    // The pages did show the texts that once were Brazilian, now in pt-PT.
    const all = shown.join('\n');
    for (const text of ['Registar', 'O meu perfil', 'Tempo parcial', 'Tempo inteiro', 'Esgotado', 'Gostou', 'Protocolos partilhados']) expect(all, text).toContain(text);
  }, 180_000);
});
