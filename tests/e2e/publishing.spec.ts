import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

// The portal runs in workerd on a small shared machine: sign-in (password hashing) and first
// loads can take several seconds there.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 25_000 };

async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible(SLOW);
  if (description) await expect(page.getByText(description, { exact: true })).toBeVisible();
}

/** A minimal but valid one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function chooseFirstCategory(scope: Page | Locator) {
  const select = scope.getByLabel('Categoria');
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

/** The writer's page asks before it publishes: 'Publicar' (or 'Publicar alterações'), then 'Confirmar e publicar'. */
async function publishFromWriter(page: Page, button = 'Publicar') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Publicar / })).toBeFocused();
  await page.getByRole('button', { name: 'Confirmar e publicar' }).click();
}

test('writes an article with the rich-text editor on its page, after showing the validation texts', async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Novo artigo', exact: true }).click();
  await expect(page).toHaveURL(/\/criar-artigo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo artigo' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expectToast(page, 'Reveja o formulário', 'Há campos por preencher ou corrigir antes de publicar.');
  await expect(page.getByText('O título deve ter pelo menos 5 caracteres.')).toBeVisible();
  await expect(page.getByText('O resumo deve ter pelo menos 10 caracteres.')).toBeVisible();
  await expect(page.getByText('O conteúdo deve ter pelo menos 50 caracteres.')).toBeVisible();
  await expect(page.getByText('Selecione uma categoria.')).toBeVisible();

  const title = `Integração sensorial na sala de aula ${Date.now()}`;
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumo').fill('Estratégias simples para professores e terapeutas.');
  await editor.click();
  await page.getByRole('button', { name: 'Título de secção' }).click();
  await page.keyboard.type('Estratégias');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('Pausas sensoriais');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type(' ajudam a regular a atenção ao longo do dia escolar.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista com marcas' }).click();
  await page.keyboard.type('Cadeira com almofada de ar');
  await chooseFirstCategory(page);
  await page.getByLabel('Tipo de conteúdo').selectOption({ label: 'Investigação' });
  await expect(page.getByText('1 min de leitura')).toBeVisible();
  await publishFromWriter(page);

  await expectToast(page, 'Artigo publicado', 'O seu artigo foi publicado com sucesso.');
  await expect(page).toHaveURL(/\/articles\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = await (await page.request.get(`/api${new URL(page.url()).pathname}`)).json();
  expect(article).toMatchObject({ title, type: 'RESEARCH', readTime: 1 });
  expect(article.content).toContain('<h2>Estratégias</h2>');
  expect(article.content).toContain('<strong>Pausas sensoriais</strong>');
  expect(article.content).toMatch(/<ul><li><p>Cadeira com almofada de ar<\/p><\/li><\/ul>/);
});

test("edits an own article from the profile on its writer's page", async ({ page }) => {
  await registerMember(page.request);
  const categories = await (await page.request.get('/api/categories')).json();
  const created = await page.request.post('/api/articles', {
    data: {
      title: 'Primeira versão do artigo',
      summary: 'Um resumo com mais de dez caracteres.',
      content: '<p>Conteúdo original com mais de cinquenta caracteres para o mínimo exigido.</p>',
      categoryId: categories[0].id,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto('/profile');
  const mine = page.getByRole('region', { name: 'Os meus artigos' });
  await mine.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/artigos/${id}/editar$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar artigo' })).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Primeira versão do artigo');
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toContainText('Conteúdo original');
  await expect(page.getByLabel('Categoria')).toHaveValue(String(categories[0].id));
  await expectAccessible(page);

  // Links: only web and e-mail addresses are accepted.
  await editor.getByText('Conteúdo original').click({ clickCount: 3 });
  page.once('dialog', (prompt) => prompt.accept('javascript:alert(1)'));
  await page.getByRole('button', { name: 'Ligação' }).click();
  await expectToast(page, 'Ligação inválida', 'Use um endereço que comece por http://, https:// ou mailto:');
  page.once('dialog', (prompt) => prompt.accept('https://www.exemplo.pt/guia'));
  await page.getByRole('button', { name: 'Ligação' }).click();
  await expect(editor.getByRole('link')).toHaveAttribute('href', 'https://www.exemplo.pt/guia');
  await page.getByLabel('Título', { exact: true }).fill('Segunda versão do artigo');
  await publishFromWriter(page, 'Publicar alterações');
  await expectToast(page, 'Artigo atualizado');
  await expect(page).toHaveURL(new RegExp(`/articles/${id}$`), SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Segunda versão do artigo' })).toBeVisible();
  const article = await (await page.request.get(`/api/articles/${id}`)).json();
  expect(article.title).toBe('Segunda versão do artigo');
  expect(article.content).toContain('Conteúdo original');
  expect(article.content).toContain('href="https://www.exemplo.pt/guia"');
  expect(article.content).not.toContain('javascript:');
});

test('writes a protocol with a PDF, shown with its name and size, that a member can then open', async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/criar-protocolo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo protocolo' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Conteúdo' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).click();
  await page.getByLabel('Ficheiro PDF (opcional)').setInputFiles({ name: 'protocolo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectToast(page, 'Ficheiro carregado', 'PDF carregado com sucesso!');
  // Named by the file input, which says what was chosen, and by the attachment beside its size.
  await expect(page.getByText('protocolo.pdf', { exact: true })).toHaveCount(2);
  await expect(page.getByText('PDF · 1 KB')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir o PDF' })).toHaveAttribute('href', /^\/api\/files\/.+\.pdf$/);

  const title = `Protocolo de avaliação da mão ${Date.now()}`;
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumo').fill('Avaliação funcional da mão após lesão.');
  await page.getByRole('textbox', { name: 'Conteúdo' }).click();
  await page.keyboard.type('Passo um: observar a postura da mão em repouso. Passo dois: medir a amplitude de movimento. Passo três: registar a força de preensão.');
  await chooseFirstCategory(page);
  await publishFromWriter(page);
  await expectToast(page, 'Protocolo publicado', 'O seu protocolo foi publicado com sucesso.');
  await expect(page).toHaveURL(/\/protocols\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();

  const me = await (await page.request.get('/api/me')).json();
  const [protocol] = await (await page.request.get(`/api/protocols?authorId=${me.id}`)).json();
  expect(protocol.title).toBe(title);
  expect(protocol.pdfUrl).toMatch(/^\/api\/files\//);
  const pdf = await page.request.get(protocol.pdfUrl);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test("the profile's buttons lead to the pages where each kind is written", async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/profile');
  const pages = [
    ['Os meus artigos', 'Novo artigo', '/criar-artigo', 'Novo artigo'],
    ['Os meus protocolos', 'Novo protocolo', '/criar-protocolo', 'Novo protocolo'],
    ['Os meus eventos', 'Novo evento', '/criar-evento', 'Publicar evento'],
    ['As minhas oportunidades', 'Nova oportunidade', '/criar-oportunidade', 'Publicar oportunidade'],
    ['Os meus voluntariados', 'Novo voluntariado', '/criar-voluntariado', 'Publicar voluntariado'],
  ] as const;
  for (const [section, link, path] of pages) {
    await expect(page.getByRole('region', { name: section }).getByRole('link', { name: link, exact: true })).toHaveAttribute('href', path);
  }
  for (const [section, link, path, heading] of pages) {
    await page.goto('/profile');
    await page.getByRole('region', { name: section }).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  // An offer's own checks, on its page.
  await page.getByLabel('Título', { exact: true }).fill(`Apoio a idosos isolados ${Date.now()}`);
  await page.getByLabel('Organização').fill('Associação Vizinhos');
  await page.getByLabel('Localização').fill('Faro');
  await page.getByLabel('Descrição').fill('Visitas semanais a idosos que vivem sozinhos.');
  await page.getByLabel('E-mail de contacto').fill('nao-e-um-email');
  await page.getByRole('button', { name: 'Publicar voluntariado' }).click();
  await expect(page.getByText('E-mail de contacto inválido')).toBeVisible();
});

test('the create pages publish and open the new item', async ({ page }) => {
  await registerMember(page.request);
  const stamp = Date.now();

  await page.goto('/criar-evento');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar evento' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`Conferência de reabilitação ${stamp}`);
  await page.getByLabel('Tipo de evento').fill('Conferência');
  await page.getByLabel('Data e hora').fill('2030-10-02T09:00');
  await page.getByLabel('Local').fill('Lisboa');
  await page.getByLabel('Número máximo de participantes (opcional)').fill('40');
  await page.getByLabel('Descrição').fill('Dois dias de partilha de prática clínica em reabilitação.');
  await page.getByRole('button', { name: 'Publicar evento' }).click();
  await expect(page).toHaveURL(/\/eventos\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: `Conferência de reabilitação ${stamp}` })).toBeVisible();

  await page.goto('/criar-oportunidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar oportunidade' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`Vaga em saúde mental ${stamp}`);
  await page.getByLabel('Empresa ou instituição').fill('Hospital do Norte');
  await page.getByLabel('Localização').fill('Porto');
  await page.getByLabel('Descrição').fill('Integração em equipa multidisciplinar de psiquiatria.');
  await page.getByLabel('E-mail de contacto').fill('vagas@hnorte.pt');
  await page.getByLabel('Mínimo (€ por mês)').fill('1400');
  await page.getByLabel('Máximo (€ por mês)').fill('1700');
  await page.getByRole('button', { name: 'Publicar oportunidade' }).click();
  await expect(page).toHaveURL(/\/oportunidades\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: `Vaga em saúde mental ${stamp}` })).toBeVisible();

  await page.goto('/criar-voluntariado');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar voluntariado' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`Oficinas de jardinagem ${stamp}`);
  await page.getByLabel('Organização').fill('Horta Comunitária');
  await page.getByLabel('Localização').fill('Setúbal');
  await page.getByLabel('Descrição').fill('Oficinas terapêuticas de jardinagem para adultos.');
  await page.getByLabel('E-mail de contacto').fill('horta@exemplo.pt');
  await page.getByRole('button', { name: 'Publicar voluntariado' }).click();
  await expect(page).toHaveURL(/\/voluntariado\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: `Oficinas de jardinagem ${stamp}` })).toBeVisible();
});

test('the create pages send visitors to sign in first', async ({ page }) => {
  for (const path of ['/criar-oportunidade', '/criar-voluntariado', '/criar-artigo', '/criar-protocolo', '/artigos/1/editar']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
});
