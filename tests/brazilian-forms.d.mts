// Types of brazilian-forms.mjs, for the Worker test that scans the rendered pages.
export interface BrazilianForm {
  readonly form: string;
  readonly pattern: RegExp;
  /** What pt-PT writes instead. */
  readonly ptPT: string;
}

export declare const BRAZILIAN_FORMS: readonly BrazilianForm[];

export declare function brazilianForms(text: string): { form: string; ptPT: string; match: string; index: number }[];
