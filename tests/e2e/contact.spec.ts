import { expect, expectAccessible, test } from './fixtures';

test.describe('contact', () => {
  test('every invalid field shows its message under it', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacte-nos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar à página Sobre' })).toHaveAttribute('href', '/about');
    await expect(page.getByText('Beja, Portugal')).toBeVisible();
    await expect(page.getByText('De segunda a sexta, das 9h às 18h')).toBeVisible();
    await expect(page.getByRole('link', { name: 'apoio@rede-to.pt' })).toHaveAttribute('href', 'mailto:apoio@rede-to.pt');

    await page.getByLabel('Nome').fill('A');
    await page.getByLabel('E-mail').fill('nao-e-um-email');
    await page.getByLabel('Assunto').fill('Olá');
    await page.getByLabel('Mensagem').fill('Curta');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();

    await expect(page.getByText('O nome deve ter pelo menos 2 caracteres.')).toBeVisible();
    await expect(page.getByText('Por favor, insira um endereço de e-mail válido.')).toBeVisible();
    await expect(page.getByText('O assunto deve ter pelo menos 5 caracteres.')).toBeVisible();
    await expect(page.getByText('Por favor, selecione uma categoria.')).toBeVisible();
    await expect(page.getByText('A mensagem deve ter pelo menos 10 caracteres.')).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('a valid message is sent, confirmed by a toast, and the form is cleared', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Nome').fill('Joana Contacto');
    await page.getByLabel('E-mail').fill('joana.contacto@example.pt');
    await page.getByLabel('Assunto').fill('Parceria com a escola');
    await page.getByLabel('Categoria').selectOption({ label: 'Parcerias' });
    await page.getByLabel('Mensagem').fill('Gostaríamos de divulgar as nossas formações na Rede TO.');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect((await sent).status()).toBe(201);

    await expect(page.getByText('Mensagem enviada com sucesso!', { exact: true })).toBeVisible();
    await expect(page.getByText('Agradecemos o seu contacto. Responderemos em breve.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('');
    await expect(page.getByLabel('Mensagem')).toHaveValue('');
    await expect(page.getByLabel('Categoria')).toHaveValue('');
  });

  test('a refusal from the server is shown in a destructive toast with its message', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Enviou demasiadas mensagens. Por favor, tente novamente dentro de uma hora.' }) }),
    );
    await page.goto('/contact');
    await page.getByLabel('Nome').fill('Joana Contacto');
    await page.getByLabel('E-mail').fill('joana.contacto@example.pt');
    await page.getByLabel('Assunto').fill('Pedido de informação');
    await page.getByLabel('Categoria').selectOption('general');
    await page.getByLabel('Mensagem').fill('Como posso associar-me à Rede TO?');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Erro ao enviar mensagem', { exact: true })).toBeVisible();
    await expect(page.getByText('Enviou demasiadas mensagens. Por favor, tente novamente dentro de uma hora.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('Joana Contacto');
  });
});
