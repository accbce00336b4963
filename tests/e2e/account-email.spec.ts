import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, signIn, test, uniqueUsername } from './fixtures';
import { linkTo, receiveMail } from './fixtures/mail';

// The account's e-mails (docs/rules/email-and-account-life.md): registration with consent, the confirmation link and the
// banner that asks for it, and a forgotten password, read from the local server's outbox.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 25_000 };

const PASSWORD = 'Uma-palavra-passe-segura-42';
const NEW_PASSWORD = 'Outra-palavra-passe-nova-77';
const CONSENT = /^Li e aceito os Termos de utilização/;
const CONSENT_REQUIRED = 'Aceite os Termos de utilização e a Política de privacidade para se registar.';

// The contract's texts (worker/contract/account-types.ts), as a person reads them.
const EMAIL_TOKEN_INVALID = 'Esta ligação é inválida ou já expirou. Peça uma nova.';
const PASSWORD_RESET_SENT = 'Se este e-mail pertencer a uma conta, enviámos uma ligação para repor a palavra-passe. Verifique a sua caixa de correio.';

const emailOf = (username: string) => `${username}@example.pt`;
const banner = (page: Page) => page.getByRole('region', { name: 'Confirme o seu e-mail' });

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  await expect(page.getByText(title, { exact: true })).toBeVisible(SLOW);
  if (description) await expect(page.getByText(description, { exact: true })).toBeVisible();
}

/** Signs in through /login as a person does; answers when the greeting shows. */
async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel('Nome de utilizador').fill(username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Another browser where the member signed in earlier (a second device). */
async function anotherDevice(browser: Browser, baseURL: string | undefined, member: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL, locale: 'pt-PT' });
  const page = await context.newPage();
  await signIn(page, member);
  return { context, page };
}

test.describe('registration and e-mail confirmation', () => {
  test('asks for the consent, sends the confirmation, resends it from the banner and confirms the address from its link', async ({ page }) => {
    // An address of its own: registrations are limited per address.
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    const username = uniqueUsername('confirma');
    const email = emailOf(username);
    await page.goto('/register');
    await page.getByLabel('Nome de utilizador').fill(username);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar palavra-passe').fill(PASSWORD);
    await page.getByLabel('Nome completo').fill('Carla Confirma Nunes');

    // The policies open in a new tab, so that the typed form stays.
    for (const [name, href] of [
      ['Termos de utilização (abre numa nova janela)', '/terms'],
      ['Política de privacidade (abre numa nova janela)', '/privacy'],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    await page.getByRole('button', { name: 'Criar conta' }).click();
    const consent = page.getByRole('checkbox', { name: CONSENT });
    await expect(page.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page);

    await consent.check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expectToast(page, 'Registo bem-sucedido', `A sua conta foi criada. Enviámos um e-mail de confirmação para ${email}.`);
    await expect(page).toHaveURL(/\/$/);
    const first = await receiveMail(email, /Confirme/);
    expect(linkTo(first, '/confirmar-email')).toMatch(/^\/confirmar-email\?token=/);

    // Until the address is confirmed, every screen says so under the header, with a way to get the e-mail again.
    await expect(banner(page)).toContainText(`Confirme o seu e-mail: enviámos uma ligação para ${email}.`);
    await expectAccessible(page);
    await page.goto('/articles');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Reenviar e-mail' }).click();
    await expectToast(page, 'E-mail reenviado', `Enviámos uma nova ligação de confirmação para ${email}.`);
    const second = await receiveMail(email, /Confirme/);

    const link = linkTo(second, '/confirmar-email');
    await page.goto(link);
    await expect(page.getByText('O seu e-mail foi confirmado.')).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await expect(banner(page)).toHaveCount(0);
    await expectAccessible(page);
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ username, emailVerified: true });

    // A used link (and the earlier one, which proved the same address) is used up: the member
    // whose address is confirmed is told so, not that the link is invalid.
    await page.goto(linkTo(first, '/confirmar-email'));
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible(SLOW);
    await expect(page.getByText('O seu e-mail já está confirmado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para a página inicial' })).toBeVisible();
    await expectAccessible(page);

    await page.request.post('/api/logout');
    await page.goto(link);
    await expect(page.getByText(EMAIL_TOKEN_INVALID)).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'Iniciar sessão' })).toHaveAttribute('href', '/login?next=%2F');
  });

  test('offers a member whose link expired or was mistyped a new one', async ({ page }) => {
    const member = await registerMember(page.request, { confirmEmail: false });
    const email = emailOf(member.username);
    await receiveMail(email, /Confirme/);
    await page.goto('/confirmar-email?token=nao-e-uma-ligacao-valida-de-todo');
    await expect(page.getByText(EMAIL_TOKEN_INVALID)).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expectToast(page, 'E-mail reenviado');
    const mail = await receiveMail(email, /Confirme/);
    await page.goto(linkTo(mail, '/confirmar-email'));
    await expect(page.getByText('O seu e-mail foi confirmado.')).toBeVisible(SLOW);
  });

  test('confirms a new address from the link sent to it, once', async ({ page }) => {
    const member = await registerMember(page.request);
    const newEmail = emailOf(uniqueUsername('novo'));
    const me = await (await page.request.get('/api/me')).json();
    const change = await page.request.patch(`/api/users/${me.id}`, { data: { email: newEmail } });
    expect(change.status(), await change.text()).toBe(200);

    const link = linkTo(await receiveMail(newEmail, /novo e-mail/), '/confirmar-email');
    expect(link).toContain('alteracao=1');
    await page.goto(link);
    await expect(page.getByText('O seu novo e-mail foi confirmado.')).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'Ir para as definições' })).toHaveAttribute('href', '/definicoes');
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ username: member.username, email: newEmail, pendingEmail: null });

    await page.goto(link);
    await expect(page.getByText(EMAIL_TOKEN_INVALID)).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'Ir para as definições' })).toBeVisible();
  });

  test('shows the refusal at once when the link has no token', async ({ page }) => {
    await page.goto('/confirmar-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Ligação inválida' })).toBeVisible();
    await expect(page.getByText(EMAIL_TOKEN_INVALID)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sessão' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('forgotten password', () => {
  test('sends a link from /login, sets the new password with it and ends every session', async ({ page, browser, baseURL, request }) => {
    const member = await registerMember(request);
    const email = emailOf(member.username);
    const otherDevice = await anotherDevice(browser, baseURL, member);
    expect((await otherDevice.page.request.get('/api/me')).status()).toBe(200);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' }).click();
    await expect(page).toHaveURL(/\/recuperar-palavra-passe$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar palavra-passe' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enviar ligação' }).click();
    await expect(page.getByText('Por favor, insira um endereço de e-mail válido.')).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar ligação' }).click();
    await expect(page.getByRole('status').filter({ hasText: PASSWORD_RESET_SENT })).toBeVisible(SLOW);
    await expect(page.getByLabel('E-mail')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voltar ao início de sessão' })).toHaveAttribute('href', '/login');
    await expectAccessible(page);

    const mail = await receiveMail(email, /palavra-passe/);
    const link = linkTo(mail, '/repor-palavra-passe');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nova palavra-passe' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nova palavra-passe').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Alterar palavra-passe' }).click();
    await expect(page.getByText('As palavras-passe não correspondem')).toBeVisible();
    await expectAccessible(page);

    // The most common passwords are refused by the server, under the field.
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill('12345678');
    await page.getByLabel('Confirmar nova palavra-passe').fill('12345678');
    await page.getByRole('button', { name: 'Alterar palavra-passe' }).click();
    await expect(page.getByLabel('Nova palavra-passe', { exact: true })).toHaveAttribute('aria-invalid', 'true', SLOW);

    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nova palavra-passe').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Alterar palavra-passe' }).click();
    await expectToast(page, 'Palavra-passe alterada', 'A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.');
    await expect(page).toHaveURL(/\/login$/);

    // The device signed in before the change is signed out.
    expect((await otherDevice.page.request.get('/api/me')).status()).toBe(401);
    await otherDevice.page.goto('/');
    await expect(otherDevice.page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible(SLOW);
    await otherDevice.context.close();

    await signInWithForm(page, member.username, member.password);
    await expectToast(page, 'Erro no início de sessão', 'Nome de utilizador ou palavra-passe incorretos.');
    await signInWithForm(page, member.username, NEW_PASSWORD);
    await expectToast(page, 'Início de sessão bem-sucedido');
    await expect(page).toHaveURL(/\/profile$/, SLOW);

    // The link served once.
    await page.goto(link);
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar nova palavra-passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Alterar palavra-passe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ligação inválida' })).toBeVisible(SLOW);
    await expect(page.getByText(EMAIL_TOKEN_INVALID)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir uma nova ligação' })).toHaveAttribute('href', '/recuperar-palavra-passe');
    await expectAccessible(page);
  });

  test('answers an unknown address as a known one', async ({ page }) => {
    await page.goto('/recuperar-palavra-passe');
    await page.getByLabel('E-mail').fill(`${uniqueUsername('ninguem')}@example.pt`);
    await page.getByRole('button', { name: 'Enviar ligação' }).click();
    await expect(page.getByRole('status').filter({ hasText: PASSWORD_RESET_SENT })).toBeVisible(SLOW);
  });

  test('shows the refusal at once when the reset link has no token', async ({ page }) => {
    await page.goto('/repor-palavra-passe');
    await expect(page.getByRole('heading', { level: 1, name: 'Ligação inválida' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir uma nova ligação' })).toBeVisible();
    await expectAccessible(page);
  });
});
