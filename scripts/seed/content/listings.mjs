// The demo events, opportunities and volunteering offers. Dates are relative to the day the demo
// data is loaded (`inDays`, negative for the past), so the portal always has upcoming events.
export const events = [
  {
    title: 'Jornadas de Terapia Ocupacional em Saúde Mental',
    description:
      'Dois dias de comunicações e mesas-redondas sobre recuperação, emprego apoiado e intervenção comunitária em saúde mental. Inclui a apresentação de projetos de equipas de todo o país e um espaço para pósteres.',
    eventType: 'Conferência',
    inDays: -20,
    location: 'Auditório da Faculdade de Medicina, Lisboa',
    organizer: 'ana.silva',
    maxParticipants: 120,
    registered: ['joao.ferreira', 'rui.almeida', 'tiago.martins'],
    createdDaysAgo: 75,
  },
  {
    title: 'Workshop de Integração Sensorial: do raciocínio clínico à prática',
    description:
      'Workshop prático para terapeutas ocupacionais que trabalham com crianças. Análise de casos em pequenos grupos, construção de planos de intervenção e experimentação de materiais. Vagas limitadas para garantir o trabalho em grupo.',
    eventType: 'Workshop',
    inDays: 21,
    location: 'Centro de Desenvolvimento Infantil, Porto',
    organizer: 'mariana.costa',
    maxParticipants: 8,
    registered: ['joao.ferreira', 'rui.almeida', 'ines.rodrigues', 'pedro.santos', 'catarina.lopes', 'tiago.martins', 'sofia.pereira', 'beatriz.gomes'],
    // Full: the demo member waits for a place.
    waitlist: ['ana.silva'],
    createdDaysAgo: 40,
  },
  {
    title: 'Webinar: Ergonomia e prevenção de lesões no trabalho',
    description:
      'Sessão online sobre avaliação ergonómica de postos de trabalho administrativos e industriais, com exemplos de adaptações de baixo custo e tempo para perguntas dos participantes.',
    eventType: 'Webinar',
    inDays: 10,
    location: 'Online',
    onlineUrl: 'https://reunioes.example.pt/webinar-ergonomia',
    organizer: 'pedro.santos',
    maxParticipants: null,
    registered: ['ana.silva', 'catarina.lopes'],
    createdDaysAgo: 20,
  },
  {
    title: 'Congresso Nacional de Terapia Ocupacional',
    description:
      'O encontro anual da comunidade de terapeutas ocupacionais em Portugal: conferências plenárias, sessões paralelas por área de intervenção, apresentação de trabalhos de investigação e prémio para o melhor trabalho de estudantes.',
    eventType: 'Congresso',
    inDays: 75,
    location: 'Convento São Francisco, Coimbra',
    organizer: 'tiago.martins',
    maxParticipants: 300,
    registered: ['ana.silva', 'ines.rodrigues', 'sofia.pereira', 'beatriz.gomes'],
    createdDaysAgo: 30,
  },
  {
    title: 'Curso de Prevenção de Quedas para Cuidadores',
    description:
      'Curso de um dia para cuidadores formais e informais de pessoas idosas: fatores de risco, adaptações simples da casa, técnicas seguras de transferência e o que fazer depois de uma queda.',
    eventType: 'Curso',
    inDays: 40,
    location: 'Universidade de Évora, Évora',
    organizer: 'rui.almeida',
    maxParticipants: 25,
    registered: ['catarina.lopes'],
    createdDaysAgo: 12,
  },
  {
    title: 'Encontro Regional de Terapeutas Ocupacionais dos Açores',
    description:
      'Encontro para partilhar experiências de intervenção nas ilhas, discutir o acesso a serviços de terapia ocupacional nas zonas rurais e criar uma rede de contactos entre profissionais da região.',
    eventType: 'Encontro',
    inDays: 100,
    location: 'Ponta Delgada, Açores',
    organizer: 'sofia.pereira',
    maxParticipants: 40,
    registered: [],
    createdDaysAgo: 6,
  },
];

export const opportunities = [
  {
    title: 'Terapeuta Ocupacional para Unidade de Cuidados Continuados',
    description:
      'Procuramos terapeuta ocupacional para integrar a equipa multidisciplinar de uma unidade de média duração e reabilitação com 30 camas. Funções: avaliação e intervenção nas atividades de vida diária, preparação da alta e ensino a cuidadores.',
    company: 'Unidade de Cuidados Continuados Vale do Mondego',
    location: 'Coimbra',
    district: 'Coimbra',
    employmentType: 'fulltime',
    requirements: 'Licenciatura em Terapia Ocupacional e cédula profissional emitida pela ACSS. Experiência em gerontologia valorizada.',
    contactEmail: 'recrutamento@valedomondego.example.pt',
    poster: 'rui.almeida',
    expiresInDays: 45,
    createdDaysAgo: 4,
  },
  {
    title: 'Terapeuta Ocupacional em Intervenção Precoce',
    description:
      'Equipa local de intervenção precoce procura terapeuta ocupacional a tempo parcial para acompanhamento de crianças dos 0 aos 6 anos e das suas famílias, em contexto domiciliário e de creche.',
    company: 'Associação Crescer Juntos',
    location: 'Braga',
    district: 'Braga',
    employmentType: 'parttime',
    requirements: 'Formação ou experiência em intervenção precoce e carta de condução.',
    contactEmail: 'equipa@crescerjuntos.example.pt',
    poster: 'mariana.costa',
    expiresInDays: 30,
    createdDaysAgo: 9,
  },
  {
    title: 'Consultoria em ergonomia para empresa industrial',
    description:
      'Empresa metalúrgica procura terapeuta ocupacional em regime de prestação de serviços para avaliar postos de trabalho na linha de montagem e acompanhar trabalhadores em regresso ao trabalho após baixa prolongada.',
    company: 'Metalúrgica do Ave',
    location: 'Guimarães',
    district: 'Braga',
    employmentType: 'freelance',
    requirements: 'Experiência em avaliação ergonómica e disponibilidade para deslocações semanais.',
    contactEmail: 'rh@metalurgicadoave.example.pt',
    poster: 'pedro.santos',
    expiresInDays: 20,
    createdDaysAgo: 14,
  },
  {
    title: 'Terapeuta Ocupacional para hospital de dia de psiquiatria',
    description:
      'Hospital de dia de psiquiatria recruta terapeuta ocupacional para dinamizar grupos terapêuticos, apoiar projetos de reabilitação profissional e colaborar com a equipa comunitária.',
    company: 'Hospital de Dia de Saúde Mental de Setúbal',
    location: 'Setúbal',
    district: 'Setúbal',
    employmentType: 'fulltime',
    requirements: null,
    contactEmail: 'concursos@hdsm-setubal.example.pt',
    poster: 'ana.silva',
    expiresInDays: null,
    createdDaysAgo: 22,
  },
  {
    title: 'Substituição de licença parental em clínica pediátrica',
    description:
      'Clínica pediátrica procura terapeuta ocupacional para substituição durante seis meses, com horário de tarde. Acompanhamento de crianças com perturbações do desenvolvimento.',
    company: 'Clínica Pequenos Passos',
    location: 'Lisboa',
    district: 'Lisboa',
    employmentType: 'parttime',
    requirements: 'Experiência em pediatria de pelo menos um ano.',
    contactEmail: 'clinica@pequenospassos.example.pt',
    poster: 'beatriz.gomes',
    expiresInDays: -10,
    createdDaysAgo: 50,
  },
  {
    title: 'Apoio voluntário a ateliers ocupacionais',
    description:
      'Associação de doentes procura terapeuta ocupacional voluntário para orientar, uma tarde por semana, ateliers de trabalhos manuais e de culinária para adultos com doença crónica.',
    company: 'Associação Viver Melhor',
    location: 'Faro',
    district: 'Faro',
    employmentType: 'volunteer',
    requirements: null,
    contactEmail: 'voluntariado@vivermelhor.example.pt',
    poster: 'catarina.lopes',
    expiresInDays: 60,
    createdDaysAgo: 3,
  },
];

export const volunteering = [
  {
    title: 'Atividades lúdicas com crianças refugiadas',
    description:
      'Procuramos terapeutas ocupacionais para dinamizar sessões de brincar e atividades expressivas com crianças refugiadas acolhidas em Lisboa, aos sábados de manhã.',
    organization: 'Associação Casa Comum',
    location: 'Lisboa',
    district: 'Lisboa',
    contactEmail: 'voluntarios@casacomum.example.pt',
    poster: 'ana.silva',
    expiresInDays: 60,
    createdDaysAgo: 7,
  },
  {
    title: 'Oficinas de memória num lar de idosos',
    description:
      'O lar procura voluntários com formação em terapia ocupacional para apoiar oficinas semanais de estimulação cognitiva e reminiscência com os residentes.',
    organization: 'Lar Nossa Senhora da Paz',
    location: 'Viseu',
    district: 'Viseu',
    contactEmail: 'direcao@larnsdapaz.example.pt',
    poster: 'rui.almeida',
    expiresInDays: null,
    createdDaysAgo: 16,
  },
  {
    title: 'Campo de férias inclusivo na Madeira',
    description:
      'Durante uma semana de julho, o campo de férias recebe jovens com e sem deficiência. Precisamos de terapeutas ocupacionais para adaptar as atividades de praia, montanha e oficinas.',
    organization: 'Associação Ondas de Inclusão',
    location: 'Funchal, Madeira',
    district: 'Região Autónoma da Madeira',
    contactEmail: 'campo@ondasdeinclusao.example.pt',
    poster: 'beatriz.gomes',
    expiresInDays: 120,
    createdDaysAgo: 11,
  },
  {
    title: 'Rastreio de risco de queda nas juntas de freguesia',
    description:
      'Campanha de rastreio do risco de queda em pessoas idosas, em parceria com as juntas de freguesia. Os voluntários aplicam testes simples e dão conselhos de segurança em casa.',
    organization: 'Rede Solidária de Évora',
    location: 'Évora',
    district: 'Évora',
    contactEmail: 'rede@redesolidaria-evora.example.pt',
    poster: 'tiago.martins',
    expiresInDays: 30,
    createdDaysAgo: 26,
  },
];
