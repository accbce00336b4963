// Types of dataset.mjs, for the test of the benchmark's generated data.
export declare const DEFAULT_COUNTS: { members: number; articles: number; protocols: number; events: number; opportunities: number; volunteering: number };
export declare const COMMON_WORD_SHARE: number;
/** Introduces a planted rare word in the text: "Tema relacionado: hipoterapia." */
export declare const PLANTED_SENTENCE: string;

export declare function benchStatements(options: {
  counts?: { members: number; articles: number; protocols: number; events: number; opportunities: number; volunteering: number };
  categoryIds: number[];
  passwordHash: string;
  now?: Date;
  seed?: number;
}): Generator<string>;
