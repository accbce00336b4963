import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, makePng, registerMember, signIn, test } from './fixtures';
import { linkTo, receiveMail } from './fixtures/mail';

// The first-day guide (docs/rules/first-day.md): offered once the e-mail is confirmed, each step
// skippable, never again once finished or skipped; members never see the visitors' hero.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const HERO = 'Conhecimento partilhado para uma prática com mais impacto';
const CARD = 'Complete o seu perfil';

/** Registers a member (the page is signed in as them) and opens the confirmation link of the e-mail they received. */
async function registerAndConfirm(page: Page, fullName: string) {
  const member = await registerMember(page.request, { fullName, confirmEmail: false });
  const mail = await receiveMail(`${member.username}@example.pt`, /Confirme/);
  await page.goto(linkTo(mail, '/confirmar-email'));
  await expect(page.getByText('O seu e-mail foi confirmado.', { exact: true })).toBeVisible();
  return member;
}

/** The member's own record, as the portal keeps it. */
async function me(page: Page) {
  const response = await page.request.get('/api/me');
  expect(response.status()).toBe(200);
  return (await response.json()) as { onboardedAt: string | null; specialty: string | null; location: string | null; avatarUrl: string | null };
}

/** The home page of a member the guide is no longer offered to: their greeting, no hero, no card. */
async function expectHomeWithoutGuide(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${firstName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: CARD })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Partilhar conhecimento' })).toHaveAttribute('href', '/criar-artigo');
}

test('a new member confirms the e-mail, goes through the guide and is not offered it again', async ({ page }) => {
  await registerAndConfirm(page, 'Leonor Guiada Fonseca');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Começar' }).click();

  await expect(page).toHaveURL(/\/boas-vindas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas à Rede TO, Leonor' })).toBeVisible();
  await expect(page.getByText('Passo 1 de 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'A sua foto' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Foto de perfil').setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: makePng(800, 800) });
  await expect(page.getByText('Foto carregada', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar e continuar' }).click();

  await expect(page.getByText('Passo 2 de 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Especialidade e distrito' })).toBeFocused();
  await page.getByLabel('Especialidade', { exact: true }).selectOption('Pediatria');
  await page.getByLabel('Distrito', { exact: true }).selectOption('Braga');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Guardar e continuar' }).click();

  await expect(page.getByText('Passo 3 de 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'O distintivo «TO verificado»' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Número da cédula profissional').fill('12a');
  await page.getByRole('button', { name: 'Pedir verificação' }).click();
  await expect(page.getByText(/^Indique o número da cédula profissional/)).toBeVisible();
  await page.getByLabel('Número da cédula profissional').fill('54321');
  await page.getByRole('button', { name: 'Pedir verificação' }).click();

  await expect(page.getByText('Passo 4 de 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'O que quer acompanhar' })).toBeVisible();
  await page.getByRole('button', { name: 'Seguir a categoria Gerontologia' }).click();
  await expect(page.getByRole('button', { name: 'A seguir a categoria Gerontologia' })).toHaveAttribute('aria-pressed', 'true');
  const colleagues = page.getByRole('region', { name: 'Colegas que publicaram há pouco' });
  await expect(colleagues.getByRole('button', { name: /^Seguir / }).first()).toBeVisible();
  await expectAccessible(page);
  // Back and forth keeps what was saved: the step shows the specialty chosen.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByLabel('Especialidade', { exact: true })).toHaveValue('Pediatria');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A equipa de moderação vai verificá-la.' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Concluir' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectHomeWithoutGuide(page, 'Leonor');
  await expectAccessible(page);
  const record = await me(page);
  expect(record).toMatchObject({ specialty: 'Pediatria', location: 'Braga', onboardedAt: expect.any(String) });
  expect(record.avatarUrl).toMatch(/^\/api\/files\//);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string }[];
  const follows = (await (await page.request.get('/api/follows')).json()) as { categoryIds: number[] };
  expect(follows.categoryIds).toEqual([categories.find((category) => category.name === 'Gerontologia')!.id]);
  expect(((await (await page.request.get('/api/me/verification')).json()) as { licenceNumber: string }).licenceNumber).toBe('54321');

  await page.reload();
  await expectHomeWithoutGuide(page, 'Leonor');
});

test('a member who skips everything from the home page card is not offered the guide again', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Duarte Saltos Pinto' });
  await page.goto('/');
  const card = page.getByRole('region', { name: CARD });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
  await expectAccessible(page);
  await card.getByRole('link', { name: 'Começar' }).click();

  await expect(page.getByText('Passo 1 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Saltar tudo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectHomeWithoutGuide(page, 'Duarte');
  expect((await me(page)).onboardedAt).toEqual(expect.any(String));
  await page.reload();
  await expectHomeWithoutGuide(page, 'Duarte');
});

test("the home page card's 'Dispensar' records the guide as skipped", async ({ page }) => {
  await registerMember(page.request, { fullName: 'Rita Dispensa Matos' });
  await page.goto('/');
  const card = page.getByRole('region', { name: CARD });
  await card.getByRole('button', { name: 'Dispensar' }).click();
  await expect(card).toHaveCount(0);
  expect((await me(page)).onboardedAt).toEqual(expect.any(String));
  await page.reload();
  await expectHomeWithoutGuide(page, 'Rita');
});

test('a member whose e-mail is unconfirmed is asked to confirm it first, and sees no hero', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Nuno Espera Reis', confirmEmail: false });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Nuno' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirme o seu e-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: CARD })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
});

test('a demo member, guided before, never sees the guide nor the hero', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expectHomeWithoutGuide(page, 'Ana');
  await expect(page.getByRole('heading', { name: 'Partilhe a sua experiência' })).toBeVisible();
  expect((await me(page)).onboardedAt).toEqual(expect.any(String));
  await expectAccessible(page);
});

test("a visitor's home page keeps the hero, with no trace of a member's", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByRole('heading', { name: CARD })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Olá,/ })).toHaveCount(0);
});
