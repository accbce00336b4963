// Types of brazilian-forms.mjs, for the Worker test that scans the rendered pages.
export declare function brazilianForms(text: string): { form: string; ptPT: string; match: string; index: number }[];
export declare function titleCase(text: string): { match: string; index: number }[];
