import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';

// The portal runs in workerd on a small shared machine: sign-in and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 25_000 };

const CONSENT = 'Declaro que o caso não permite identificar o utente e que obtive o seu consentimento.';
const CASE_TEXT =
  'A Maria tem 8 anos e dificuldade em manter a atenção na sala de aula. Avaliámos o seu perfil sensorial e introduzimos pausas de movimento, uma almofada de ar na cadeira e rotinas visuais. Ao fim de seis semanas, a professora descreve mais tempo de trabalho autónomo.';

async function chooseFirstCategory(page: Page) {
  const select = page.getByLabel('Categoria');
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

test('a member writes a case study on its page, leaves, continues the draft, previews, declares consent, publishes and edits it', async ({ page, browser }) => {
  await registerMember(page.request, { fullName: 'Inês Autora Ramos' });
  const title = `Estudo de caso: pausas sensoriais ${Date.now()}`;

  await page.goto('/criar-artigo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo artigo' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumo').fill('Intervenção sensorial com uma criança de 8 anos em contexto escolar.');
  await editor.click();
  await page.keyboard.type(CASE_TEXT);
  await chooseFirstCategory(page);
  await page.getByLabel('Tipo de conteúdo').selectOption({ label: 'Estudo de caso' });
  await expect(page.getByLabel(CONSENT)).not.toBeChecked();
  await expect(page.getByText('1 min de leitura')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Rascunho guardado às \d{2}:\d{2}$/ })).toBeVisible(SLOW);

  // Leave: the draft is on the profile, and only there.
  await page.goto('/profile');
  const drafts = page.getByRole('region', { name: 'Os meus rascunhos' });
  await expect(drafts.getByText(title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Os meus artigos' }).getByText(title)).toBeHidden();
  expect(await (await page.request.get(`/api/search?q=${encodeURIComponent('pausas sensoriais')}`)).text()).not.toContain(title);

  // Come back: the draft opens filled in.
  await drafts.getByRole('link', { name: `Continuar o rascunho «${title}»` }).click();
  await expect(page).toHaveURL(/\/criar-artigo$/);
  await expect(page.getByText(/^A continuar o rascunho guardado em /)).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  await expect(editor).toContainText('Avaliámos o seu perfil sensorial');
  await expect(page.getByLabel('Tipo de conteúdo')).toHaveValue('CASE_STUDY');
  await expectAccessible(page);

  // Preview, as readers will see it.
  await page.getByRole('button', { name: 'Pré-visualizar', exact: true }).first().click();
  const preview = page.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText('Estudo de caso', { exact: true })).toBeVisible();
  await expect(preview.getByText('Inês Autora Ramos')).toBeVisible();
  await expect(preview.getByText('1 min de leitura')).toBeVisible();
  await expect(preview.getByText('Avaliámos o seu perfil sensorial', { exact: false })).toBeVisible();
  await expect(editor).toBeHidden();
  await expectAccessible(page);

  // Publishing a case study asks for the declaration first.
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('Para publicar um estudo de caso, declare que o caso não permite identificar o utente e que obteve o seu consentimento.')).toBeVisible();
  await page.getByLabel(CONSENT).check();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Publicar o artigo?' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmar e publicar' }).click();
  await expect(page.getByText('Artigo publicado', { exact: true })).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/articles\/\d+$/, SLOW);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await (await page.request.get('/api/drafts')).json()).toEqual([]);
  expect(await (await page.request.get(`/api/articles/${id}`)).json()).toMatchObject({ title, type: 'CASE_STUDY', readTime: 1 });

  // Another reader sees no 'Editar'.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/articles/${id}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await visitor.close();

  // Its author edits it from its page.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/artigos/${id}/editar$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar artigo' })).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel(CONSENT)).toBeChecked();
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`${title} (revisto)`);
  await page.getByRole('button', { name: 'Publicar alterações' }).click();
  await page.getByRole('button', { name: 'Confirmar e publicar' }).click();
  await expect(page.getByText('Artigo atualizado', { exact: true })).toBeVisible(SLOW);
  await expect(page).toHaveURL(new RegExp(`/articles/${id}$`), SLOW);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (revisto)` })).toBeVisible();
  expect(await (await page.request.get('/api/drafts')).json()).toEqual([]);
});

test("the writer's page is only its author's: another member is told so, a visitor is sent to sign in", async ({ page, browser }) => {
  await registerMember(page.request);
  const categories = await (await page.request.get('/api/categories')).json();
  const created = await page.request.post('/api/protocols', {
    data: { title: 'Protocolo de outra pessoa', summary: 'Um resumo com mais de dez caracteres.', content: `<p>${CASE_TEXT}</p>`, categoryId: categories[0].id },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await registerMember(otherPage.request);
  await otherPage.goto(`/protocolos/${id}/editar`);
  await expect(otherPage.getByText('Só o autor pode editar este protocolo.')).toBeVisible();
  await expect(otherPage.getByRole('textbox', { name: 'Conteúdo' })).toHaveCount(0);
  await other.close();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/protocolos/${id}/editar`);
  await expect(visitorPage).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/protocolos/${id}/editar`)}$`));
  await visitor.close();
});

test('the creation pages of events and offers keep a draft too, which publishing removes', async ({ page }) => {
  await registerMember(page.request);
  const title = `Workshop de ergonomia ${Date.now()}`;
  await page.goto('/criar-evento');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar evento' })).toBeVisible();
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Local').fill('Coimbra');
  await expect(page.getByRole('status').filter({ hasText: /^Rascunho guardado às \d{2}:\d{2}$/ })).toBeVisible(SLOW);

  await page.goto('/eventos');
  await page.goto('/criar-evento');
  await expect(page.getByText(/^A continuar o rascunho guardado em /)).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Local')).toHaveValue('Coimbra');

  await page.getByLabel('Tipo de evento').fill('Workshop');
  await page.getByLabel('Data e hora').fill('2030-05-14T18:30');
  await page.getByLabel('Descrição').fill('Sessão prática sobre ergonomia no posto de trabalho.');
  await page.getByRole('button', { name: 'Publicar evento' }).click();
  await expect(page).toHaveURL(/\/eventos\/\d+$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await (await page.request.get('/api/drafts')).json()).toEqual([]);
});
