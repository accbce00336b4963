/** The look of a screen's outcome: the link worked, or it was refused. */
export const SUCCESS_BOX = 'rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950';
export const ERROR_BOX = 'rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900';
