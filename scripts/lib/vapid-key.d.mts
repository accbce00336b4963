/** A new P-256 private JWK as JSON: what VAPID_PRIVATE_KEY holds. */
export function newVapidKey(): Promise<string>;
/** The key kept in `stateDir` (made there on first use). */
export function localVapidKey(stateDir: string): Promise<string>;
