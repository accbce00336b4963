import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';
import { linkTo, receiveMail } from './fixtures/mail';

// The account's e-mail screens on a phone (390 px): readable, accessible, no sideways scrolling.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function expectFitsAndAccessible(page: Page) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
}

test('the registration consent, the recovery screens and the refused links fit a phone', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Aceite os Termos de utilização e a Política de privacidade para se registar.')).toBeVisible();
  await expectFitsAndAccessible(page);

  await page.goto('/recuperar-palavra-passe');
  await expect(page.getByRole('button', { name: 'Enviar ligação' })).toBeVisible();
  await expectFitsAndAccessible(page);

  await page.goto('/repor-palavra-passe?token=uma-ligacao-com-formato-valido-mas-desconhecida');
  await expect(page.getByRole('button', { name: 'Alterar palavra-passe' })).toBeVisible();
  await expectFitsAndAccessible(page);

  await page.goto('/confirmar-email?token=uma-ligacao-com-formato-valido-mas-desconhecida');
  await expect(page.getByRole('heading', { level: 1, name: 'Ligação inválida' })).toBeVisible({ timeout: 25_000 });
  await expectFitsAndAccessible(page);
});

test('the banner and the confirmed address fit a phone', async ({ page }) => {
  const member = await registerMember(page.request, { confirmEmail: false });
  const email = `${member.username}@example.pt`;
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Confirme o seu e-mail' })).toContainText(email);
  await expectFitsAndAccessible(page);

  const mail = await receiveMail(email, /Confirme/);
  await page.goto(linkTo(mail, '/confirmar-email'));
  await expect(page.getByText('O seu e-mail foi confirmado.')).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('region', { name: 'Confirme o seu e-mail' })).toHaveCount(0);
  await expectFitsAndAccessible(page);
});
