// Word lists for the benchmark's generated Portuguese text. Words are drawn with Zipf-like
// weights (the first of each list far more often than the last), so that some words are common
// and most are rare, as in real writing. A few words are planted in a known number of items.

export const nouns = [
  'terapia', 'intervenção', 'avaliação', 'utente', 'família', 'atividade', 'participação', 'autonomia', 'rotina', 'reabilitação',
  'criança', 'escola', 'comunidade', 'equipa', 'objetivo', 'desempenho', 'ocupação', 'cuidador', 'domicílio', 'trabalho',
  'função', 'estratégia', 'programa', 'sessão', 'competência', 'adaptação', 'motricidade', 'cognição', 'memória', 'atenção',
  'equilíbrio', 'marcha', 'fadiga', 'dor', 'mão', 'postura', 'ambiente', 'contexto', 'brincar', 'alimentação',
  'higiene', 'vestuário', 'mobilidade', 'transferência', 'cadeira', 'ortótese', 'produto', 'tecnologia', 'comunicação', 'linguagem',
  'escrita', 'leitura', 'aprendizagem', 'desenvolvimento', 'infância', 'adolescência', 'envelhecimento', 'demência', 'depressão', 'ansiedade',
  'psicose', 'recuperação', 'emprego', 'formação', 'voluntariado', 'lazer', 'descanso', 'sono', 'queda', 'fratura',
  'lesão', 'acidente', 'doença', 'diagnóstico', 'prognóstico', 'evidência', 'investigação', 'estudo', 'amostra', 'resultado',
  'instrumento', 'escala', 'questionário', 'entrevista', 'observação', 'registo', 'relatório', 'plano', 'meta', 'progresso',
  'alta', 'internamento', 'consulta', 'hospital', 'clínica', 'centro', 'lar', 'creche', 'jardim', 'horta',
  'oficina', 'atelier', 'grupo', 'par', 'mentor', 'supervisão', 'estágio', 'ética', 'consentimento', 'privacidade',
  'inclusão', 'deficiência', 'acessibilidade', 'barreira', 'transporte', 'rampa', 'barra', 'banheira', 'duche', 'cozinha',
  'quarto', 'escada', 'iluminação', 'tapete', 'calçado', 'visão', 'audição', 'tato', 'propriocepção', 'praxia',
  'coordenação', 'destreza', 'preensão', 'pinça', 'amplitude', 'força', 'resistência', 'edema', 'cicatriz', 'sensibilidade',
  'espasticidade', 'hemiparesia', 'afasia', 'apraxia', 'negligência', 'perseveração', 'impulsividade', 'autorregulação', 'modulação', 'dispraxia',
];

/** The nouns above that take "o": the others take "a". */
export const masculineNouns = new Set([
  'utente', 'objetivo', 'desempenho', 'cuidador', 'domicílio', 'trabalho', 'programa', 'contexto', 'ambiente', 'brincar',
  'vestuário', 'produto', 'desenvolvimento', 'envelhecimento', 'emprego', 'voluntariado', 'lazer', 'descanso', 'sono', 'acidente',
  'diagnóstico', 'prognóstico', 'estudo', 'resultado', 'instrumento', 'questionário', 'registo', 'relatório', 'plano', 'progresso',
  'internamento', 'hospital', 'centro', 'lar', 'jardim', 'grupo', 'par', 'mentor', 'estágio', 'consentimento',
  'transporte', 'duche', 'quarto', 'tato', 'calçado', 'equilíbrio', 'tapete', 'edema', 'atelier',
]);

/** Adjectives in their feminine form; `agree` gives the masculine one. */
export const adjectives = [
  'funcional', 'diária', 'significativa', 'terapêutica', 'social', 'cognitiva', 'motora', 'sensorial', 'comunitária',
  'familiar', 'escolar', 'profissional', 'individual', 'clínica', 'prática', 'adaptada', 'segura', 'autónoma', 'progressiva',
  'precoce', 'intensiva', 'domiciliária', 'hospitalar', 'inclusiva', 'acessível', 'estruturada', 'validada', 'centrada', 'colaborativa',
  'preventiva', 'crónica', 'aguda', 'ligeira', 'moderada', 'grave', 'emocional', 'comportamental', 'postural', 'manual',
  'visual', 'auditiva', 'vestibular', 'tátil', 'executiva', 'relacional', 'expressiva', 'lúdica', 'criativa', 'instrumental',
];

/** The adjective in the gender of the noun it follows. */
export function agree(adjective, noun) {
  if (!masculineNouns.has(noun)) return adjective;
  if (adjective.endsWith('ora')) return adjective.slice(0, -1);
  return adjective.endsWith('a') ? `${adjective.slice(0, -1)}o` : adjective;
}

export const verbs = [
  'promove', 'melhora', 'favorece', 'reforça', 'facilita', 'apoia', 'avalia', 'orienta', 'acompanha', 'adapta',
  'estimula', 'desenvolve', 'reduz', 'previne', 'integra', 'organiza', 'valoriza', 'envolve', 'mede', 'documenta',
  'transforma', 'simplifica', 'antecipa', 'compensa', 'restaura', 'consolida', 'generaliza', 'negocia', 'sustenta', 'capacita',
];

export const places = [
  'no domicílio', 'na escola', 'na comunidade', 'no hospital', 'no local de trabalho', 'no centro de dia', 'na clínica', 'no lar',
  'em contexto de grupo', 'na unidade de cuidados continuados', 'no jardim de infância', 'na horta comunitária', 'no ginásio',
  'na associação local', 'na biblioteca municipal', 'no centro de saúde', 'na universidade', 'no atelier', 'na junta de freguesia',
  'em Lisboa', 'no Porto', 'em Braga', 'em Coimbra', 'em Faro', 'em Évora', 'em Viseu', 'em Leiria', 'nos Açores', 'na Madeira',
  'em Bragança', 'em Castelo Branco', 'em Portalegre', 'em Santarém', 'em Setúbal', 'em Aveiro', 'em Beja', 'na Guarda',
  'em Vila Real', 'em Viana do Castelo',
];

export const headings = [
  'Enquadramento', 'Avaliação inicial', 'Objetivos', 'Intervenção', 'Resultados', 'Discussão', 'Conclusões', 'Recomendações',
  'Métodos', 'Participantes', 'Limitações', 'Implicações para a prática', 'Trabalho com a família', 'Próximos passos',
];

/**
 * Words planted in a known, small number of items: `articles` articles and `protocols` protocols
 * each. The benchmark's rare search uses the first one; the rest give the index a long tail.
 */
export const plantedRareWords = [
  { word: 'hipoterapia', articles: 6, protocols: 2 },
  { word: 'musicoterapia', articles: 4, protocols: 1 },
  { word: 'hidroterapia', articles: 9, protocols: 3 },
  { word: 'disgrafia', articles: 5, protocols: 1 },
  { word: 'boccia', articles: 3, protocols: 0 },
  { word: 'sinestesia', articles: 2, protocols: 0 },
  { word: 'ergoterapia', articles: 7, protocols: 2 },
  { word: 'snoezelen', articles: 8, protocols: 2 },
];

/** The word of the benchmark's common-word search: in most items ("terapia ocupacional"). */
export const commonWord = 'ocupacional';
export const rareWord = plantedRareWords[0].word;
/** A noun of the middle of the Zipf list: in about 7% of the articles (1,400 of 20,000). */
export const mediumWord = 'sono';

export const firstNames = [
  'Ana', 'Maria', 'Joana', 'Inês', 'Beatriz', 'Mariana', 'Catarina', 'Sofia', 'Rita', 'Marta', 'Carolina', 'Leonor', 'Teresa', 'Helena', 'Filipa',
  'João', 'Pedro', 'Rui', 'Tiago', 'Miguel', 'José', 'António', 'Francisco', 'Diogo', 'Nuno', 'Ricardo', 'Gonçalo', 'Bruno', 'André', 'Luís',
];

export const surnames = [
  'Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Jesus', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes',
  'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Moreira', 'Correia', 'Mendes', 'Nunes', 'Soares',
  'Vieira', 'Monteiro', 'Cardoso', 'Rocha', 'Neves', 'Coelho', 'Cruz', 'Cunha', 'Pires', 'Ramos', 'Reis', 'Simões', 'Antunes', 'Matos',
];

/** The 18 districts and the two autonomous regions. */
export const locations = [
  'Aveiro', 'Beja', 'Braga', 'Bragança', 'Castelo Branco', 'Coimbra', 'Évora', 'Faro', 'Guarda', 'Leiria', 'Lisboa', 'Portalegre',
  'Porto', 'Santarém', 'Setúbal', 'Viana do Castelo', 'Vila Real', 'Viseu', 'Região Autónoma dos Açores', 'Região Autónoma da Madeira',
];

export const eventTypes = ['Workshop', 'Webinar', 'Congresso', 'Curso', 'Encontro', 'Conferência', 'Formação'];
