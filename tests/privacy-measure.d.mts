// Types of privacy-measure.mjs, for the Worker test that holds the de-identification check to its targets.
export interface PrivacyMeasure {
  sentences: { identifying: number; ordinary: number };
  perKind: Partial<Record<string, { expected: number; found: number }>>;
  unexpected: { text: string; finding: string }[];
  falseAlarms: { kind: string; text: string }[];
  words: number;
  falseAlarmsPerThousandWords: number;
}
export declare function measurePrivacyCheck(find: (text: string) => { kind: string; text: string }[]): PrivacyMeasure;
