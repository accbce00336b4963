// The demo protocols, in the same text format as the articles (see ../markup.mjs). `validated`
// alone: marked validated before reviews existed; `review`: reviewed by the demo moderator with an
// Oxford CEBM level, `reviewedDaysAgo` and a next review due in `dueInDays` (negative: overdue).
export const protocols = [
  {
    title: 'Protocolo de avaliação do risco de queda no domicílio',
    summary: 'Procedimento estruturado para avaliar o risco de queda de pessoas idosas em casa, com lista de verificação do ambiente e plano de recomendações.',
    category: 'Gerontologia',
    author: 'rui.almeida',
    daysAgo: 5,
    validated: true,
    review: { evidenceLevel: 2, reviewedDaysAgo: 3, dueInDays: 730 },
    downloads: 142,
    body: `## Objetivo

Identificar os fatores de risco de queda relacionados com a pessoa, as suas atividades e o ambiente doméstico, e definir recomendações priorizadas.

## População-alvo

Pessoas com 65 ou mais anos, a viver no domicílio, com pelo menos uma queda no último ano ou medo de cair.

## Procedimento

- Entrevista sobre quedas anteriores, medicação e atividades diárias.
- Observação da pessoa a realizar as transferências e o percurso habitual em casa.
- Aplicação da lista de verificação do ambiente, divisão a divisão.
- Definição de três recomendações prioritárias, acordadas com a pessoa.

## Reavaliação

Visita de seguimento ao fim de **quatro a seis semanas**, para verificar a implementação das recomendações e registar novas quedas.`,
  },
  {
    title: 'Protocolo de intervenção sensorial em contexto escolar',
    summary: 'Guia para planear, aplicar e rever estratégias sensoriais na sala de aula, em colaboração com o professor titular.',
    category: 'Pediatria',
    author: 'mariana.costa',
    daysAgo: 15,
    validated: true,
    downloads: 98,
    body: `## Objetivo

Ajudar o aluno a manter um nível de alerta adequado às tarefas escolares através de estratégias sensoriais integradas na rotina da turma.

## Procedimento

- Observação do aluno em pelo menos três contextos escolares diferentes.
- Reunião com o professor para identificar os momentos críticos do dia.
- Escolha de duas ou três estratégias exequíveis na sala.
- Registo diário simples, pelo professor, durante duas semanas.

## Critérios de sucesso

Redução das interrupções da aula e aumento do tempo em tarefa, medidos no registo do professor. As estratégias que não resultam são *substituídas, não acumuladas*.`,
  },
  {
    title: 'Protocolo de treino de atividades de vida diária após AVC',
    summary: 'Sequência de avaliação e treino das atividades de vida diária na fase subaguda do AVC, em internamento de reabilitação.',
    category: 'Neurologia',
    author: 'ines.rodrigues',
    daysAgo: 28,
    validated: true,
    review: { evidenceLevel: 3, reviewedDaysAgo: 25, dueInDays: -7 },
    downloads: 87,
    body: `## Objetivo

Promover a independência nas atividades de vida diária básicas e instrumentais após AVC e preparar a alta para o domicílio.

## Avaliação inicial

Avaliação padronizada das atividades de vida diária nas primeiras 72 horas de internamento, complementada pela observação da pessoa no quarto e na casa de banho.

## Treino

- Sessões diárias de 45 minutos, à hora em que a atividade acontece naturalmente.
- Treino do vestir e da higiene com técnicas de uma só mão quando necessário.
- Introdução gradual de tarefas instrumentais: preparar uma refeição simples, gerir a medicação.
- Ensino ao cuidador das técnicas de supervisão e de ajuda.

## Alta

Visita ao domicílio ou avaliação por fotografias e medidas antes da alta, com **recomendações de adaptação** entregues por escrito.`,
  },
  {
    title: 'Protocolo de avaliação ergonómica do posto de trabalho',
    summary: 'Passos para avaliar um posto de trabalho administrativo ou industrial e propor adaptações, com registo fotográfico e relatório para a empresa.',
    category: 'Saúde Ocupacional',
    author: 'pedro.santos',
    daysAgo: 33,
    validated: false,
    downloads: 23,
    body: `## Objetivo

Identificar os fatores de risco musculoesquelético de um posto de trabalho e propor adaptações viáveis para a empresa e para o trabalhador.

## Procedimento

- Entrevista ao trabalhador sobre as tarefas, os horários e as queixas.
- Observação de um ciclo completo de trabalho, com registo fotográfico autorizado.
- Medição das alturas de trabalho, dos alcances e das cargas manuseadas.
- Relatório com recomendações classificadas por prioridade e custo.

## Seguimento

Contacto com o trabalhador e com a chefia três meses após o relatório, para avaliar a implementação e as queixas.`,
  },
  {
    title: 'Protocolo de grupo de competências sociais em saúde mental',
    summary: 'Programa de dez sessões em grupo para treino de competências sociais com adultos em acompanhamento numa equipa comunitária de saúde mental.',
    category: 'Saúde Mental',
    author: 'ana.silva',
    daysAgo: 44,
    validated: true,
    downloads: 65,
    body: `## Objetivo

Desenvolver competências de comunicação e de relação interpessoal que facilitem a participação na comunidade, no emprego e na formação.

## Estrutura

Grupos de seis a oito participantes, com dez sessões semanais de noventa minutos, orientadas por dois terapeutas.

## Conteúdos das sessões

- Iniciar e manter uma conversa.
- Fazer e recusar pedidos de forma assertiva.
- Lidar com a crítica e resolver conflitos.
- Preparar uma entrevista de emprego.

## Avaliação

Questionário de competências sociais no início e no fim do programa, e **objetivo individual** definido por cada participante na primeira sessão.`,
  },
  {
    title: 'Protocolo de reabilitação da mão: fase pós-imobilização',
    summary: 'Progressão de exercícios e atividades após a retirada da imobilização em fraturas do punho e da mão, com critérios de avanço entre fases.',
    category: 'Reabilitação Física',
    author: 'joao.ferreira',
    daysAgo: 57,
    validated: false,
    downloads: 12,
    body: `## Objetivo

Recuperar a amplitude articular, a força e a destreza da mão e do punho após a retirada da imobilização, até ao regresso às atividades habituais.

## Fases

- Semanas 1 e 2: mobilização ativa, controlo do edema e atividades leves.
- Semanas 3 a 6: mobilização ativa assistida e fortalecimento com resistência ligeira.
- A partir da semana 6: fortalecimento progressivo e treino de atividades exigentes.

## Critérios para avançar de fase

Ausência de aumento da dor ou do edema depois das sessões e ganhos de amplitude documentados. A progressão é sempre articulada com o *médico assistente*.`,
  },
  {
    title: 'Protocolo de apoio à transição para o ensino secundário',
    summary: 'Plano de preparação da mudança de escola para alunos com medidas de suporte à aprendizagem, envolvendo família, escola de origem e escola de destino.',
    category: 'Educação',
    author: 'catarina.lopes',
    daysAgo: 70,
    validated: false,
    downloads: 8,
    body: `## Objetivo

Preparar a transição do aluno para o ensino secundário, antecipando as exigências da nova escola e garantindo a continuidade das medidas de suporte.

## Procedimento

- Reunião no segundo período com a família e as duas escolas.
- Visitas do aluno à nova escola, incluindo o percurso casa-escola.
- Elaboração de um perfil do aluno com as estratégias que resultam.
- Acompanhamento nas primeiras quatro semanas do novo ano letivo.

## Avaliação

Participação do aluno nas aulas e nas atividades da escola ao fim do primeiro período, segundo o aluno, a família e o diretor de turma.`,
  },
  {
    title: 'Protocolo de recolha de dados para estudos de resultados em terapia ocupacional',
    summary: 'Procedimento comum para serviços que queiram registar resultados da intervenção de forma comparável e participar em estudos multicêntricos.',
    category: 'Investigação',
    author: 'tiago.martins',
    daysAgo: 85,
    validated: true,
    downloads: 41,
    body: `## Objetivo

Uniformizar a recolha de dados sobre os resultados da intervenção em terapia ocupacional, permitindo comparar serviços e participar em estudos multicêntricos.

## Dados a recolher

- Caracterização do utente: idade, diagnóstico principal, contexto de intervenção.
- Instrumento de desempenho ocupacional no início e na alta.
- Número e duração das sessões realizadas.
- Objetivos definidos e grau de concretização.

## Proteção de dados

Os dados são pseudonimizados no serviço antes de qualquer partilha, de acordo com o **Regulamento Geral sobre a Proteção de Dados**. O consentimento informado é obtido por escrito.`,
  },
];
