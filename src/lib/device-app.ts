// The portal as an app on the device (docs/rules/push-and-offline.md): its service worker
// (src/sw/service-worker.ts, built into /sw.js), the browser's offer to install it, and what the
// settings need to know about the device. Loaded after the page is idle (offline-extras.tsx) and
// by the settings: never in a page's first scripts.

/** Chromium's install offer (`beforeinstallprompt`), kept until the member asks to install. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: InstallPromptEvent | null = null;
const installListeners = new Set<() => void>();
let listening = false;

/** Keeps the browser's install offer for the settings' 'Instalar' button instead of letting the browser show it at once. */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    installListeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    installListeners.forEach((listener) => listener());
  });
}

/** Whether the browser offered to install the app (Chromium), and a way to be told when that changes. */
export const installOffer = {
  available: () => installPrompt !== null,
  subscribe: (listener: () => void) => {
    installListeners.add(listener);
    return () => void installListeners.delete(listener);
  },
  /** Shows the browser's dialog; true when the member installed the app. */
  async accept(): Promise<boolean> {
    const offer = installPrompt;
    if (!offer) return false;
    installPrompt = null;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    installListeners.forEach((listener) => listener());
    return outcome === 'accepted';
  },
};

/** Whether the portal runs as an installed app (from the home screen). */
export const isInstalled = () => typeof window !== 'undefined' && (window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true);

/** An iPhone or iPad (iPadOS says it is a Mac, with touch), where installing is 'Partilhar' → 'Adicionar ao ecrã principal'. */
export const isAppleMobile = () => typeof navigator !== 'undefined' && (/iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1));

/** The service worker's registration, made once (null where the browser has none, or the page is not on https or localhost). */
let registration: Promise<ServiceWorkerRegistration | null> | undefined;
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  registration ??=
    'serviceWorker' in navigator && window.isSecureContext ? navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => null) : Promise.resolve(null);
  return registration;
}

/**
 * Tells the service worker who is signed in: a member's saved items and upcoming registered events
 * are then fetched ahead for offline reading; without a member, every member's copy is dropped.
 */
export async function tellServiceWorker(member: boolean): Promise<void> {
  const registered = await registerServiceWorker();
  if (!registered) return;
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'viewer', member });
}
