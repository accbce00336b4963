import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { env } from '../helpers';
import { bodyWithHostileText, encodeQueryValue, expandRaw, hasForbiddenCharacter, hostileBodySpec, hostileIdSegment, hostileQuery, toJsonText, type BodySpec } from './arbitraries';
import { budgetMs, byteLength } from './budget';
import { dateString, fileRef, isIsoShaped, USERNAME_RULE, usernameCandidate, type FileKind, type ReadEndpoint, type WriteEndpoint } from './endpoints';
import { buildUpload, uploadSpec, type UploadSpec } from './multipart';
import { changesBetween, ref, refName, send, snapshot, World, type Actor, type Answer, type Outgoing, type RefName } from './world';

// ------------------------------------------------------------------------------------------
// Settings: a fixed seed and a modest number of runs in `npm test`; `npm run test:fuzz` runs many more.

const DEFAULT_SEED = 20261125;
const DEFAULT_RUNS = 25;

export const FUZZ = (() => {
  const seed = Number.parseInt(env.FUZZ_SEED ?? '', 10);
  const runs = Number.parseInt(env.FUZZ_RUNS ?? '', 10);
  const numRuns = Number.isSafeInteger(runs) && runs > 0 ? runs : DEFAULT_RUNS;
  // Room for every run, shrinking a failure included, on a loaded machine.
  const timeoutMs = 60_000 + numRuns * 3_000;
  return { seed: Number.isSafeInteger(seed) ? seed : DEFAULT_SEED, numRuns, timeoutMs };
})();

/** Runs a property with the fixed seed; fast-check prints the seed and path of a failure to replay it (FUZZ_SEED=…). */
async function check<T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>): Promise<void> {
  await fc.assert(fc.asyncProperty(arbitrary, predicate), {
    seed: FUZZ.seed,
    numRuns: FUZZ.numRuns,
    // Ends a long shrink in time for fast-check, not vitest, to report the smallest failure so far.
    plugins: [fc.interruptAfterTimeLimit(FUZZ.timeoutMs - 10_000, { failOnInterrupt: true })],
  });
}

// ------------------------------------------------------------------------------------------
// What every answer must be.

/** Generic texts of frameworks and runtimes, and words that only an English message has. */
const ENGLISH =
  /\b(the|invalid|expected|received|required|must|should|error|not found|bad request|unauthorized|forbidden|internal|too many|payload|unsupported|failed|missing|unexpected|malformed)\b/i;
const PORTUGUESE = /[áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ]|\b(de|do|da|dos|das|o|a|os|as|e|em|no|na|um|uma|para|por|com|ao|se|deve|pedido|tente|envie|indique|selecione|inicie|ficheiro|demasiad[oa]s?)\b/i;

/** Whether a message looks like Portuguese meant for a person (loosely: no English, some Portuguese). */
const looksPortuguese = (message: string) => !ENGLISH.test(message) && PORTUGUESE.test(message);

/** What is wrong with an answer: not 2xx or 4xx, a refusal without a Portuguese `message`, or over the budget. */
function answerProblems(answer: Answer, budget: number): string[] {
  if (answer.threw) return [`the Worker threw instead of answering: ${answer.threw.slice(0, 500)}`];
  const problems: string[] = [];
  const { status } = answer;
  if (!((status >= 200 && status < 300) || (status >= 400 && status < 500))) problems.push(`answered ${status}, neither 2xx nor 4xx`);
  if (status >= 400) {
    const message = (answer.json as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || message.trim() === '') problems.push(`refused without a JSON message`);
    else if (!looksPortuguese(message)) problems.push(`refused with a message that does not look Portuguese: ${JSON.stringify(message)}`);
  }
  if (answer.elapsedMs > budget) problems.push(`took ${Math.round(answer.elapsedMs)} ms, over its budget of ${Math.round(budget)} ms`);
  return problems;
}

const excerpt = (text: string, length = 300) => {
  const shown = JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text);
  return text.length > length ? `${shown} (${text.length} characters)` : shown;
};

function report(outgoing: Outgoing, answer: Answer, problems: string[]): Error {
  const body = outgoing.body === undefined ? '(none)' : typeof outgoing.body === 'string' ? excerpt(outgoing.body) : `${outgoing.body.length} bytes`;
  return new Error(
    [
      ...problems,
      `request: ${outgoing.method} ${excerpt(outgoing.path, 200)} ${outgoing.actor?.signedIn ? 'signed in' : 'as a visitor'}, Content-Type ${outgoing.contentType === null ? '(none)' : (outgoing.contentType ?? 'application/json')}`,
      `body: ${body}`,
      `answer: ${answer.status} in ${Math.round(answer.elapsedMs)} ms: ${excerpt(answer.text)}`,
    ].join('\n'),
  );
}

// ------------------------------------------------------------------------------------------
// Write endpoints.

interface WriteInput {
  signedIn: boolean;
  /** The path's id: a placeholder of the world or a hostile segment. */
  id: string | null;
  body: BodySpec | { upload: UploadSpec };
}

/** True with `probability` (a weighted choice: integers would be biased towards their bounds). */
const chance = (probability: number) => fc.oneof({ weight: Math.round(probability * 10), arbitrary: fc.constant(true) }, { weight: 10 - Math.round(probability * 10), arbitrary: fc.constant(false) });

/** The path's id: mostly the first of `ids` (the one the request is meant for), the others, or a hostile segment. */
const idSegment = (ids: WriteEndpoint['ids']) =>
  ids
    ? fc.oneof({ weight: 4, arbitrary: fc.constant(ref(ids[0]!)) }, { weight: 2, arbitrary: fc.constantFrom(...ids).map((name) => ref(name)) }, { weight: 3, arbitrary: hostileIdSegment })
    : fc.constant(null);

function writeInput(endpoint: WriteEndpoint, bodies: fc.Arbitrary<WriteInput['body']>): fc.Arbitrary<WriteInput> {
  return fc.record({ signedIn: chance(endpoint.signedIn), id: idSegment(endpoint.ids), body: bodies });
}

const writeBodies = (endpoint: WriteEndpoint): fc.Arbitrary<WriteInput['body']> =>
  endpoint.upload ? fc.oneof({ weight: 4, arbitrary: uploadSpec.map((upload) => ({ upload })) }, { weight: 1, arbitrary: hostileBodySpec(endpoint.body) }) : hostileBodySpec(endpoint.body);

interface Prepared {
  outgoing: Outgoing;
  actor: Actor;
  /** The JSON object sent, placeholders resolved, when the body was one. */
  sentObject: Record<string, unknown> | null;
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

async function prepareWrite(world: World, endpoint: WriteEndpoint, input: WriteInput): Promise<Prepared> {
  const actor = await world.actor(input.signedIn);
  const id = input.id === null ? '' : refName(input.id) ? String(await world.resolve(input.id, actor)) : input.id;
  const path = endpoint.path.replace(':id', id);
  const outgoing: Outgoing = { method: endpoint.method, path, actor };
  let sentObject: Record<string, unknown> | null = null;
  const spec = input.body;
  if ('upload' in spec) {
    const { body, contentType } = await buildUpload(spec.upload, endpoint.upload!.field);
    Object.assign(outgoing, { body, contentType });
  } else if ('json' in spec) {
    const resolved = await world.resolve(spec.json, actor);
    if (resolved !== null && typeof resolved === 'object' && !Array.isArray(resolved)) sentObject = resolved as Record<string, unknown>;
    Object.assign(outgoing, { body: toJsonText(resolved), contentType: spec.contentType });
  } else if ('text' in spec) {
    Object.assign(outgoing, { body: expandRaw(spec.text), contentType: spec.contentType });
  } else if ('hex' in spec) {
    Object.assign(outgoing, { body: hexBytes(spec.hex), contentType: spec.contentType });
  }
  return { outgoing, actor, sentObject };
}

const requestBytes = (outgoing: Outgoing) => byteLength(outgoing.body) + byteLength(outgoing.path);

function afterAnswer(endpoint: WriteEndpoint, prepared: Prepared, answer: Answer) {
  if (answer.status >= 200 && answer.status < 300 && prepared.sentObject) endpoint.onSuccess?.(prepared.actor.member, prepared.sentObject);
}

const OWN_FILE: Record<FileKind, RefName> = { image: 'ownImage', avatar: 'ownAvatar', pdf: 'ownPdf' };
const ISO_DATE = '2031-05-10T10:00:00Z';

/** The endpoint's valid-looking bodies with every file the member's own of the right kind (or none) and every date ISO 8601. */
function cleanBody(endpoint: WriteEndpoint): fc.Arbitrary<Record<string, unknown>> {
  return endpoint.body.map((body) => {
    const out = { ...body };
    for (const [field, kind] of Object.entries(endpoint.fileFields ?? {})) if (field in out) out[field] = endpoint.ownFilesAllowed === false ? null : ref(OWN_FILE[kind]);
    for (const field of endpoint.dateFields ?? []) if (field in out) out[field] = ISO_DATE;
    return out;
  });
}

/** One rule of section 11 on what an endpoint may accept: the bodies that put it to the test, and what a 2xx answer to them violates. */
interface InputRule {
  name: string;
  bodies: fc.Arbitrary<Record<string, unknown>>;
  /** What the 2xx answer violates, given the body as generated and as sent, and the item as stored (answered or read back). */
  violations: (generated: Record<string, unknown>, sent: Record<string, unknown>, stored: Record<string, unknown>) => string[];
}

function inputRules(endpoint: WriteEndpoint): InputRule[] {
  const rules: InputRule[] = [];
  const { textFields, fileFields, dateFields } = endpoint;
  if (textFields) {
    rules.push({
      name: 'refuses control characters and lone surrogates in its text, and stores text in NFC',
      bodies: bodyWithHostileText(cleanBody(endpoint)),
      violations: (_generated, sent, stored) =>
        textFields.flatMap((field) => {
          const value = sent[field];
          if (typeof value !== 'string') return [];
          if (hasForbiddenCharacter(value)) return [`accepted a control character or lone surrogate in \`${field}\`: ${JSON.stringify(value.slice(0, 80))}`];
          const kept = stored[endpoint.answerFields?.[field] ?? field];
          return typeof kept === 'string' && kept !== kept.normalize('NFC') ? [`stored \`${field}\` in a form that is not NFC: ${JSON.stringify(kept.slice(0, 80))}`] : [];
        }),
    });
  }
  if (fileFields) {
    rules.push({
      name: 'refuses a file reference that is not an upload of the right kind made by the member',
      bodies: fc.tuple(cleanBody(endpoint), fc.constantFrom(...Object.keys(fileFields)), fileRef).map(([body, field, value]) => ({ ...body, [field]: value })),
      violations: (generated, sent) =>
        Object.entries(fileFields).flatMap(([field, kind]) => {
          const value = sent[field];
          if (typeof value !== 'string' || value.trim() === '') return [];
          const isOwn = endpoint.ownFilesAllowed !== false && refName(generated[field]) === OWN_FILE[kind];
          return isOwn ? [] : [`accepted \`${field}\` = ${JSON.stringify(generated[field] ?? value)}, which is not an upload of kind ${kind} made by this member`];
        }),
    });
  }
  if (endpoint.username) {
    rules.push({
      name: "refuses usernames other than 3 to 30 of a-z, 0-9, '.', '_' and '-', and taken ones whatever their case",
      bodies: fc.tuple(cleanBody(endpoint), usernameCandidate).map(([body, username]) => ({ ...body, username })),
      violations: (generated, sent, stored) => {
        const name = refName(generated.username);
        if (name === 'takenUsername' || name === 'takenUsernameInCapitals') return [`accepted the taken username ${JSON.stringify(sent.username)}`];
        const kept = stored.username;
        return typeof kept === 'string' && !USERNAME_RULE.test(kept) ? [`stored the username ${JSON.stringify(kept)} (sent ${JSON.stringify(sent.username)})`] : [];
      },
    });
  }
  if (dateFields) {
    rules.push({
      name: 'refuses dates that are not ISO 8601',
      bodies: fc.tuple(cleanBody(endpoint), fc.constantFrom(...dateFields), dateString).map(([body, field, value]) => ({ ...body, [field]: value })),
      violations: (_generated, sent) =>
        dateFields.flatMap((field) => {
          const value = sent[field];
          return typeof value === 'string' && value.trim() !== '' && !isIsoShaped(value) ? [`accepted \`${field}\` = ${JSON.stringify(value)}, which is not an ISO 8601 date`] : [];
        }),
    });
  }
  return rules;
}

/**
 * Declares the properties of one write endpoint, each its own test so that one failing does not
 * hide the others: the answer, the database when it refuses, and (where it takes text, files or
 * dates) each rule of section 11 on what it may accept.
 */
export function describeWriteEndpoint(getWorld: () => World, endpoint: WriteEndpoint) {
  const name = `${endpoint.method} ${endpoint.path}`;
  describe(name, () => {
    const inputs = writeInput(endpoint, writeBodies(endpoint));

    it(
      'answers every request with 2xx or 4xx, refuses in Portuguese, and stays within its CPU budget',
      async () => {
        await check(inputs, async (input) => {
          const prepared = await prepareWrite(getWorld(), endpoint, input);
          const answer = await send(prepared.outgoing);
          afterAnswer(endpoint, prepared, answer);
          const problems = answerProblems(answer, budgetMs(requestBytes(prepared.outgoing), endpoint.passwordHashes));
          if (problems.length > 0) throw report(prepared.outgoing, answer, problems);
        });
      },
      FUZZ.timeoutMs,
    );

    it(
      'changes no row when it refuses a request',
      async () => {
        await check(inputs, async (input) => {
          const prepared = await prepareWrite(getWorld(), endpoint, input);
          const before = await snapshot();
          const answer = await send(prepared.outgoing);
          afterAnswer(endpoint, prepared, answer);
          if (answer.status >= 200 && answer.status < 300) return;
          const changes = changesBetween(before, await snapshot());
          if (changes.length > 0) throw report(prepared.outgoing, answer, [`refused, yet changed: ${changes.join('; ')}`]);
        });
      },
      FUZZ.timeoutMs,
    );

    for (const rule of inputRules(endpoint)) {
      it(
        rule.name,
        async () => {
          // Sent by a signed-in member to the item they own, so that the rule, not the access, decides.
          const ruleInputs = fc.record({
            signedIn: fc.constant(true),
            id: fc.constant(endpoint.ids ? ref(endpoint.ids[0]!) : null),
            body: rule.bodies.map((json): BodySpec => ({ json })),
          });
          await check(ruleInputs, async (input: WriteInput) => {
            const prepared = await prepareWrite(getWorld(), endpoint, input);
            const answer = await send(prepared.outgoing);
            afterAnswer(endpoint, prepared, answer);
            // A refusal is what the rule asks for, provided it is a proper one.
            const problems = answerProblems(answer, Infinity);
            if (problems.length > 0) throw report(prepared.outgoing, answer, problems);
            if (answer.status < 200 || answer.status >= 300) return;
            const generated = (input.body as { json: Record<string, unknown> }).json;
            const answered = answer.json !== null && typeof answer.json === 'object' ? (answer.json as Record<string, unknown>) : {};
            const stored = endpoint.readBack ? await endpoint.readBack() : answered;
            const violations = rule.violations(generated, prepared.sentObject ?? {}, stored);
            if (violations.length > 0) throw report(prepared.outgoing, answer, violations);
          });
        },
        FUZZ.timeoutMs,
      );
    }
  });
}

// ------------------------------------------------------------------------------------------
// List and read endpoints.

interface ReadInput {
  signedIn: boolean;
  id: string | null;
  query: [string, string][];
}

const MAX_PAGE = 100;

function shapeProblems(endpoint: ReadEndpoint, answer: Answer): string[] {
  if (answer.status < 200 || answer.status >= 300) return [];
  const problems: string[] = [];
  const total = answer.headers.get('X-Total-Count');
  if (total !== null && !/^\d+$/.test(total)) problems.push(`X-Total-Count is ${JSON.stringify(total)}, not a count`);
  const json = answer.json;
  switch (endpoint.shape) {
    case 'list':
      if (!Array.isArray(json)) problems.push('a list that is not a JSON array');
      else if (json.length > MAX_PAGE) problems.push(`a page of ${json.length} items, more than ${MAX_PAGE}`);
      break;
    case 'search': {
      const result = json as { articles?: unknown; protocols?: unknown } | undefined;
      if (!result || !Array.isArray(result.articles) || !Array.isArray(result.protocols)) problems.push('a search result without `articles` and `protocols` arrays');
      break;
    }
    case 'item':
      if (json === null || typeof json !== 'object' || Array.isArray(json)) problems.push('an item that is not a JSON object');
      break;
    case 'file':
      break;
  }
  return problems;
}

/** Declares the property of one list or read endpoint: hostile ids and queries, any answer 2xx or 4xx, nothing written. */
export function describeReadEndpoint(getWorld: () => World, endpoint: ReadEndpoint) {
  describe(`GET ${endpoint.path}`, () => {
    it(
      'answers every query with 2xx or 4xx and the right shape, refuses in Portuguese, within its budget, and writes nothing',
      async () => {
        const inputs = fc.record({
          signedIn: chance(endpoint.membersOnly ? 0.9 : 0.5),
          id: idSegment(endpoint.ids),
          query: hostileQuery(endpoint.queryKeys.length > 0 ? endpoint.queryKeys : ['q']),
        });
        await check(inputs, async (input: ReadInput) => {
          const world = getWorld();
          const actor = await world.actor(input.signedIn);
          const id = input.id === null ? '' : refName(input.id) ? String(await world.resolve(input.id, actor)) : input.id;
          const query = input.query.map(([key, value]) => `${encodeQueryValue(key)}=${encodeQueryValue(value)}`).join('&');
          const outgoing: Outgoing = { method: 'GET', path: `${endpoint.path.replace(':id', id)}${query ? `?${query}` : ''}`, actor };
          const before = await snapshot();
          const answer = await send(outgoing);
          const problems = [...answerProblems(answer, budgetMs(requestBytes(outgoing))), ...shapeProblems(endpoint, answer)];
          const changes = changesBetween(before, await snapshot());
          if (changes.length > 0) problems.push(`a read changed: ${changes.join('; ')}`);
          if (problems.length > 0) throw report(outgoing, answer, problems);
        });
      },
      FUZZ.timeoutMs,
    );
  });
}

/** Creates the world once per test file (each file has its own storage), then lets `prepare` add to it. */
export function useWorld(prepare?: (world: World) => Promise<unknown>): () => World {
  let world: World | undefined;
  beforeAll(async () => {
    world = await World.create();
    await prepare?.(world);
  }, 60_000);
  return () => {
    if (!world) throw new Error('the world is created in beforeAll');
    return world;
  };
}
