import type { BrowserContext, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, publishArticle, registerMember, signIn, test } from './fixtures';

// The portal as an app (docs/rules/push-and-offline.md): the service worker installs, what a
// member read (and their saved items) reads again without a connection, with the offline state
// said; signing out clears every copy; a visitor's copies never hold a member's page.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it claims the pages it finds once active). */
async function waitForServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
}

/** The paths the service worker keeps in the copies named `cache`. */
const keptIn = (page: Page, cache: string) =>
  page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []), cache);

async function offline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path);
}

test('the service worker installs; an article read earlier, and a saved one never opened, read offline with the offline state said; signing out clears every copy', async ({ page, context }) => {
  const member = await registerMember(page.request);
  await signIn(page, member);
  const read = await publishArticle(page.request);
  const saved = await publishArticle(page.request);
  expect((await page.request.post('/api/saved-items', { data: { articleId: saved.id } })).status()).toBe(201);

  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(`/articles/${read.id}`);
  await expect(page.getByRole('heading', { level: 1, name: read.title })).toBeVisible();
  // The saved article is fetched ahead once the page is idle, without being opened.
  await expect.poll(() => keptIn(page, 'rede-to-member'), { timeout: 30_000 }).toEqual(expect.arrayContaining([`/articles/${read.id}`, `/articles/${saved.id}`]));
  expect(await keptIn(page, 'rede-to-public')).not.toContain(`/articles/${read.id}`);

  await offline(context, page, `/articles/${read.id}`);
  await expect(page.getByRole('heading', { level: 1, name: read.title })).toBeVisible();
  await expect(page.getByText('Conteúdo completo reservado a membros', { exact: false })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sem ligação: está a ver uma cópia guardada neste dispositivo.' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/articles/${saved.id}`);
  await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();

  // A page never kept: the service worker says so and lists what this device keeps.
  await page.goto('/oportunidades/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Sem ligação' })).toBeVisible();
  await expect(page.getByRole('link', { name: `/articles/${saved.id}` })).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await page.goto(`/articles/${read.id}`);
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await page.getByRole('banner').getByRole('button', { name: 'Terminar sessão' }).click();
  expect((await (await signedOut).allHeaders())['clear-site-data']).toBe('"cache", "storage"');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('rede-to-member');
  expect(await keptIn(page, 'rede-to-member')).toEqual([]);

  // Without a connection, the member's article is no longer on this device.
  await context.setOffline(true);
  const reopened = await page.goto(`/articles/${read.id}`).catch(() => null);
  if (reopened) await expect(page.getByText('Conteúdo completo reservado a membros', { exact: false })).toHaveCount(0);
  await context.setOffline(false);
});

test("a visitor's copies never hold a member's page, and a member's copies go once the browser answers as a visitor", async ({ page, context }) => {
  const member = await registerMember(page.request);
  await signIn(page, member);
  const article = await publishArticle(page.request);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(`/articles/${article.id}`);
  await expect.poll(() => keptIn(page, 'rede-to-member')).toContain(`/articles/${article.id}`);

  // The session's cookie is gone (it expired, or was cleared) without signing out.
  await context.clearCookies();
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('rede-to-member'))).toBe(false);
  expect(await keptIn(page, 'rede-to-public')).toContain(`/articles/${article.id}`);

  await offline(context, page, `/articles/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  // The visitor's copy: the article without what only members read.
  await expect(page.getByText('Conteúdo completo reservado a membros', { exact: false })).toHaveCount(0);
  await context.setOffline(false);
});

/** A push subscription as Chromium would make it, for a push service this machine cannot reach: the browser's keys are real, the endpoint FCM's. */
async function fakePushManager(page: Page) {
  await page.addInitScript(() => {
    const calls = { permission: 0 };
    (window as unknown as { pushCalls: typeof calls }).pushCalls = calls;
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = async () => {
      calls.permission += 1;
      return request();
    };
    let current: PushSubscription | null = null;
    const encode = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: encode(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: encode(crypto.getRandomValues(new Uint8Array(16)).buffer) },
      };
      current = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => ((current = null), true) } as unknown as PushSubscription;
      return current;
    };
  });
}

test('push in the settings: nothing asked on arrival; turning a kind on asks the browser, subscribes this device and saves the choice', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await fakePushManager(page);
  const member = await registerMember(page.request);
  await signIn(page, member);
  await page.goto('/definicoes');
  const section = page.getByRole('region', { name: 'Notificações no dispositivo' });
  await expect(section.getByText('Este dispositivo ainda não recebe notificações.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pushCalls: { permission: number } }).pushCalls.permission)).toBe(0);
  await expectAccessible(page);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/push-preferences') && response.request().method() === 'PUT');
  await section.getByRole('switch', { name: 'Comentários ao que publicou' }).check();
  expect((await saved).status()).toBe(200);
  await expect(section.getByText('Este dispositivo recebe as notificações que ligar.')).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Comentários ao que publicou' })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { pushCalls: { permission: number } }).pushCalls.permission)).toBe(1);
  expect(await (await page.request.get('/api/me/push-preferences')).json()).toMatchObject({ comments: true, events: false });

  // Another kind: the device is subscribed already, nothing more is asked.
  await section.getByRole('switch', { name: 'Menções a si (@nome de utilizador)' }).check();
  await expect.poll(async () => (await (await page.request.get('/api/me/push-preferences')).json()).mentions).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { pushCalls: { permission: number } }).pushCalls.permission)).toBe(1);
  await expectAccessible(page);

  const ended = page.waitForResponse((response) => response.url().endsWith('/api/me/push-subscriptions') && response.request().method() === 'DELETE');
  await section.getByRole('button', { name: 'Deixar de receber neste dispositivo' }).click();
  expect((await ended).status()).toBe(204);
  await expect(section.getByText('Este dispositivo ainda não recebe notificações.')).toBeVisible();
});

test('push refused by the browser: the member is told how to allow it, and nothing is saved', async ({ page, context }) => {
  await context.clearPermissions();
  await fakePushManager(page);
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });
  const member = await registerMember(page.request);
  await signIn(page, member);
  await page.goto('/definicoes');
  const section = page.getByRole('region', { name: 'Notificações no dispositivo' });
  await section.getByRole('switch', { name: 'Os seus eventos (inscrições, alterações, lugares)' }).click();
  await expect(page.getByText('O navegador não autorizou as notificações. Pode mudar isso nas definições do navegador, para este site.', { exact: true })).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Os seus eventos (inscrições, alterações, lugares)' })).not.toBeChecked();
  expect(await (await page.request.get('/api/me/push-preferences')).json()).toMatchObject({ events: false });
});

test('installing: the browser’s own offer behind a button in the settings, never shown on arrival', async ({ page }) => {
  const member = await registerMember(page.request);
  await signIn(page, member);
  await page.goto('/definicoes');
  const section = page.getByRole('region', { name: 'Instalar a aplicação' });
  await expect(section.getByText('No menu do navegador, escolha «Instalar aplicação» ou «Adicionar ao ecrã principal».')).toBeVisible();
  // Chromium's offer, as it fires it once the app is installable: kept for the button.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    offer.prompt = async () => void ((window as unknown as { prompted: boolean }).prompted = true);
    offer.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(offer);
    (window as unknown as { offerDefaultPrevented: boolean }).offerDefaultPrevented = offer.defaultPrevented;
  });
  expect(await page.evaluate(() => (window as unknown as { offerDefaultPrevented: boolean }).offerDefaultPrevented)).toBe(true);
  await section.getByRole('button', { name: 'Instalar a Rede TO' }).click();
  await expect(section.getByText('A Rede TO já está instalada neste dispositivo.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(true);
  await expectAccessible(page);
});

test('Chromium finds the portal installable: its manifest parses with no error and the browser reports no installability error', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; parsed?: { name?: string; startUrl?: string; display?: string } };
  expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito, where Chromium installs nothing: that one is the test
  // browser's, every other error (icons, manifest fields, start URL, scope) would be the portal's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  expect(installabilityErrors.length).toBeLessThanOrEqual(1);
});
