import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, signIn, test, type NewMember } from './fixtures';

// Clinical questions (docs/rules/questions.md): a member asks anonymously in the full-page writer,
// a colleague reads it without any trace of who asked and answers, another marks the answer useful,
// and the asker accepts it ('Resposta aceite').

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

/** A colleague in a browser of their own: registered (and signed in) there, never in the asker's browser. */
async function colleaguePage(browser: Browser, fullName: string): Promise<{ page: Page; member: NewMember }> {
  const context = await browser.newContext();
  const member = await registerMember(context.request, { fullName });
  const page = await context.newPage();
  await signIn(page, member);
  return { page, member };
}

/** Opens a page and waits until React has taken it over, as the fixture's own page does (tests/e2e/fixtures). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

test('asks anonymously, is answered and voted by colleagues who never see who asked, and accepts the answer', async ({ page, browser }) => {
  const asker = await registerMember(page.request, { fullName: 'Violeta Anónima Pereira' });
  await signIn(page, asker);
  const title = `Treino de AVD com negligência unilateral ${Date.now()}`;

  await page.goto('/perguntas');
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Fazer uma pergunta' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fazer uma pergunta' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Pergunta' });
  await expect(editor).toBeVisible();
  await page.getByLabel('Título', { exact: true }).fill(title);
  await editor.click();
  await page.keyboard.type('Preferem começar pelo varrimento visual isolado ou treinar logo dentro do vestir, com pistas?');
  await page.getByLabel('Perguntar anonimamente').check();
  await expect(page.getByText('Os colegas veem «Membro da Rede TO»', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publicar pergunta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/perguntas\/\d+$/);
  const url = page.url();
  await expect(page.getByText('Membro da Rede TO').first()).toBeVisible();

  // A colleague reads it: no name, username or id of the asker anywhere in the page.
  const { page: colleague } = await colleaguePage(browser, 'Rita Respondente Lopes');
  await open(colleague, url);
  await expect(colleague.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(colleague.getByText('Membro da Rede TO').first()).toBeVisible();
  for (const secret of [asker.fullName, asker.username, `/members/${asker.id}"`]) expect(await colleague.content()).not.toContain(secret);
  const answerEditor = colleague.getByRole('textbox', { name: 'Resposta' });
  await expect(answerEditor).toBeVisible();
  await answerEditor.click();
  await colleague.keyboard.type('Treine dentro do próprio vestir, com uma âncora visual do lado negligenciado.');
  await colleague.getByRole('button', { name: 'Publicar resposta' }).click();
  await expect(colleague.getByText('Treine dentro do próprio vestir')).toBeVisible();
  await expect(colleague.getByRole('heading', { name: '1 resposta' })).toBeVisible();
  await expectAccessible(colleague);

  // Another member marks it useful.
  const { page: voter } = await colleaguePage(browser, 'Vasco Votante');
  await open(voter, url);
  const useful = voter.getByRole('button', { name: 'Útil: 0 votos' });
  await expect(useful).toHaveAttribute('aria-pressed', 'false');
  await useful.click();
  await expect(voter.getByRole('button', { name: 'Útil: 1 voto' })).toHaveAttribute('aria-pressed', 'true');
  for (const secret of [asker.fullName, asker.username]) expect(await voter.content()).not.toContain(secret);

  // The asker accepts it (the page drawn by the Worker, then taken over by the browser).
  await page.reload();
  await expect(page.getByText('Perguntou anonimamente', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar resposta' }).click();
  await expect(page.getByText('Resposta aceite')).toBeVisible();
  await expect(page.getByText('Respondida').first()).toBeVisible();
  await expectAccessible(page);

  // The question is found by the next therapist who searches the same words.
  await open(voter, `/search?q=${encodeURIComponent('negligência unilateral')}&category=questions`);
  await expect(voter.getByRole('link', { name: title })).toBeVisible();
  expect(await voter.content()).not.toContain(asker.fullName);
});

test('the asker deletes their answer and then their question, each after saying yes to its question', async ({ page }) => {
  const asker = await registerMember(page.request, { fullName: 'Beatriz Apaga Costa' });
  await signIn(page, asker);
  const title = `Pergunta para eliminar ${Date.now()}`;
  const asked = await page.request.post('/api/questions', {
    data: { title, content: '<p>Que escala usam para avaliar a fadiga em adultos com esclerose múltipla?</p>' },
  });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  const answered = await page.request.post(`/api/questions/${id}/answers`, { data: { content: '<p>Respondo eu mesma: a MFIS, na versão portuguesa validada.</p>' } });
  expect(answered.status()).toBe(201);

  await open(page, `/perguntas/${id}`);
  const answer = page.getByText('Respondo eu mesma', { exact: false });
  // The question's 'Eliminar' comes first, the answer's below it.
  await page.getByRole('button', { name: 'Eliminar' }).last().click();
  let dialog = page.getByRole('dialog', { name: 'Eliminar esta resposta?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(answer).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar' }).last().click();
  dialog = page.getByRole('dialog', { name: 'Eliminar esta resposta?' });
  await dialog.getByRole('button', { name: 'Eliminar resposta' }).click();
  await expect(page.getByText('Resposta eliminada', { exact: true })).toBeVisible();
  await expect(answer).toHaveCount(0);

  await page.getByRole('button', { name: 'Eliminar' }).click();
  dialog = page.getByRole('dialog', { name: 'Eliminar esta pergunta?' });
  await expect(dialog.getByText('A pergunta e as respostas dos colegas deixam de existir.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Eliminar pergunta' }).click();
  await expect(page.getByText('Pergunta eliminada', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/perguntas$/);
  expect((await page.request.get(`/api/questions/${id}`)).status()).toBe(404);
});
