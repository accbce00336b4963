import { ACCOUNT_EXPORT_KEYS, type AccountExport } from '#contract/account-types';
import { lisbonWallClock } from '#contract/lisbon-time';
import { readAccountData } from '../db/queries/account-data';
import { describeDevice } from './devices';
import type { ReadOnlyD1 } from '../db/client';

/**
 * Everything the portal holds about the member (docs/rules/email-and-account-life.md), under the contract's keys: their
 * profile (with the e-mail), their items with full content, their comments, likes, saved items and
 * registrations with the item each is on, their sessions (device, start, last seen; never a hash),
 * consents, uploads (as links), drafts and their CPD portfolio (entries, certificates, target). Nothing about anyone else. Null when the member is gone.
 */
export async function buildAccountExport(db: ReadOnlyD1, userId: number, now: Date): Promise<AccountExport | null> {
  const rows = await readAccountData(db, userId);
  if (!rows.profile) return null;
  const { profile, sessions, protocols, drafts, cpdSettings, ...lists } = rows;
  const data: AccountExport = {
    exportedAt: now.toISOString(),
    ...lists,
    profile: { ...profile, emailVerified: Boolean(profile.emailVerified), showEmail: Boolean(profile.showEmail) },
    protocols: protocols.map((protocol) => ({ ...protocol, isValidated: Boolean(protocol.isValidated) })),
    sessions: sessions.map((session) => ({ device: describeDevice(session.userAgent as string | null), ...session })),
    drafts: drafts.map((draft) => ({ ...draft, body: JSON.parse(draft.body as string) as unknown })),
    cpdSettings: cpdSettings.map((settings) => ({ ...settings, reminders: Boolean(settings.reminders) })),
  };
  // In the contract's order, so that the file reads from the profile down.
  return Object.fromEntries(['exportedAt', ...ACCOUNT_EXPORT_KEYS].map((key) => [key, data[key as keyof AccountExport]])) as AccountExport;
}

/** `rede-to-dados-<username>-<YYYY-MM-DD>.json`, the date as in Lisbon; anything unsafe in a header becomes '-'. */
export function exportFileName(username: string, now: Date): string {
  const day = lisbonWallClock(now.getTime()).toISOString().slice(0, 10);
  return `rede-to-dados-${username.replace(/[^A-Za-z0-9._-]/g, '-')}-${day}.json`;
}
