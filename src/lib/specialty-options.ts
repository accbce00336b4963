/**
 * The areas occupational therapists in Portugal work in, offered for a member's specialty on the
 * registration form and the profile. Not the content categories: those are topics of articles
 * (research, education), not what a therapist practises.
 */
export const SPECIALTY_OPTIONS = [
  'Pediatria',
  'Intervenção Precoce',
  'Integração Sensorial',
  'Contexto Escolar',
  'Saúde Mental',
  'Neurologia',
  'Reabilitação Física',
  'Mão e Membro Superior',
  'Gerontologia',
  'Cuidados Paliativos',
  'Saúde Ocupacional',
  'Produtos de Apoio e Acessibilidade',
  'Comunidade e Inclusão',
  'Docência e Investigação',
];
