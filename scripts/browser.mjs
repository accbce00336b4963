// The Chromium the end-to-end tests drive (docs/rules/first-day.md, "`npm test` on a fresh
// machine"): Debian's where it is installed, else Playwright's own. `scripts/check-chromium.mjs`
// makes sure one is there before the tests start; `playwright.config.ts` asks here which one.
import { existsSync } from 'node:fs';

/** Where Debian (and Ubuntu's `chromium` package) put the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The command a person runs when nothing could be set up for them. */
export const INSTALL_COMMAND = 'npx playwright install --with-deps chromium';

/** The browser to launch: CHROMIUM_PATH when set, Debian's when installed, otherwise undefined (Playwright's own). */
export function chromiumPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * What to do before the tests start, from what this machine has:
 * - `use`: a browser is there (`path`);
 * - `apt`: install Debian's package (root on a machine with apt-get);
 * - `download`: download Playwright's Chromium (any other machine);
 * - `explain`: nothing can be done from here (`message`, in Portuguese, names the command).
 * `attempted` lists what was tried already and failed, so that the next step is chosen.
 */
export function browserPlan({ env = process.env, exists = existsSync, playwrightChromium, isRoot, hasApt, attempted = [] }) {
  const path = chromiumPath(env, exists);
  if (path && exists(path)) return { action: 'use', path };
  if (env.CHROMIUM_PATH) return { action: 'explain', message: `O navegador indicado em CHROMIUM_PATH não existe: ${env.CHROMIUM_PATH}.` };
  if (playwrightChromium && exists(playwrightChromium)) return { action: 'use', path: playwrightChromium };
  if (isRoot && hasApt && !attempted.includes('apt')) return { action: 'apt' };
  if (!attempted.includes('download')) return { action: 'download' };
  return {
    action: 'explain',
    message: `Não foi possível preparar o Chromium para os testes de ponta a ponta. Instale-o com: ${INSTALL_COMMAND} (em Debian, também serve: sudo apt-get install -y chromium).`,
  };
}
