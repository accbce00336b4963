import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, publishArticle, registerMember, signIn, test, type NewMember } from './fixtures';
import { linkTo, receiveMail } from './fixtures/mail';

// The portal runs in workerd on a small shared machine: sign-in (password hashing) and first
// loads can take several seconds there.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 25_000 };

// ACCOUNT_EXPORT_KEYS of worker/contract/account-types.ts, as docs/rules/email-and-account-life.md lists them (the
// end-to-end tests' project does not compile the contract).
const ACCOUNT_EXPORT_KEYS = [
  'profile',
  'articles',
  'protocols',
  'events',
  'opportunities',
  'volunteering',
  'comments',
  'likes',
  'savedItems',
  'eventRegistrations',
  'reports',
  'sessions',
  'consents',
  'uploads',
];

const emailOf = (member: NewMember) => `${member.username}@example.pt`;
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible(SLOW);
  if (description) await expect(page.getByText(description, { exact: true })).toBeVisible();
}

/** The member signed in in another browser (a context of its own, with its own cookie). */
async function signedInElsewhere(browser: Browser, member: NewMember): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  const page = await context.newPage();
  await signIn(page, member);
  return page;
}

/** What the other browser's next request finds: its session ended, it is a visitor again. */
async function expectSignedOut(page: Page) {
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
}

async function openSettings(page: Page) {
  await page.goto('/definicoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible(SLOW);
}

test('a visitor is told the settings need a session, with a way back to them after signing in', async ({ page }) => {
  await page.goto('/definicoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login?next=%2Fdefinicoes');
  await expectAccessible(page);
});

// Ten sections since the saved searches (docs/rules/job-alerts-and-pay.md), the device's notifications and the install (docs/rules/push-and-offline.md).
test('the settings show ten sections in order, reached from the header, and pass axe with the delete dialog open', async ({ page }) => {
  await registerMember(page.request, { confirmEmail: false });
  await page.goto('/profile');
  await page.getByRole('banner').getByRole('link', { name: 'Definições' }).click();
  await expect(page).toHaveURL('/definicoes');
  await expect(page).toHaveTitle('Definições · Rede TO');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Sessões',
    'E-mail',
    'Terapeuta ocupacional verificado',
    'E-mails de notificação',
    'Pesquisas guardadas',
    'Notificações no dispositivo',
    'Instalar a aplicação',
    'Palavra-passe',
    'Os seus dados',
    'Eliminar conta',
  ]);
  await expect(section(page, 'Sessões').getByText('Esta sessão')).toBeVisible();
  await expect(section(page, 'E-mail').getByText('Por confirmar')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar a sua conta?' });
  await expect(dialog.getByRole('radio', { name: /Manter os meus artigos/ })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'O que acontece ao que publicou' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Eliminar a minha conta' })).toBeFocused();
});

test('ending another session signs that browser out at once', async ({ page, browser }) => {
  const member = await registerMember(page.request);
  const elsewhere = await signedInElsewhere(browser, member);
  await openSettings(page);
  const sessions = section(page, 'Sessões');
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('Esta sessão');
  await expect(sessions.getByRole('listitem').first()).toContainText(/Iniciada em \d{1,2} [a-z]{3}\. \d{4}, \d{2}:\d{2}/);
  await expect(sessions.getByRole('listitem').first()).toContainText(/Última atividade em \d{1,2} [a-z]{3}\. \d{4}, \d{2}:\d{2}/);

  await sessions.getByRole('button', { name: 'Terminar', exact: true }).click();
  await expectToast(page, 'Sessão terminada');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('Não tem outras sessões iniciadas.')).toBeVisible();
  await expectSignedOut(elsewhere);
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('ending all the other sessions, after confirming, signs every other browser out', async ({ page, browser }) => {
  const member = await registerMember(page.request);
  const first = await signedInElsewhere(browser, member);
  const second = await signedInElsewhere(browser, member);
  await openSettings(page);
  const sessions = section(page, 'Sessões');
  await expect(sessions.getByRole('listitem')).toHaveCount(3);

  await sessions.getByRole('button', { name: 'Terminar todas as outras sessões' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terminar todas as outras sessões?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect((await first.request.get('/api/me')).status()).toBe(200);

  await sessions.getByRole('button', { name: 'Terminar todas as outras sessões' }).click();
  await dialog.getByRole('button', { name: 'Terminar sessões' }).click();
  await expectToast(page, 'Sessões terminadas', 'Todas as outras sessões foram terminadas.');
  await expect(dialog).toBeHidden();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expectSignedOut(first);
  await expectSignedOut(second);
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('a new e-mail address is used only once the link sent to it is opened', async ({ page }) => {
  const member = await registerMember(page.request);
  const oldEmail = emailOf(member);
  const newEmail = `novo.${member.username}@example.pt`;
  await openSettings(page);
  const email = section(page, 'E-mail');
  await expect(email.getByText(oldEmail, { exact: true })).toBeVisible();

  await email.getByLabel('Novo e-mail').fill(oldEmail);
  await email.getByRole('button', { name: 'Alterar e-mail' }).click();
  await expect(email.getByText('Este já é o seu e-mail.')).toBeVisible();

  await email.getByLabel('Novo e-mail').fill(newEmail);
  await email.getByRole('button', { name: 'Alterar e-mail' }).click();
  const pending = `Enviámos uma ligação de confirmação para ${newEmail}. O seu e-mail só muda quando a abrir.`;
  await expect(email.getByRole('status')).toHaveText(pending, SLOW);
  await page.reload();
  await expect(section(page, 'E-mail').getByRole('status')).toHaveText(pending, SLOW);
  await expect(section(page, 'E-mail').getByText(oldEmail, { exact: true })).toBeVisible();

  const notice = await receiveMail(oldEmail, /alteração/);
  expect(notice.text).toContain(newEmail);
  const confirmation = await receiveMail(newEmail, /novo e-mail/);
  await page.goto(linkTo(confirmation, '/confirmar-email'));
  await expect.poll(async () => (await (await page.request.get('/api/me')).json()).email, SLOW).toBe(newEmail);

  await openSettings(page);
  const changed = section(page, 'E-mail');
  await expect(changed.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(changed.getByText('Confirmado', { exact: true })).toBeVisible();
  await expect(changed.getByRole('status')).toHaveCount(0);
});

test('another member’s address is answered as a free one: the page says a link was sent, its owner is told and nothing changes', async ({ page, request }) => {
  const other = await registerMember(request);
  const member = await registerMember(page.request);
  await openSettings(page);
  const email = section(page, 'E-mail');
  await email.getByLabel('Novo e-mail').fill(emailOf(other));
  await email.getByRole('button', { name: 'Alterar e-mail' }).click();
  // Whether an address is taken is never told (a second hardening pass): the same status as for a free one.
  await expect(email.getByRole('status')).toContainText(`Enviámos uma ligação de confirmação para ${emailOf(other)}`, SLOW);
  const toOwner = await receiveMail(emailOf(other), /noutra conta/);
  expect(toOwner.text).not.toContain('/confirmar-email');
  expect((await (await page.request.get('/api/me')).json()).email).toBe(emailOf(member));
});

test('changing the password keeps this browser signed in and ends the others', async ({ page, browser, request }) => {
  const member = await registerMember(page.request);
  const elsewhere = await signedInElsewhere(browser, member);
  await openSettings(page);
  const password = section(page, 'Palavra-passe');
  const newPassword = 'Outra-palavra-passe-segura-77';

  await password.getByLabel('Palavra-passe atual').fill('Nao-e-esta-a-palavra-passe-1');
  await password.getByLabel('Nova palavra-passe', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirmar nova palavra-passe').fill(newPassword);
  await password.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expect(password.getByLabel('Palavra-passe atual')).toHaveAttribute('aria-invalid', 'true', SLOW);
  expect((await elsewhere.request.get('/api/me')).status()).toBe(200);

  await password.getByLabel('Palavra-passe atual').fill(member.password);
  await password.getByLabel('Confirmar nova palavra-passe').fill(`${newPassword}x`);
  await password.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expect(password.getByText('As palavras-passe não correspondem')).toBeVisible();

  await password.getByLabel('Confirmar nova palavra-passe').fill(newPassword);
  await password.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expectToast(page, 'Palavra-passe alterada', 'A sua palavra-passe foi alterada. As outras sessões foram terminadas.');
  await expect(password.getByLabel('Palavra-passe atual')).toHaveValue('');

  await expectSignedOut(elsewhere);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible();
  expect((await request.post('/api/login', { data: { username: member.username, password: member.password } })).status()).toBe(401);
  expect((await request.post('/api/login', { data: { username: member.username, password: newPassword } })).status()).toBe(200);
});

test('"Transferir os meus dados" downloads a JSON file of everything about the member', async ({ page }) => {
  const member = await registerMember(page.request);
  await openSettings(page);
  const downloading = page.waitForEvent('download');
  await section(page, 'Os seus dados').getByRole('button', { name: 'Transferir os meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^rede-to-dados-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(Object.keys(data)).toEqual(expect.arrayContaining(ACCOUNT_EXPORT_KEYS));
  expect(data.profile).toMatchObject({ username: member.username, fullName: member.fullName });
});

test('deleting the account asks for the password, then keeps the articles as by "Membro removido"', async ({ page }) => {
  const marker = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  const member = await registerMember(page.request, { fullName: `Rita Eliminada ${marker}` });
  const article = await publishArticle(page.request);
  await openSettings(page);

  await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar a sua conta?' });
  await dialog.getByLabel('Palavra-passe').fill('Nao-e-esta-a-palavra-passe-1');
  await dialog.getByRole('button', { name: 'Eliminar conta definitivamente' }).click();
  await expect(dialog.getByText('A palavra-passe está incorreta.')).toBeVisible(SLOW);
  await expect(dialog.getByLabel('Palavra-passe')).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/me')).status()).toBe(200);
  expect((await page.request.get(`/api/articles/${article.id}`)).status()).toBe(200);

  await dialog.getByRole('radio', { name: /Manter os meus artigos, protocolos e comentários publicados como «Membro removido»/ }).check();
  await dialog.getByLabel('Palavra-passe').fill(member.password);
  await dialog.getByRole('button', { name: 'Eliminar conta definitivamente' }).click();
  await expect(page).toHaveURL('/', SLOW);
  await expectToast(page, 'Conta eliminada', 'A sua conta foi eliminada.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.goto(`/members?q=${encodeURIComponent(member.fullName)}`);
  await expect(page.getByRole('heading', { name: 'Nenhum terapeuta encontrado' })).toBeVisible();
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Membro removido').first()).toBeVisible();
  await expect(page.getByRole('main').getByText(member.fullName)).toHaveCount(0);
});

test('deleting the account with everything published takes the articles too', async ({ page, request }) => {
  const member = await registerMember(page.request);
  const article = await publishArticle(page.request);
  await openSettings(page);
  await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar a sua conta?' });
  await dialog.getByRole('radio', { name: 'Eliminar também tudo o que publiquei' }).check();
  await dialog.getByLabel('Palavra-passe').fill(member.password);
  await dialog.getByRole('button', { name: 'Eliminar conta definitivamente' }).click();
  await expect(page).toHaveURL('/', SLOW);
  expect((await request.get(`/api/articles/${article.id}`)).status()).toBe(404);
});
