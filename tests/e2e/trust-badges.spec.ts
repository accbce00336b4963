import type { Page } from '@playwright/test';
import { expect, expectAccessible, registerMember, signIn, test } from './fixtures';

// Trust (docs/rules/trust.md, decision 018): a member sends their licence number from /definicoes; the
// demo's verified therapist (ines.rodrigues) shows 'TO verificado' on her profile, in the directory
// and beside her comments; the demo's reviewed protocols show who validated them, their level of
// evidence and, for the one past its due date, 'Revisão em atraso'. Axe at desktop and at 390 px.

const VERIFIED = 'TO verificado';
const PHONE = { width: 390, height: 844 };

/** The id of the first item of `path` whose title contains `title` (the demo's, found by search). */
async function idOf(page: Page, path: string, title: string): Promise<number> {
  const response = await page.request.get(`${path}?q=${encodeURIComponent(title)}`);
  const found = ((await response.json()) as { id: number; title: string }[]).find((item) => item.title.includes(title));
  expect(found, `${path}: ${title}`).toBeDefined();
  return found!.id;
}

/** Axe at the desktop's size and again on a phone's. */
async function expectAccessibleAtBothSizes(page: Page) {
  await expectAccessible(page);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  if (desktop) await page.setViewportSize(desktop);
}

test('a member sends their licence number from the settings and reads that it is pending', async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/definicoes');
  const section = page.getByRole('region', { name: 'Terapeuta ocupacional verificado' });
  await expect(section).toContainText('Guardamos apenas o número e a decisão');
  await section.getByRole('button', { name: 'Pedir verificação' }).click();
  await expect(section.getByText('Indique o número da cédula profissional: entre 3 e 10 algarismos.')).toBeVisible();
  await section.getByLabel('Número da cédula profissional').fill('12 345');
  await section.getByRole('button', { name: 'Pedir verificação' }).click();
  await expect(section.getByRole('status')).toContainText('Pendente');
  await expect(section.getByRole('status')).toContainText('cédula n.º 12345');
  await expect(section.getByRole('button', { name: 'Pedir verificação' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Terapeuta ocupacional verificado' }).getByRole('status')).toContainText('Pendente');
  await expectAccessibleAtBothSizes(page);
});

test('the verified therapist shows the badge on her profile, in the directory and beside her comment', async ({ page }) => {
  await signIn(page);
  const verified = (await (await page.request.get('/api/users?verified=true')).json()) as { id: number; fullName: string }[];
  expect(verified.map((member) => member.fullName)).toEqual(['Inês Rodrigues']);
  const ines = verified[0]!;

  await page.goto(`/members/${ines.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inês Rodrigues' })).toBeVisible();
  await expect(page.getByTitle(VERIFIED).first()).toHaveText(VERIFIED);
  await expectAccessibleAtBothSizes(page);

  await page.goto('/members?verificados=1');
  await expect(page.getByLabel('Verificação')).toHaveValue('1');
  const cards = page.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Inês Rodrigues');
  await expect(cards.first().getByRole('img', { name: VERIFIED })).toBeVisible();
  await expectAccessibleAtBothSizes(page);

  await page.goto(`/articles/${await idOf(page, '/api/articles', 'Prevenção de quedas em pessoas idosas')}`);
  // A comment is an article inside the page's article (the one with the title).
  const commentWith = (text: string) =>
    page
      .getByRole('article')
      .filter({ hasText: text })
      .filter({ hasNot: page.getByRole('heading', { level: 1 }) });
  const comment = commentWith('A parte de envolver a pessoa nas decisões é essencial.');
  await expect(comment).toHaveCount(1);
  await expect(comment.getByTitle(VERIFIED)).toHaveText(VERIFIED);
  // The article's author is not verified: hers is the page's only badge.
  await expect(page.getByTitle(VERIFIED)).toHaveCount(1);
  await expectAccessibleAtBothSizes(page);
});

test('a reviewed protocol shows who validated it and its level; one past its due date shows that its review is overdue', async ({ page }) => {
  await page.goto(`/protocols/${await idOf(page, '/api/protocols', 'risco de queda no domicílio')}`);
  await expect(page.getByText(/^Validado por João Ferreira em \d{1,2} [a-z]{3}\. \d{4}$/)).toBeVisible();
  const level = page.getByRole('link', { name: 'Nível de evidência 2' });
  await expect(level).toHaveAttribute('href', '/how-it-works#niveis-de-evidencia');
  await expect(page.getByText('Revisão em atraso')).toHaveCount(0);
  await expectAccessibleAtBothSizes(page);

  await page.goto(`/protocols/${await idOf(page, '/api/protocols', 'atividades de vida diária após AVC')}`);
  await expect(page.getByText(/^Validado por João Ferreira em /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nível de evidência 3' })).toBeVisible();
  await expect(page.getByText('Revisão em atraso')).toBeVisible();
  // Its author is the verified therapist: the byline shows the badge.
  await expect(page.getByRole('article').getByTitle(VERIFIED).first()).toHaveText(VERIFIED);
  await expectAccessibleAtBothSizes(page);

  await page.goto('/how-it-works#niveis-de-evidencia');
  await expect(page.getByRole('heading', { level: 2, name: 'Níveis de evidência' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /TO verificado/ })).toBeVisible();
});

test('the protocols list filters by level of evidence and its cards show the level', async ({ page }) => {
  await page.goto('/protocols');
  await page.getByLabel('Nível de evidência').selectOption('3');
  await expect(page).toHaveURL(/[?&]nivel=3/);
  const cards = page.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('atividades de vida diária após AVC');
  await expect(page.getByText('Nível de evidência 3')).toBeVisible();
  await expectAccessibleAtBothSizes(page);
});

test('a moderator reviews a protocol from its page', async ({ page }) => {
  await signIn(page, { username: 'joao.ferreira', password: 'RedeTO-demo-2026' });
  await page.goto(`/protocols/${await idOf(page, '/api/protocols', 'avaliação ergonómica do posto de trabalho')}`);
  await expect(page.getByText('Recém-adicionado')).toBeVisible();
  await page.getByRole('button', { name: 'Rever protocolo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rever protocolo' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(/^Nível 4/).check();
  await dialog.getByRole('button', { name: 'Validar protocolo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Validado por João Ferreira em /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nível de evidência 4' })).toBeVisible();
});

test('members see no review button', async ({ page }) => {
  await signIn(page);
  await page.goto(`/protocols/${await idOf(page, '/api/protocols', 'risco de queda no domicílio')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rever protocolo' })).toHaveCount(0);
});

test('a moderator refuses a licence number in /moderacao with a reason, which the member reads in the settings', async ({ page, browser }) => {
  const letters = 'abcdefghij';
  const surname = [...String(Date.now() % 1e6)].map((digit) => letters[Number(digit)]).join('');
  const fullName = `Rita Pedido ${surname.charAt(0).toUpperCase()}${surname.slice(1)}`;
  const member = await registerMember(page.request, { fullName });
  expect((await page.request.post('/api/me/verification', { data: { licenceNumber: '98765' } })).status()).toBe(201);

  const moderatorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const moderator = await moderatorContext.newPage();
  await signIn(moderator, { username: 'joao.ferreira', password: 'RedeTO-demo-2026' });
  await moderator.goto('/moderacao');
  await moderator.getByRole('tab', { name: 'Verificações' }).click();
  await expect(moderator.getByRole('heading', { name: /Pedidos de verificação/ })).toBeVisible();
  await expect(moderator.getByRole('link', { name: /Consultar o registo público da ACSS/ }).first()).toBeVisible();
  await expectAccessible(moderator);
  await moderator.getByRole('button', { name: `Recusar ${fullName}` }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Recusar verificação' });
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Motivo da recusa').fill('O número não consta do registo público.');
  await expectAccessible(moderator);
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(moderator.getByRole('button', { name: `Recusar ${fullName}` })).toHaveCount(0);
  await moderatorContext.close();

  expect(member.fullName).toBe(fullName);
  await page.goto('/definicoes');
  const status = page.getByRole('region', { name: 'Terapeuta ocupacional verificado' }).getByRole('status');
  await expect(status).toContainText('Recusado');
  await expect(status).toContainText('Motivo: O número não consta do registo público.');
});

test('a moderator approves a licence number after confirming it, and the member shows the badge', async ({ page, browser }) => {
  const letters = 'abcdefghij';
  const surname = [...String((Date.now() + 7) % 1e6)].map((digit) => letters[Number(digit)]).join('');
  const fullName = `Rui Aprovado ${surname.charAt(0).toUpperCase()}${surname.slice(1)}`;
  const member = await registerMember(page.request, { fullName });
  expect((await page.request.post('/api/me/verification', { data: { licenceNumber: '45678' } })).status()).toBe(201);

  const moderatorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const moderator = await moderatorContext.newPage();
  await signIn(moderator, { username: 'joao.ferreira', password: 'RedeTO-demo-2026' });
  await moderator.goto('/moderacao');
  await moderator.getByRole('tab', { name: 'Verificações' }).click();
  // 'Aprovar' asks first; 'Cancelar' leaves the request where it was.
  await moderator.getByRole('button', { name: `Aprovar ${fullName}` }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Aprovar verificação' });
  await expect(dialog).toContainText('Cédula n.º 45678');
  await expectAccessible(moderator);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(moderator.getByRole('button', { name: `Aprovar ${fullName}` })).toBeFocused();
  await moderator.getByRole('button', { name: `Aprovar ${fullName}` }).click();
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expect(moderator.getByText('Terapeuta verificado', { exact: true })).toBeVisible();
  await expect(moderator.getByRole('button', { name: `Aprovar ${fullName}` })).toHaveCount(0);
  await moderatorContext.close();

  await page.goto(`/members/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByText(VERIFIED).first()).toBeVisible();
});
