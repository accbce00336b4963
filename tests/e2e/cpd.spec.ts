import { expect, expectAccessible, registerMember, test } from './fixtures';
import { eventWithHours } from './fixtures/cpd';

// docs/rules/cpd-portfolio.md (issue 32): the portfolio and its year's total; an event's ticket,
// the organiser's attendance list, the certificate in the portfolio and its public page.

test('a member adds entries to the portfolio and sees the year total against the target', async ({ page }) => {
  await registerMember(page.request, { fullName: 'Beatriz Portefólio' });
  // The header leads there (beside the bell), and a member's header still fits 1280 px.
  await page.goto('/about');
  await page.getByRole('link', { name: 'Portefólio' }).click();
  await expect(page).toHaveURL(/\/portefolio$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(page.getByRole('heading', { name: 'Portefólio de DPC', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sem atividades' })).toBeVisible();
  await expectAccessible(page);

  const year = new Date().getFullYear();
  for (const [title, kind, hours] of [
    ['Curso de integração sensorial', 'Formação', '1,5'],
    ['Leitura: ocupação e saúde mental', 'Leitura', '2,25'],
  ] as const) {
    await page.getByRole('button', { name: 'Adicionar atividade' }).click();
    const form = page.getByRole('form', { name: 'Nova atividade' });
    await form.getByRole('textbox', { name: 'Título' }).fill(title);
    await form.getByLabel('Tipo de atividade').selectOption({ label: kind });
    await form.getByRole('textbox', { name: 'Horas' }).fill(hours);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Adicionar ao portefólio' }).click();
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: `${year}: 3,75 h de 40 h` })).toBeVisible();
  await expect(page.getByText('Faltam 36,25 h para a meta do ano.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Horas de ${year} face à meta` })).toHaveAttribute('aria-valuetext', '3,75 h de 40 h');

  // The filter by kind, and the target changed.
  await page.getByLabel('Tipo de atividade').selectOption({ label: 'Leitura' });
  await expect(page.getByRole('heading', { name: 'Curso de integração sensorial' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Leitura: ocupação e saúde mental' })).toBeVisible();
  await page.getByLabel('Meta anual (horas)').fill('25');
  await page.getByRole('button', { name: 'Guardar meta' }).click();
  await expect(page.getByRole('heading', { name: `${year}: 3,75 h de 25 h` })).toBeVisible();

  // The year's record, as the file the member downloads.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Descarregar o registo de ${year} (PDF)` }).click();
  expect((await download).suggestedFilename()).toBe(`portefolio-dpc-${year}.pdf`);
  await expectAccessible(page);

  // An entry taken out: 'Manter' keeps it, 'Eliminar' takes it and its hours out of the total.
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar esta atividade?' });
  await dialog.getByRole('button', { name: 'Manter' }).click();
  await expect(page.getByRole('heading', { name: 'Leitura: ocupação e saúde mental' })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Atividade eliminada', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leitura: ocupação e saúde mental' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `${year}: 1,5 h de 25 h` })).toBeVisible();
});

test('a registrant is checked in from the organiser list, finds the certificate in the portfolio, and a visitor verifies it', async ({ page, browser, baseURL }) => {
  const title = `Jornadas de reabilitação ${Math.random().toString(36).slice(2, 7)}`;
  const organiserContext = await browser.newContext({ baseURL });
  const organiserPage = await organiserContext.newPage();
  await registerMember(organiserContext.request, { fullName: 'Olívia Organizadora' });
  const eventId = await eventWithHours(organiserContext.request, title);

  await registerMember(page.request, { fullName: 'Rita Presente' });
  await page.goto(`/eventos/${eventId}`);
  await expect(page.getByText('3,5 h, com certificado de presença')).toBeVisible();
  await page.getByRole('button', { name: 'Inscrever-me' }).click();
  await expect(page.getByRole('heading', { name: 'O seu bilhete' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR do seu bilhete' })).toBeVisible();
  await expectAccessible(page);

  await organiserPage.goto(`/eventos/${eventId}`);
  await organiserPage.getByRole('link', { name: 'Registar presenças' }).click();
  await expect(organiserPage.getByRole('heading', { name: 'Presenças', level: 1 })).toBeVisible();
  await expect(organiserPage.getByRole('heading', { name: 'Inscritos (0 de 1 presentes)' })).toBeVisible();
  await expectAccessible(organiserPage);
  const present = organiserPage.getByRole('switch', { name: 'Presente: Rita Presente' });
  await expect(present).toHaveAttribute('aria-checked', 'false');
  await present.click();
  await expect(present).toHaveAttribute('aria-checked', 'true');
  await expect(organiserPage.getByRole('status')).toHaveText('Rita Presente: presença registada.');
  await expect(organiserPage.getByRole('heading', { name: 'Inscritos (1 de 1 presentes)' })).toBeVisible();
  await organiserContext.close();

  await page.goto('/portefolio');
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await expect(page.getByText('Evento · 3,5 h')).toBeVisible();
  await page.getByRole('link', { name: 'Certificado de presença' }).click();
  await expect(page).toHaveURL(/\/certificados\/[a-z2-7]{26}$/);
  await expect(page.getByText('Certificado válido')).toBeVisible();
  const address = page.url();

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(address);
  await expect(visitorPage.getByRole('heading', { name: 'Certificado de presença', level: 1 })).toBeVisible();
  await expect(visitorPage.getByText('Certificado válido')).toBeVisible();
  await expect(visitorPage.getByText('Rita Presente')).toBeVisible();
  await expect(visitorPage.getByText(title)).toBeVisible();
  await expect(visitorPage.getByText('3,5 h')).toBeVisible();
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(visitorPage);
  // A visitor verifies, but lists nothing.
  expect((await visitorPage.request.get('/api/me/cpd')).status()).toBe(401);
  await visitorPage.goto('/certificados/aaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(visitorPage.getByRole('heading', { name: 'Certificado não encontrado' })).toBeVisible();
  await visitor.close();
});
