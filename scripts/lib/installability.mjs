// What Lighthouse's PWA category checked until version 12 removed it, asked of Chromium itself:
// the installability errors its audit "installable-manifest" reported (`Page.getInstallabilityErrors`),
// the manifest as Chromium parsed it, a service worker controlling the page, and the start URL
// opening with no network once it was opened with the service worker in place. A persistent profile, because Chromium installs nothing in incognito.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * The installability of the portal served at `base`, as `{ checks: [{ name, ok, detail }] }`.
 * `executablePath` and `args` launch the same Chromium as the audits.
 */
export async function installability(base, { executablePath, args }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'rede-to-installability-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: args.filter((flag) => !flag.startsWith('--headless')), headless: true, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 }).catch(() => {});
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
    // The visitor comes back once with the service worker in place (which keeps the pages it
    // serves), then opens the start URL with no network.
    await page.reload();
    await context.setOffline(true);
    const offline = await page.goto(`${base}/`).catch((error) => ({ ok: () => false, status: () => String(error).split('\n')[0] }));
    const offlineHeading = offline.ok()
      ? await page
          .locator('h1')
          .first()
          .textContent({ timeout: 5_000 })
          .catch(() => null)
      : null;
    return {
      checks: [
        {
          name: 'Manifesto lido sem erros',
          ok: manifest.url.endsWith('/manifest.webmanifest') && manifest.errors.length === 0,
          detail: manifest.errors.map((error) => error.message).join('; ') || manifest.url,
        },
        { name: 'Instalável (installable-manifest)', ok: installabilityErrors.length === 0, detail: installabilityErrors.map((error) => error.errorId).join(', ') || 'sem erros' },
        { name: 'Service worker controla a página', ok: controlled, detail: controlled ? 'sim' : 'não' },
        { name: 'Página inicial sem rede', ok: offline.ok() && Boolean(offlineHeading), detail: offline.ok() ? `«${offlineHeading?.trim()}»` : `sem resposta (${offline.status()})` },
      ],
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
