/** The 18 districts of mainland Portugal and the two autonomous regions (SPEC.md section 5), the one list of worker/contract. */
export { DISTRICTS as LOCATION_OPTIONS } from '#contract/districts';
