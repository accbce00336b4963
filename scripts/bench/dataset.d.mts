// Types of dataset.mjs, for the test of the benchmark's generated data.
export declare const DEFAULT_COUNTS: { members: number; articles: number; protocols: number; events: number };
export declare const COMMON_WORD_SHARE: number;

export declare function benchStatements(options: {
  counts?: { members: number; articles: number; protocols: number; events: number };
  categoryIds: number[];
  passwordHash: string;
  now?: Date;
  seed?: number;
}): Generator<string>;
