// Types of vocabulary.mjs (the word lists themselves are only read by dataset.mjs).
export declare const plantedRareWords: { word: string; articles: number; protocols: number }[];
export declare const commonWord: string;
export declare const rareWord: string;
export declare const mediumWord: string;
