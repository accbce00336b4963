import { mentionHref, mentionSpans } from '#contract/mentions';
import type { ReactNode } from 'react';

/**
 * A member's plain text (a comment) with each `@username` a link to that member's profile
 * (docs/rules/mentions.md). A plain link: the Worker sends `/members/@username` on to the profile.
 */
export function MentionText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of mentionSpans(text)) {
    if (span.start > at) parts.push(text.slice(at, span.start));
    parts.push(
      <a key={span.start} href={mentionHref(span.username)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {text.slice(span.start, span.end)}
      </a>,
    );
    at = span.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
