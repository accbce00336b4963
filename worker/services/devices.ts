/**
 * A short Portuguese name for the browser and system of a User-Agent, for the list of the member's
 * sessions (docs/rules/email-and-account-life.md): 'Chrome em Windows', 'Safari em iPhone'. Only names a person recognises;
 * no versions, so that two sessions of the same browser read the same.
 */

const UNKNOWN_BROWSER = 'Navegador desconhecido';

/**
 * Browsers in the order they must be tested: each one's User-Agent also carries the tokens of those
 * it builds on (Edge, Opera and Samsung Internet say "Chrome" and "Safari"; Chrome says "Safari").
 */
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(?:iPhone|iPad|iPod).*AppleWebKit\//, 'Safari'],
];

/** Systems, mobile first: Android's User-Agent also says "Linux", an iPhone's "like Mac OS X". */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** 'Chrome em Windows'; the browser alone when the system is unknown; 'Navegador desconhecido' (em …) otherwise. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_BROWSER;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (!browser) return system ? `${UNKNOWN_BROWSER} em ${system}` : UNKNOWN_BROWSER;
  return system ? `${browser} em ${system}` : browser;
}
