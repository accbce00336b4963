// The demo communities in use (docs/rules/communities.md): who is in which of the seeded
// specialty and region communities, one closed interest community with its moderator, members and
// a request waiting, and what was posted in communities.

/** Memberships of the seeded communities, by slug: the members, and (`moderators`) who moderates it. */
export const memberships = [
  { slug: 'pediatria', members: ['mariana.costa', 'beatriz.gomes', 'ana.silva'], moderators: ['mariana.costa'] },
  { slug: 'saude-mental', members: ['ana.silva', 'rui.almeida', 'ines.rodrigues'], moderators: [] },
  { slug: 'gerontologia', members: ['rui.almeida'], moderators: [] },
  { slug: 'lisboa-e-vale-do-tejo', members: ['ana.silva', 'pedro.santos'], moderators: [] },
  { slug: 'norte', members: ['joao.ferreira', 'mariana.costa'], moderators: [] },
  { slug: 'acores', members: ['sofia.pereira'], moderators: ['sofia.pereira'] },
];

/** The closed interest community the demo opens: its moderator, members and a request waiting. */
export const closedCommunity = {
  slug: 'intervisao-saude-mental',
  name: 'Intervisão em Saúde Mental',
  description: 'Grupo fechado de intervisão clínica: colegas de saúde mental discutem casos difíceis em confiança. A adesão é aprovada por quem modera.',
  moderators: ['ana.silva'],
  members: ['rui.almeida', 'ines.rodrigues'],
  pending: ['tiago.martins'],
};

/** Items of the demo content posted in a community, by their titles. */
export const postedIn = {
  articles: [['Integração sensorial na sala de aula: estratégias práticas', 'pediatria']],
  events: [
    ['Workshop de Integração Sensorial: do raciocínio clínico à prática', 'pediatria'],
    ['Encontro Regional de Terapeutas Ocupacionais dos Açores', 'acores'],
  ],
};

/** An article posted in the closed community: read by its members only. */
export const closedArticle = {
  title: 'Intervisão: quando o plano de intervenção deixa de fazer sentido para a pessoa',
  summary: 'Notas de uma sessão de intervisão sobre como rever com a pessoa um plano que já não corresponde ao que ela valoriza, sem perder a relação terapêutica.',
  category: 'Saúde Mental',
  author: 'ana.silva',
  daysAgo: 2,
  readTime: 5,
  body: `Na última sessão de intervisão discutimos uma situação frequente em saúde mental: o plano de intervenção foi construído em conjunto, os objetivos pareciam claros, e semanas depois a pessoa deixa de comparecer ou participa sem interesse.

## O que o grupo observou

O plano tinha sido escrito a partir das dificuldades identificadas na avaliação, e não a partir das ocupações que a pessoa valorizava. A adesão caiu quando as atividades propostas deixaram de ter significado para ela.

## O que propusemos

- Voltar a uma entrevista centrada nas ocupações significativas, sem pressa.
- Rever os objetivos em conjunto e aceitar que alguns deixem de existir.
- Combinar com a equipa um momento de reavaliação ao fim de quatro semanas.

A intervisão lembrou-nos que rever um plano não é um fracasso: é parte do raciocínio clínico.`,
};
