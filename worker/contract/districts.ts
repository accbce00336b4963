// A module of its own (no imports, no schemas): the SPA's lazy screens that list the districts take
// it with them, rather than the first JavaScript every page loads (common-types.ts is in it).

/** The 18 districts of mainland Portugal and the two autonomous regions: where offers are, and members' places (docs/rules/screens.md). */
export const DISTRICTS = [
  'Aveiro',
  'Beja',
  'Braga',
  'Bragança',
  'Castelo Branco',
  'Coimbra',
  'Évora',
  'Faro',
  'Guarda',
  'Leiria',
  'Lisboa',
  'Portalegre',
  'Porto',
  'Santarém',
  'Setúbal',
  'Viana do Castelo',
  'Vila Real',
  'Viseu',
  'Região Autónoma dos Açores',
  'Região Autónoma da Madeira',
] as const;
