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

async function openProfileDialog(page: Page, button: string, title: string): Promise<Locator> {
  await page.goto('/profile');
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseFirstCategory(dialog: Locator) {
  const select = dialog.getByLabel('Categoria');
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

test('creates an article with the rich-text editor, after showing the validation texts', async ({ page }) => {
  await registerMember(page.request);
  const dialog = await openProfileDialog(page, 'Novo Artigo', 'Novo Artigo');
  const editor = dialog.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Publicar Artigo' }).click();
  await expect(dialog.getByText('O título deve ter pelo menos 5 caracteres.')).toBeVisible();
  await expect(dialog.getByText('O resumo deve ter pelo menos 10 caracteres.')).toBeVisible();
  await expect(dialog.getByText('O conteúdo deve ter pelo menos 50 caracteres.')).toBeVisible();
  await expect(dialog.getByText('Selecione uma categoria.')).toBeVisible();

  const title = `Integração sensorial na sala de aula ${Date.now()}`;
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  await dialog.getByLabel('Resumo').fill('Estratégias simples para professores e terapeutas.');
  await editor.click();
  await dialog.getByRole('button', { name: 'Título de secção' }).click();
  await page.keyboard.type('Estratégias');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('Pausas sensoriais');
  await dialog.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type(' ajudam a regular a atenção ao longo do dia escolar.');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Lista com marcas' }).click();
  await page.keyboard.type('Cadeira com almofada de ar');
  await chooseFirstCategory(dialog);
  await dialog.getByLabel('Tipo de conteúdo').selectOption({ label: 'Estudo de Caso' });
  await dialog.getByLabel('Tempo de leitura (minutos)').fill('7');
  await dialog.getByRole('button', { name: 'Publicar Artigo' }).click();

  await expectToast(page, 'Artigo criado', 'O seu artigo foi publicado com sucesso.');
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('region', { name: 'Os Meus Artigos' });
  await expect(mine.getByRole('link', { name: title })).toBeVisible();

  const href = await mine.getByRole('link', { name: title }).getAttribute('href');
  const article = await (await page.request.get(`/api/${href!.slice(1)}`)).json();
  expect(article).toMatchObject({ title, type: 'CASE_STUDY', readTime: 7 });
  expect(article.content).toContain('<h2>Estratégias</h2>');
  expect(article.content).toContain('<strong>Pausas sensoriais</strong>');
  expect(article.content).toMatch(/<ul><li><p>Cadeira com almofada de ar<\/p><\/li><\/ul>/);
});

test('edits an own article from the profile', async ({ page }) => {
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
  const mine = page.getByRole('region', { name: 'Os Meus Artigos' });
  await mine.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Artigo' });
  await expect(dialog.getByLabel('Título', { exact: true })).toHaveValue('Primeira versão do artigo');
  await expect(dialog.getByRole('textbox', { name: 'Conteúdo' })).toContainText('Conteúdo original');
  await expect(dialog.getByLabel('Categoria')).toHaveValue(String(categories[0].id));
  await expectAccessible(page);

  // Links: only web and e-mail addresses are accepted.
  await dialog.getByRole('textbox', { name: 'Conteúdo' }).getByText('Conteúdo original').click({ clickCount: 3 });
  page.once('dialog', (prompt) => prompt.accept('javascript:alert(1)'));
  await dialog.getByRole('button', { name: 'Ligação' }).click();
  await expectToast(page, 'Ligação inválida', 'Use um endereço que comece por http://, https:// ou mailto:');
  page.once('dialog', (prompt) => prompt.accept('https://www.exemplo.pt/guia'));
  await dialog.getByRole('button', { name: 'Ligação' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Conteúdo' }).getByRole('link')).toHaveAttribute('href', 'https://www.exemplo.pt/guia');
  await dialog.getByLabel('Título', { exact: true }).fill('Segunda versão do artigo');
  await dialog.getByRole('button', { name: 'Guardar Alterações' }).click();
  await expectToast(page, 'Artigo atualizado');
  await expect(dialog).toBeHidden();
  await expect(mine.getByRole('link', { name: 'Segunda versão do artigo' })).toBeVisible();
  const article = await (await page.request.get(`/api/articles/${id}`)).json();
  expect(article.title).toBe('Segunda versão do artigo');
  expect(article.content).toContain('Conteúdo original');
  expect(article.content).toContain('href="https://www.exemplo.pt/guia"');
  expect(article.content).not.toContain('javascript:');
});

test('creates a protocol with a PDF that a member can then open', async ({ page }) => {
  await registerMember(page.request);
  const dialog = await openProfileDialog(page, 'Novo Protocolo', 'Novo Protocolo');
  await expect(dialog.getByRole('textbox', { name: 'Conteúdo' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Ficheiro PDF (opcional)').setInputFiles({ name: 'protocolo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectToast(page, 'Ficheiro carregado', 'PDF carregado com sucesso!');
  await expect(dialog.getByRole('link', { name: 'PDF anexado' })).toBeVisible();

  const title = `Protocolo de avaliação da mão ${Date.now()}`;
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  await dialog.getByLabel('Resumo').fill('Avaliação funcional da mão após lesão.');
  await dialog.getByRole('textbox', { name: 'Conteúdo' }).click();
  await page.keyboard.type('Passo um: observar a postura da mão em repouso. Passo dois: medir a amplitude de movimento. Passo três: registar a força de preensão.');
  await chooseFirstCategory(dialog);
  await dialog.getByRole('button', { name: 'Publicar Protocolo' }).click();
  await expectToast(page, 'Protocolo criado', 'O seu protocolo foi publicado com sucesso.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Os Meus Protocolos' }).getByRole('link', { name: title })).toBeVisible();

  const me = await (await page.request.get('/api/me')).json();
  const [protocol] = await (await page.request.get(`/api/protocols?authorId=${me.id}`)).json();
  expect(protocol.title).toBe(title);
  expect(protocol.pdfUrl).toMatch(/^\/api\/files\//);
  const pdf = await page.request.get(protocol.pdfUrl);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('creates an event, an opportunity and a volunteering offer from the profile dialogs', async ({ page }) => {
  await registerMember(page.request);
  const stamp = Date.now();

  let dialog = await openProfileDialog(page, 'Novo Evento', 'Novo Evento');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Criar Evento' }).click();
  await expect(dialog.getByText('A data do evento é obrigatória.')).toBeVisible();
  await dialog.getByLabel('Título', { exact: true }).fill(`Workshop de ergonomia ${stamp}`);
  await dialog.getByLabel('Tipo de evento').fill('Workshop');
  await dialog.getByLabel('Data e hora').fill('2030-05-14T18:30');
  await dialog.getByLabel('Local').fill('Coimbra');
  await dialog.getByLabel('Descrição').fill('Sessão prática sobre ergonomia no posto de trabalho.');
  await dialog.getByRole('button', { name: 'Criar Evento' }).click();
  await expectToast(page, 'Evento criado');
  await expect(dialog).toBeHidden();
  const events = page.getByRole('region', { name: 'Os Meus Eventos' });
  await expect(events.getByRole('link', { name: `Workshop de ergonomia ${stamp}` })).toBeVisible();
  await expect(events.getByText('14 mai. 2030, 18:30 · Coimbra')).toBeVisible();

  await page.getByRole('button', { name: 'Nova Oportunidade', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Nova Oportunidade' });
  await expectAccessible(page);
  await dialog.getByLabel('Título', { exact: true }).fill(`Terapeuta ocupacional em pediatria ${stamp}`);
  await dialog.getByLabel('Empresa ou instituição').fill('Clínica Crescer');
  await dialog.getByLabel('Tipo de contrato').selectOption({ label: 'Tempo parcial' });
  await dialog.getByLabel('Localização').fill('Braga');
  await dialog.getByLabel('Descrição').fill('Procuramos terapeuta para intervenção precoce.');
  await dialog.getByLabel('E-mail de contacto').fill('nao-e-um-email');
  await dialog.getByRole('button', { name: 'Publicar Vaga' }).click();
  await expect(dialog.getByText('E-mail de contacto inválido')).toBeVisible();
  await dialog.getByLabel('E-mail de contacto').fill('rh@crescer.pt');
  await dialog.getByLabel('Data de expiração (opcional)').fill('2031-01-31');
  await dialog.getByRole('button', { name: 'Publicar Vaga' }).click();
  await expectToast(page, 'Oportunidade criada');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'As Minhas Oportunidades' }).getByText('Clínica Crescer · Braga')).toBeVisible();

  await page.getByRole('button', { name: 'Novo Voluntariado', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Novo Voluntariado' });
  await expectAccessible(page);
  await dialog.getByLabel('Título', { exact: true }).fill(`Apoio a idosos isolados ${stamp}`);
  await dialog.getByLabel('Organização').fill('Associação Vizinhos');
  await dialog.getByLabel('Localização').fill('Faro');
  await dialog.getByLabel('Descrição').fill('Visitas semanais a idosos que vivem sozinhos.');
  await dialog.getByLabel('E-mail de contacto').fill('geral@vizinhos.pt');
  await dialog.getByRole('button', { name: 'Publicar Voluntariado' }).click();
  await expectToast(page, 'Voluntariado criado');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Os Meus Voluntariados' }).getByText('Associação Vizinhos · Faro')).toBeVisible();

  const me = await (await page.request.get('/api/me')).json();
  const [opportunity] = await (await page.request.get(`/api/opportunities?authorId=${me.id}`)).json();
  expect(opportunity).toMatchObject({ company: 'Clínica Crescer', employmentType: 'parttime', contactEmail: 'rh@crescer.pt' });
  expect(opportunity.expiresAt.slice(0, 10)).toBe('2031-01-31');
});

test('the create pages publish and open the new item', async ({ page }) => {
  await registerMember(page.request);
  const stamp = Date.now();

  await page.goto('/criar-evento');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar Evento' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`Conferência de reabilitação ${stamp}`);
  await page.getByLabel('Tipo de evento').fill('Conferência');
  await page.getByLabel('Data e hora').fill('2030-10-02T09:00');
  await page.getByLabel('Local').fill('Lisboa');
  await page.getByLabel('Número máximo de participantes (opcional)').fill('40');
  await page.getByLabel('Descrição').fill('Dois dias de partilha de prática clínica em reabilitação.');
  await page.getByRole('button', { name: 'Criar Evento' }).click();
  await expect(page).toHaveURL(/\/eventos\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: `Conferência de reabilitação ${stamp}` })).toBeVisible();

  await page.goto('/criar-oportunidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar Vaga' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`Vaga em saúde mental ${stamp}`);
  await page.getByLabel('Empresa ou instituição').fill('Hospital do Norte');
  await page.getByLabel('Localização').fill('Porto');
  await page.getByLabel('Descrição').fill('Integração em equipa multidisciplinar de psiquiatria.');
  await page.getByLabel('E-mail de contacto').fill('vagas@hnorte.pt');
  await page.getByRole('button', { name: 'Publicar Vaga' }).click();
  await expect(page).toHaveURL(/\/oportunidades\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: `Vaga em saúde mental ${stamp}` })).toBeVisible();

  await page.goto('/criar-voluntariado');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar Voluntariado' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`Oficinas de jardinagem ${stamp}`);
  await page.getByLabel('Organização').fill('Horta Comunitária');
  await page.getByLabel('Localização').fill('Setúbal');
  await page.getByLabel('Descrição').fill('Oficinas terapêuticas de jardinagem para adultos.');
  await page.getByLabel('E-mail de contacto').fill('horta@exemplo.pt');
  await page.getByRole('button', { name: 'Publicar Voluntariado' }).click();
  await expect(page).toHaveURL(/\/voluntariado\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: `Oficinas de jardinagem ${stamp}` })).toBeVisible();
});

test('the create pages send visitors to sign in first', async ({ page }) => {
  for (const path of ['/criar-oportunidade', '/criar-voluntariado']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
});
