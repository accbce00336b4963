/** The 18 districts of mainland Portugal and the two autonomous regions (docs/rules/screens.md), the one list of worker/contract. */
export { DISTRICTS as LOCATION_OPTIONS } from '#contract/districts';
