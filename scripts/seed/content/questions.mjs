// Clinical questions of the demo (docs/rules/questions.md), naming members by username and
// communities by slug: two in specialty communities, one anonymous, answers with useful votes, and
// one answer accepted. Bodies use the format of ./markup.mjs.

export const questions = [
  {
    title: 'Como introduzir a escrita com lápis numa criança com baixo tónus aos 5 anos?',
    author: 'beatriz.gomes',
    community: 'pediatria',
    category: 'Pediatria',
    daysAgo: 12,
    body: `Acompanho uma criança de 5 anos com hipotonia generalizada que se cansa muito depressa quando desenha. A educadora quer começar a escrita do nome antes do verão.

Que progressão de atividades usam para preparar a preensão e a estabilidade do ombro? Usam adaptações no lápis logo de início ou só mais tarde?`,
    answers: [
      {
        author: 'mariana.costa',
        daysAgo: 11,
        body: `Começo sempre pela estabilidade proximal: trabalho em plano vertical (quadro ou parede), atividades em quatro apoios e carrinhos de mão curtos.

Só depois passo ao plano inclinado e a lápis grossos e curtos, que favorecem a preensão trípode sem adaptações. Os engrossadores uso-os pouco tempo, para não se tornarem uma muleta.`,
        votes: ['beatriz.gomes', 'catarina.lopes', 'ana.silva'],
        accepted: true,
      },
      {
        author: 'catarina.lopes',
        daysAgo: 10,
        body: 'Na escola ajuda muito combinar com a educadora sessões curtas (5 a 10 minutos) e uma cadeira com os pés bem apoiados. A fadiga baixa logo.',
        votes: ['mariana.costa'],
      },
    ],
  },
  {
    title: 'Que instrumento usam para avaliar o desempenho ocupacional em saúde mental comunitária?',
    author: 'ana.silva',
    community: 'saude-mental',
    category: 'Saúde Mental',
    daysAgo: 6,
    body: `Estamos a rever a avaliação inicial na equipa comunitária e hesitamos entre a COPM e o OSA. A equipa quer algo que se aplique em menos de uma hora e que mostre mudanças ao fim de seis meses.

Que experiência têm com cada um com pessoas com doença mental grave?`,
    answers: [
      {
        author: 'sofia.pereira',
        daysAgo: 5,
        body: 'Usamos a COPM na primeira entrevista e repetimos aos seis meses. É sensível à mudança e as pessoas sentem que as prioridades são delas. O OSA dá mais informação sobre valores, mas demora mais.',
        votes: ['ana.silva', 'rui.almeida'],
      },
    ],
  },
  {
    title: 'Treino de AVD após AVC com negligência unilateral: por onde começam?',
    author: 'joao.ferreira',
    anonymous: true,
    category: 'Neurologia',
    daysAgo: 3,
    body: `Tenho um utente com negligência unilateral esquerda marcada, três semanas após o AVC, que quer voltar a vestir-se sozinho. A família está muito envolvida.

Preferem começar pelo treino de varrimento visual isolado ou diretamente nas AVD, com pistas? Que pistas resultaram melhor convosco?`,
    answers: [
      {
        author: 'ines.rodrigues',
        daysAgo: 2,
        body: `Na minha experiência resulta melhor treinar dentro da própria AVD: a roupa sempre do mesmo lado, uma âncora visual (fita colorida) no lado negligenciado e pistas verbais que a família aprende a dar.

O varrimento isolado ajuda pouco a generalizar. Vale a pena registar o tempo de vestir uma vez por semana para mostrar a evolução.`,
        votes: ['pedro.santos', 'rui.almeida'],
      },
    ],
  },
  {
    title: 'Alguém usa a escala de Berg no domicílio com idosos muito frágeis?',
    author: 'rui.almeida',
    category: 'Gerontologia',
    daysAgo: 1,
    body: 'Nas visitas domiciliárias tenho dúvidas sobre aplicar a escala de Berg completa a idosos muito frágeis, pelo risco de queda durante a própria avaliação. Usam uma versão reduzida ou outro instrumento?',
    answers: [],
  },
];
