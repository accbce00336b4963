/**
 * The text inside an ICC colour profile, blanked in place: a profile says how an image's numbers
 * become colours (a phone's Display P3 photo looks dull without it), but it also carries free text
 * — its description, copyright, device maker and model, written by whoever made the profile (a
 * calibrated monitor's profile is often named after its owner) — and its creation date. The colour
 * data is kept byte for byte; the text becomes empty strings of the same length, the date and the
 * MD5 profile identifier zeros (which the format reads as "not set"). Decision 011.
 */

const HEADER_BYTES = 128;
/** Header fields that are not colour data: the creation date and the profile identifier. */
const CREATION_DATE = { start: 24, end: 36 };
const PROFILE_ID = { start: 84, end: 100 };

const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const ascii4 = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/**
 * Blanks the profile's text, date and identifier; answers false when the bytes are not a profile
 * whose tag table can be read (the caller then drops the profile). Work is bounded by a small
 * multiple of the profile's length however its tags overlap.
 */
export function blankIccProfileText(profile: Uint8Array): boolean {
  if (profile.length < HEADER_BYTES + 4 || ascii4(profile, 36) !== 'acsp') return false;
  const size = u32(profile, 0);
  if (size < HEADER_BYTES + 4 || size > profile.length) return false;
  profile.fill(0, size);
  profile.fill(0, CREATION_DATE.start, CREATION_DATE.end);
  profile.fill(0, PROFILE_ID.start, PROFILE_ID.end);
  const tags = u32(profile, HEADER_BYTES);
  if (tags > (size - HEADER_BYTES - 4) / 12) return false;
  let budget = 8 * size;
  const zero = (start: number, end: number) => {
    const to = Math.min(end, size);
    if (to <= start) return;
    budget -= to - start;
    profile.fill(0, start, to);
  };
  for (let index = 0; index < tags && budget > 0; index += 1) {
    const entry = HEADER_BYTES + 4 + index * 12;
    const offset = u32(profile, entry + 4);
    const length = u32(profile, entry + 8);
    const end = offset + length;
    if (offset < HEADER_BYTES || length < 8 || end > size) continue;
    budget -= 1;
    switch (ascii4(profile, offset)) {
      case 'desc': {
        // textDescriptionType: an ASCII count and string, a Unicode count and string, a ScriptCode string.
        if (offset + 12 > end) break;
        const asciiCount = u32(profile, offset + 8);
        const unicode = offset + 12 + asciiCount;
        zero(offset + 12, Math.min(unicode, end));
        if (unicode + 8 > end) break;
        const units = u32(profile, unicode + 4);
        const script = unicode + 8 + 2 * units;
        zero(unicode + 8, Math.min(script, end));
        if (script + 3 <= end) zero(script + 3, Math.min(script + 3 + 67, end));
        break;
      }
      case 'mluc': {
        // multiLocalizedUnicodeType: records (language, country, length, offset) of UTF-16 strings.
        if (offset + 16 > end) break;
        const records = u32(profile, offset + 8);
        const recordSize = u32(profile, offset + 12);
        if (recordSize < 12) break;
        for (let record = 0; record < records && budget > 0; record += 1) {
          const at = offset + 16 + record * recordSize;
          if (at + 12 > end) break;
          budget -= 1;
          const start = offset + u32(profile, at + 8);
          if (start >= offset + 16) zero(start, Math.min(start + u32(profile, at + 4), end));
        }
        break;
      }
      case 'text':
      case 'utf8':
        zero(offset + 8, end);
        break;
      case 'dtim':
        zero(offset + 8, Math.min(offset + 20, end));
        break;
    }
  }
  return budget > 0;
}
