// Ticket and certificate codes (docs/rules/cpd-portfolio.md): 128 random bits, written in base32
// (RFC 4648's alphabet, in small letters, without padding): 26 characters that survive being read
// aloud or typed by hand at an event's door.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const CODE_BYTES = 16;

export function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_BYTES));
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) code += ALPHABET[(value << (5 - bits)) & 31];
  return code;
}

/** Whether a text can be a code at all (anything else is answered 404 without a query). */
export const isCodeShaped = (text: string) => /^[a-z2-7]{26}$/.test(text);
