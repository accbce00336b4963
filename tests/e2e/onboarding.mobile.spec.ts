import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test } from './fixtures';
import { linkTo, receiveMail } from './fixtures/mail';

// The first-day guide on a 390 px phone (docs/rules/first-day.md): every step fits the screen and
// passes axe; finished or skipped, it is not offered again.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const HERO = 'Conhecimento partilhado para uma prática com mais impacto';
const CARD = 'Complete o seu perfil';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The step is shown, fits the phone's width and has no serious accessibility fault. */
async function expectStep(page: Page, position: number, title: string) {
  await expect(page.getByText(`Passo ${position} de 4`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
}

async function expectNotOffered(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${firstName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: CARD })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
}

test('on a phone a new member confirms the e-mail, sets the specialty, follows a category and finishes', async ({ page }) => {
  const member = await registerMember(page.request, { fullName: 'Sara Telemóvel Guerra', confirmEmail: false });
  await page.goto(linkTo(await receiveMail(`${member.username}@example.pt`, /Confirme/), '/confirmar-email'));
  await page.getByRole('link', { name: 'Começar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas à Rede TO, Sara' })).toBeVisible();
  await expectStep(page, 1, 'A sua foto');
  await page.getByRole('button', { name: 'Saltar este passo' }).click();

  await expectStep(page, 2, 'Especialidade e distrito');
  await page.getByLabel('Especialidade', { exact: true }).selectOption('Saúde Mental');
  await page.getByRole('button', { name: 'Guardar e continuar' }).click();

  await expectStep(page, 3, 'O distintivo «TO verificado»');
  await page.getByRole('button', { name: 'Saltar este passo' }).click();

  await expectStep(page, 4, 'O que quer acompanhar');
  await page.getByRole('button', { name: 'Seguir a categoria Saúde Mental' }).click();
  await expect(page.getByRole('button', { name: 'A seguir a categoria Saúde Mental' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Concluir' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectNotOffered(page, 'Sara');
  await expectAccessible(page);
  expect(await (await page.request.get('/api/me')).json()).toMatchObject({ specialty: 'Saúde Mental', onboardedAt: expect.any(String) });
  await page.reload();
  await expectNotOffered(page, 'Sara');
});

test('on a phone a member who skips every step is not offered the guide again', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Hugo Telemóvel Paiva' });
  await page.goto('/');
  const card = page.getByRole('region', { name: CARD });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await card.getByRole('link', { name: 'Começar' }).click();

  for (const [position, title] of [
    [1, 'A sua foto'],
    [2, 'Especialidade e distrito'],
    [3, 'O distintivo «TO verificado»'],
  ] as const) {
    await expectStep(page, position, title);
    await page.getByRole('button', { name: 'Saltar este passo' }).click();
  }
  await expectStep(page, 4, 'O que quer acompanhar');
  await page.getByRole('button', { name: 'Concluir' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectNotOffered(page, 'Hugo');
  expect(await (await page.request.get('/api/me')).json()).toMatchObject({ specialty: null, onboardedAt: expect.any(String) });
  await page.reload();
  await expectNotOffered(page, 'Hugo');
});
