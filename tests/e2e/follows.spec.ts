import { expect, expectAccessible, registerMember, test } from './fixtures';

// Following (issue 19, part 2): a category from the articles list and a colleague from their
// profile; 'Para si' on the home page then shows what they publish.

test("a member follows a category and a colleague, and 'Para si' on the home page shows what they published", async ({ page }) => {
  await registerMember(page.request, { fullName: 'Filipa Seguidora' });
  await page.goto('/');
  const forYou = page.getByRole('region', { name: 'Para si' });
  await expect(forYou.getByText('Ainda não segue nada')).toBeVisible();

  await page.goto('/articles');
  await expect(page.getByLabel('Categoria').locator('option', { hasText: 'Gerontologia' })).toBeAttached();
  await page.getByLabel('Categoria').selectOption({ label: 'Gerontologia' });
  const followCategory = page.getByRole('button', { name: 'Seguir a categoria Gerontologia' });
  await followCategory.click();
  await expect(page.getByRole('button', { name: 'A seguir a categoria Gerontologia' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // The directory searched by name (other tests add members, so she is not on its first page).
  await page.goto('/members?q=Mariana%20Costa');
  await page.getByRole('link', { name: 'Mariana Costa' }).first().click();
  await page.getByRole('button', { name: 'Seguir Mariana Costa' }).click();
  await expect(page.getByRole('button', { name: 'A seguir Mariana Costa' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(forYou.getByRole('link', { name: 'Prevenção de quedas em pessoas idosas na comunidade' })).toBeVisible();
  await expect(forYou.getByRole('link', { name: 'Integração sensorial na sala de aula: estratégias práticas' })).toBeVisible();
  await expectAccessible(page);
});

test("a visitor's home page has no 'Para si' and no follow buttons on the lists", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Artigos recentes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Para si' })).toHaveCount(0);
  await page.goto('/articles?category=Gerontologia');
  await expect(page.getByRole('button', { name: /^Seguir/ })).toHaveCount(0);
});
