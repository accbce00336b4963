import { expect, expectAccessible, registerMember, test } from './fixtures';
import { eventWithHours } from './fixtures/cpd';

// docs/rules/cpd-portfolio.md (issue 32) on a phone, 390 px wide: the organiser checks a ticket in
// at the door by its code; the portfolio, the attendance list and a certificate fit the screen.

const fitsTheWidth = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('at the door on a phone: the organiser types a ticket code, the member finds the certificate, every screen fits and passes axe', async ({ page, browser, baseURL }) => {
  const title = `Workshop de escrita clínica ${Math.random().toString(36).slice(2, 7)}`;
  await registerMember(page.request, { fullName: 'Dora Organizadora' });
  const eventId = await eventWithHours(page.request, title);

  const member = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const memberPage = await member.newPage();
  await registerMember(member.request, { fullName: 'Sara Telemóvel' });
  expect((await member.request.post(`/api/events/${eventId}/register`)).status()).toBe(201);
  const { code } = await (await member.request.get(`/api/events/${eventId}/ticket`)).json();

  await memberPage.goto(`/eventos/${eventId}`);
  await expect(memberPage.getByRole('img', { name: 'Código QR do seu bilhete' })).toBeVisible();
  expect(await fitsTheWidth(memberPage)).toBe(true);

  await page.goto(`/eventos/${eventId}/presencas`);
  await expect(page.getByRole('heading', { name: 'Presenças', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ler bilhetes com a câmara' })).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  await expectAccessible(page);
  await page.getByLabel('Código do bilhete').fill(code);
  await page.getByRole('button', { name: 'Registar entrada' }).click();
  await expect(page.getByRole('status')).toHaveText('Sara Telemóvel: entrada registada, certificado emitido.');
  await expect(page.getByRole('switch', { name: 'Presente: Sara Telemóvel' })).toHaveAttribute('aria-checked', 'true');
  // The same ticket twice: refused, and said so.
  await page.getByLabel('Código do bilhete').fill(code);
  await page.getByRole('button', { name: 'Registar entrada' }).click();
  await expect(page.getByRole('status')).toHaveText('A presença desta pessoa já estava registada.');

  await memberPage.goto('/portefolio');
  await expect(memberPage.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  expect(await fitsTheWidth(memberPage)).toBe(true);
  await expectAccessible(memberPage);
  await memberPage.getByRole('link', { name: 'Certificado de presença' }).click();
  await expect(memberPage.getByText('Certificado válido')).toBeVisible();
  expect(await fitsTheWidth(memberPage)).toBe(true);
  await expectAccessible(memberPage);

  // The phone's menu leads to the portfolio.
  await memberPage.getByRole('button', { name: 'Abrir menu' }).click();
  await memberPage.getByRole('link', { name: 'Portefólio' }).click();
  await expect(memberPage).toHaveURL(/\/portefolio$/);
  await member.close();
});
