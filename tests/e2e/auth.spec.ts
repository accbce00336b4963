import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerMember, test, uniqueUsername } from './fixtures';

// The portal runs in workerd on a small shared machine: sign-in (password hashing) and first
// loads can take several seconds there.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 25_000 };

async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible(SLOW);
  if (description) await expect(page.getByText(description, { exact: true })).toBeVisible();
}

const PASSWORD = 'Uma-palavra-passe-segura-42';

/** Fills the register form's required fields for `username` (password confirmed). */
async function fillRegisterForm(page: Page, username: string, fullName = 'Rita Lopes Martins') {
  await page.getByLabel('Nome de utilizador').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.pt`);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar palavra-passe').fill(PASSWORD);
  await page.getByLabel('Nome completo').fill(fullName);
  await page.getByRole('checkbox', { name: /^Li e aceito os Termos de utilização/ }).check();
}

test.describe('register', () => {
  test('shows the validation texts and the password mismatch under the fields', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('O nome de utilizador deve ter pelo menos 3 caracteres.')).toBeVisible();
    await expect(page.getByText('Por favor, insira um endereço de e-mail válido.')).toBeVisible();
    await expect(page.getByText('O nome completo deve ter pelo menos 3 caracteres.')).toBeVisible();
    // docs/rules/email-and-account-life.md: no account without the terms and the privacy policy accepted.
    await expect(page.getByText('Aceite os Termos de utilização e a Política de privacidade para se registar.')).toBeVisible();

    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar palavra-passe').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('As palavras-passe não correspondem')).toBeVisible();
    await expect(page.getByLabel('Confirmar palavra-passe')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('a visitor who registers from an article they wanted to read comes back to it, now as a member', async ({ page }) => {
    const [article] = (await (await page.request.get('/api/articles?limit=1')).json()) as { id: number; title: string }[];
    await page.goto(`/articles/${article!.id}`);
    await expect(page.getByRole('heading', { name: 'Conteúdo exclusivo para membros' })).toBeVisible();
    await page.getByRole('link', { name: 'Registar' }).last().click();
    await expect(page).toHaveURL(`/register?next=${encodeURIComponent(`/articles/${article!.id}`)}`);
    await fillRegisterForm(page, uniqueUsername('regresso'));
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${article!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conteúdo exclusivo para membros' })).toHaveCount(0);
  });

  test('creates the account, greets the member and goes to the home page', async ({ page }) => {
    const username = uniqueUsername('registo');
    await page.goto('/register');
    await fillRegisterForm(page, username);
    // The specialties of occupational therapy, not the content categories (issue 21).
    const specialty = page.getByLabel('Especialidade (opcional)');
    await expect(specialty.getByRole('option', { name: 'Intervenção Precoce' })).toHaveCount(1);
    await expect(specialty.getByRole('option', { name: 'Investigação', exact: true })).toHaveCount(0);
    await specialty.selectOption('Intervenção Precoce');
    await page.getByLabel('Localização (opcional)').selectOption('Região Autónoma da Madeira');
    await page.getByLabel('Biografia (opcional)').fill('Terapeuta ocupacional em reabilitação física.');
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expectToast(page, 'Registo bem-sucedido', `A sua conta foi criada. Enviámos um e-mail de confirmação para ${username}@example.pt.`);
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ username, fullName: 'Rita Lopes Martins', specialty: 'Intervenção Precoce', location: 'Região Autónoma da Madeira' });
  });

  test('tells a visitor who registered too many accounts from one address when to try again', async ({ page }) => {
    // This test's own client address: ten registrations from it use up its hour.
    const address = { 'CF-Connecting-IP': `e2e-${uniqueUsername('endereco')}` };
    const earlier = await Promise.all(
      Array.from({ length: 10 }, () => {
        const username = uniqueUsername('limite');
        return page.request.post('/api/register', {
          data: { username, email: `${username}@example.pt`, password: PASSWORD, confirmPassword: PASSWORD, fullName: 'Membro Limite', acceptTerms: true },
          headers: address,
        });
      }),
    );
    expect(earlier.map((response) => response.status())).toEqual(Array(10).fill(201));
    await page.request.post('/api/logout');

    await page.setExtraHTTPHeaders(address);
    const username = uniqueUsername('recusado');
    await page.goto('/register');
    await fillRegisterForm(page, username);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expectToast(page, 'Erro no registo', 'Demasiados registos a partir deste endereço. Aguarde uma hora e tente novamente.');
    await expect(page).toHaveURL(/\/register$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('shows the server refusal of a taken username under the field', async ({ page, request }) => {
    const taken = await registerMember(request);
    await page.goto('/register');
    await page.getByLabel('Nome de utilizador').fill(taken.username);
    await page.getByLabel('E-mail').fill(`${uniqueUsername()}@example.pt`);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar palavra-passe').fill(PASSWORD);
    await page.getByLabel('Nome completo').fill('Outra Pessoa');
    await page.getByRole('checkbox', { name: /^Li e aceito os Termos de utilização/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expectToast(page, 'Erro no registo', 'Ocorreu um erro ao criar a sua conta. Por favor, tente novamente.');
    await expect(page.getByLabel('Nome de utilizador')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('login', () => {
  test("a visitor's sign-in page settles: no request is left open (issue 21)", async ({ page }) => {
    // The session check answers a visitor 401; its body used to be left unread, so the page never reached network idle.
    await page.goto('/login', { waitUntil: 'networkidle', timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  });

  test('requires both fields', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await expect(page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' })).toHaveAttribute('href', '/recuperar-palavra-passe');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('O nome de utilizador é obrigatório')).toBeVisible();
    await expect(page.getByText('A palavra-passe é obrigatória')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registe-se' })).toHaveAttribute('href', '/register');
  });

  test('refuses a wrong password with the same message as an unknown user', async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto('/login');
    await page.getByLabel('Nome de utilizador').fill(member.username);
    await page.getByLabel('Palavra-passe').fill('nao-e-esta-a-palavra-passe');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectToast(page, 'Erro no início de sessão', 'Nome de utilizador ou palavra-passe incorretos.');
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('shows the throttling message after repeated failures', async ({ page, request }) => {
    const member = await registerMember(request);
    let throttled = await request.post('/api/login', { data: { username: member.username, password: 'errada-0000' } });
    for (let attempt = 1; attempt < 10 && throttled.status() !== 429; attempt += 1) {
      expect(throttled.status()).toBe(401);
      throttled = await request.post('/api/login', { data: { username: member.username, password: `errada-${attempt}` } });
    }
    expect(throttled.status()).toBe(429);
    const { message } = await throttled.json();

    await page.goto('/login');
    await page.getByLabel('Nome de utilizador').fill(member.username);
    await page.getByLabel('Palavra-passe').fill(member.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectToast(page, 'Erro no início de sessão', message);
    await expect(page.getByText('Nome de utilizador ou palavra-passe incorretos.')).toHaveCount(0);
  });

  test('signs in, greets the member and opens the profile', async ({ page, request }) => {
    const member = await registerMember(request, { fullName: 'Joana Entrada Silva' });
    await page.goto('/login');
    await page.getByLabel('Nome de utilizador').fill(member.username);
    await page.getByLabel('Palavra-passe').fill(member.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectToast(page, 'Início de sessão bem-sucedido', 'A sua sessão está iniciada.');
    await expect(page).toHaveURL(/\/profile$/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: 'Joana Entrada Silva' })).toBeVisible();
  });

  test('returns a visitor to the gated page that sent them to sign in', async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto('/criar-evento');
    await expect(page).toHaveURL(/\/login\?next=%2Fcriar-evento$/);
    await expect(page.getByRole('link', { name: 'Registe-se' })).toHaveAttribute('href', '/register?next=%2Fcriar-evento');
    await page.getByLabel('Nome de utilizador').fill(member.username);
    await page.getByLabel('Palavra-passe').fill(member.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/criar-evento$/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: 'Publicar evento' })).toBeVisible();
  });

  test('sends a member who is already signed in to the profile, or to a safe next page only', async ({ page }) => {
    await registerMember(page.request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/login?next=//evil.example/x');
    await expect(page).toHaveURL(/\/profile$/);
    // Browsers drop tabs and read a backslash as a slash: both would lead to another site.
    for (const next of ['/%09/evil.example/x', '/%5Cevil.example/x', '/%0A/evil.example', 'javascript:alert(1)']) {
      await page.goto(`/login?next=${next}`);
      await expect(page).toHaveURL(/\/profile$/);
    }
    await page.goto('/login?next=%2Feventos');
    await expect(page).toHaveURL(/\/eventos$/);
  });
});

test('logout from the profile ends the session and goes home', async ({ page }) => {
  await registerMember(page.request);
  await page.goto('/profile');
  // The profile's own button (the header has one of the same name).
  await page.getByRole('main').getByRole('button', { name: 'Terminar sessão' }).click();
  await expectToast(page, 'Sessão terminada', 'A sua sessão foi terminada com sucesso.');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
});
