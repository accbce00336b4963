import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, publishArticle, registerMember, test } from './fixtures';

// The whole life of items (docs/rules/trust.md): their author edits and deletes them from their
// page with a confirmation, cancels an event, closes an offer, edits and deletes a comment.

const SLOW = { timeout: 30_000 };

let other: APIRequestContext;
test.beforeAll(async ({ playwright }, testInfo) => {
  other = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(other, { fullName: 'Rui Inscrito' });
});
test.afterAll(async () => {
  await other.dispose();
});

test('the author edits an article, then deletes it from its page after confirming; it is gone from the list', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Alice Autora' });
  const { id, title } = await publishArticle(page.request);
  await page.goto(`/articles/${id}`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/artigos/${id}/editar$`));
  await page.getByLabel('Título', { exact: true }).fill(`${title} revisto`);
  await page.getByRole('button', { name: 'Publicar alterações' }).click();
  await page.getByRole('button', { name: 'Confirmar e publicar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title} revisto` })).toBeVisible(SLOW);

  const deleteButton = page.getByRole('button', { name: 'Eliminar' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar este artigo?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
  await expectAccessible(page);
  // 'Cancelar' closes it and gives the focus back to the button.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await page.getByRole('dialog', { name: 'Eliminar este artigo?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Artigo eliminado', { exact: true })).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`${title} revisto`)).toHaveCount(0);
  expect((await page.request.get(`/api/articles/${id}`)).status()).toBe(404);
});

test('an organiser cancels an event with a reason; a registrant sees it cancelled, with no registration button', async ({ page, browser }) => {
  await registerMember(page.request, { fullName: 'Olívia Organizadora' });
  const created = await page.request.post('/api/events', {
    data: {
      title: 'Oficina de escrita clínica',
      description: 'Uma tarde para treinar registos clínicos claros e úteis.',
      eventDate: new Date(Date.now() + 12 * 24 * 3600 * 1000).toISOString(),
      location: 'Évora',
      eventType: 'Workshop',
      maxParticipants: 10,
    },
  });
  const event = await created.json();
  expect((await other.post(`/api/events/${event.id}/register`)).status()).toBe(201);

  await page.goto(`/eventos/${event.id}`);
  await page.getByRole('button', { name: 'Cancelar evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar este evento?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(dialog.getByText('Indique o motivo do cancelamento (pelo menos 5 caracteres).')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Motivo do cancelamento').fill('A formadora adoeceu.');
  await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(page.getByText('Evento cancelado', { exact: true })).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: 'Este evento foi cancelado' })).toBeVisible();
  await expect(page.getByText('Motivo: A formadora adoeceu.')).toBeVisible();

  // The registrant's view.
  const registrant = await browser.newContext({ storageState: await other.storageState() });
  const registrantPage = await registrant.newPage();
  await registrantPage.goto(`/eventos/${event.id}`);
  await expect(registrantPage.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(registrantPage.getByText('Este evento foi cancelado. As inscrições estão encerradas.')).toBeVisible();
  await expect(registrantPage.getByRole('button', { name: /Inscrever-me|Cancelar inscrição/ })).toHaveCount(0);
  await registrant.close();
});

test('a poster edits an offer on its edit page, then closes it: "Fechada" and no contact call', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Paulo Publicador' });
  const created = await page.request.post('/api/opportunities', {
    data: {
      title: 'Terapeuta ocupacional em reabilitação',
      company: 'Clínica do Rio',
      description: 'Procuramos terapeuta ocupacional para reabilitação neurológica.',
      location: 'Santarém',
      district: 'Santarém',
      type: 'fulltime',
      contact: 'rh@clinicadorio.pt',
      salaryText: 'Tabela salarial da carreira TSDT',
    },
  });
  const offer = await created.json();
  await page.goto(`/oportunidades/${offer.id}`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/oportunidades/${offer.id}/editar$`));
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Terapeuta ocupacional em reabilitação');
  await page.getByLabel('Título', { exact: true }).fill('Terapeuta ocupacional em reabilitação neurológica');
  await page.getByRole('button', { name: 'Guardar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/oportunidades/${offer.id}$`), SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Terapeuta ocupacional em reabilitação neurológica' })).toBeVisible();

  await page.getByRole('button', { name: 'Fechar oferta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fechar esta oferta?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Fechar oferta' }).click();
  await expect(page.getByText('Oferta fechada', { exact: true })).toBeVisible(SLOW);
  await expect(page.getByText('Fechada', { exact: true })).toBeVisible();
  await expect(page.getByText('Esta oportunidade foi fechada e já não aceita candidaturas.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Candidatar-me' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fechar oferta' })).toHaveCount(0);
});

test("a comment's author edits it in place ('(editado)'), then deletes it after confirming", async ({ page }) => {
  const { id } = await publishArticle(other);
  await registerMember(page.request, { fullName: 'Carla Comentadora' });
  expect((await page.request.post('/api/comments', { data: { articleId: id, content: 'Um comentário com um erro de escrta.' } })).status()).toBe(201);
  await page.goto(`/articles/${id}`);
  const comments = page.getByRole('region', { name: /Comentários/ });
  await comments.getByRole('button', { name: 'Editar o comentário' }).click();
  const field = comments.getByRole('textbox', { name: 'Editar o comentário' });
  await expect(field).toBeFocused();
  await field.fill('   ');
  await comments.getByRole('button', { name: 'Guardar' }).click();
  await expect(comments.getByText('Por favor, escreva um comentário antes de enviar')).toBeVisible();
  await field.fill('Um comentário sem erros de escrita.');
  await comments.getByRole('button', { name: 'Guardar' }).click();
  await expect(comments.getByText('Um comentário sem erros de escrita.')).toBeVisible(SLOW);
  await expect(comments.getByText('(editado)')).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Editar o comentário' })).toBeFocused();

  await comments.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar este comentário?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Comentário eliminado', { exact: true })).toBeVisible(SLOW);
  await expect(comments.getByText('Um comentário sem erros de escrita.')).toHaveCount(0);
});
