import type { PushKey, PushPreferences, PushSubscriptionInput } from '#contract/push-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { registerServiceWorker } from '../../../lib/device-app';

// Web push on this device (docs/rules/push-and-offline.md): the portal's key, the member's
// preferences, and this browser's subscription.

const pushPreferencesQuery = queryOptions({
  queryKey: ['/api/me/push-preferences'],
  queryFn: ({ signal }) => apiGet<PushPreferences>('/api/me/push-preferences', { signal }),
});
export const usePushPreferences = () => useQuery(pushPreferencesQuery);
export { pushPreferencesQuery };

export const savePushPreferences = (changes: Partial<PushPreferences>) => apiRequest<PushPreferences>('PUT', '/api/me/push-preferences', changes);

/** Whether this browser can receive push at all (a service worker, the Push API, notifications, a secure page). */
export const pushSupported = () => typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker();
  if (!registration) return null;
  await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** The key's bytes (every browser takes them; not all take the base64url text). */
const bytesOf = (base64Url: string) => Uint8Array.from(atob(base64Url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** Why turning push on did not work, in the member's words. */
export class PushRefused extends Error {}

/**
 * Subscribes this browser (asking its permission: only ever here, when the member turns a kind on)
 * and stores the subscription for the member's session.
 */
export async function subscribeThisDevice(): Promise<void> {
  const registration = await registerServiceWorker();
  if (!registration) throw new PushRefused('Este navegador não permite notificações no dispositivo.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused('O navegador não autorizou as notificações. Pode mudar isso nas definições do navegador, para este site.');
  const { publicKey } = await apiGet<PushKey>('/api/push/key');
  const ready = await navigator.serviceWorker.ready;
  const subscription = (await ready.pushManager.getSubscription()) ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }));
  await apiRequest('POST', '/api/me/push-subscriptions', subscription.toJSON() as PushSubscriptionInput);
}

/** Stops push on this browser: the subscription is ended here and forgotten by the portal. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await apiRequest('DELETE', '/api/me/push-subscriptions', { endpoint }).catch(() => undefined);
}
