// How well the de-identification check does on the labelled corpus (tests/privacy-corpus.mjs) and
// on the demo's articles and protocols, which are ordinary prose: recall per kind, and false alarms
// per 1,000 words of ordinary prose. Shared by the test that holds the check to its targets
// (tests/worker/patient-privacy.test.ts) and `npm run bench:privacy`, which prints the figures.
import { articles } from '../scripts/seed/content/articles.mjs';
import { protocols } from '../scripts/seed/content/protocols.mjs';
import { IDENTIFYING, ORDINARY } from './privacy-corpus.mjs';

/** The demo's articles and protocols as plain text (their small markup's markers removed). */
function demoProse() {
  return [...articles, ...protocols].map((item) => [item.title, item.summary, item.body.replace(/^#+ |^- |\*\*|\*/gm, '')].join('\n'));
}

const wordsIn = (text) => text.split(/\s+/).filter(Boolean).length;

/**
 * `find(text)` answers the findings ({kind, text}). Answers, per kind, how many labelled findings
 * there were and how many were found (same kind, same characters), every finding that was not
 * labelled (in the identifying sentences, and in ordinary prose), and the words of ordinary prose.
 */
export function measurePrivacyCheck(find) {
  const perKind = {};
  const unexpected = [];
  for (const [text, expected] of IDENTIFYING) {
    const got = find(text).map((finding) => `${finding.kind}\u0000${finding.text}`);
    for (const [kind, characters] of expected) {
      perKind[kind] ??= { expected: 0, found: 0 };
      perKind[kind].expected += 1;
      if (got.includes(`${kind}\u0000${characters}`)) perKind[kind].found += 1;
    }
    const labelled = new Set(expected.map(([kind, characters]) => `${kind}\u0000${characters}`));
    for (const finding of got) if (!labelled.has(finding)) unexpected.push({ text, finding: finding.replace('\u0000', ': ') });
  }
  const prose = [...ORDINARY, ...demoProse()];
  const falseAlarms = [];
  for (const text of prose) for (const finding of find(text)) falseAlarms.push({ kind: finding.kind, text: finding.text });
  const words = prose.reduce((total, text) => total + wordsIn(text), 0);
  return {
    sentences: { identifying: IDENTIFYING.length, ordinary: ORDINARY.length },
    perKind,
    unexpected,
    falseAlarms,
    words,
    falseAlarmsPerThousandWords: (falseAlarms.length * 1000) / words,
  };
}
