import rankedPasswords from '@zxcvbn-ts/language-common/src/passwords.json';

/** How many of the most used passwords (zxcvbn's ranked list, most common first) are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

const commonPasswords = new Set((rankedPasswords as string[]).slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()));

/** True when the password, ignoring case, is one of the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'Esta palavra-passe é demasiado comum. Escolha outra.';
