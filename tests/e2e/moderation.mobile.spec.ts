import { expect, expectAccessible, grantAdmin, publishArticle, registerMember, signIn, test } from './fixtures';

// Moderation at 390 px (issue 18, decision 017): 'Moderação' in the mobile menu for an admin, /moderacao
// and its action dialog, and the report dialog, each without serious axe violations.

const ADMIN = { username: 'tiago.martins', password: 'RedeTO-demo-2026' };
const REPORTER = { username: 'pedro.santos', password: 'RedeTO-demo-2026' };

let article: { id: number; title: string };

// The admin's queue shows the report the first test sends: one worker, in order.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  // The first admin, as the maintainer makes one, on the e2e server's own database.
  await grantAdmin(ADMIN.username);
  const author = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await registerMember(author, { fullName: 'Autor Móvel' });
  article = await publishArticle(author);
  await author.dispose();
});

test('the report dialog at 390 px', async ({ page }) => {
  await signIn(page, REPORTER);
  await page.goto(`/articles/${article.id}`);
  await page.getByRole('button', { name: 'Denunciar este artigo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar' });
  await expect(dialog.getByRole('radio', { name: 'Spam ou publicidade' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: 'Spam ou publicidade' }).check();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByText('Agradecemos o aviso. A equipa de moderação vai analisar.', { exact: true })).toBeVisible();
});

test("an admin opens /moderacao from the mobile menu; the queue and an action's dialog at 390 px", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Moderação' }).click();
  await expect(page).toHaveURL(/\/moderacao$/);
  const card = page.getByRole('article', { name: article.title });
  await expect(card.getByText('Spam ou publicidade')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Arquivar denúncias' }).click();
  await expect(page.getByRole('dialog', { name: 'Arquivar as denúncias' })).toBeVisible();
  await expectAccessible(page);
});
