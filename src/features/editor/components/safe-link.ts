/** Links in articles may only point to web pages or e-mail addresses (the server enforces it too). */
export function isSafeLink(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href.trim());
}
