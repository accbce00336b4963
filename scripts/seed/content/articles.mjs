// The demo articles. `body` uses a small text format turned into HTML by ../markup.mjs:
// blank lines separate blocks; "## " and "### " start headings, "- " list items;
// **strong** and *em* inline.
export const articles = [
  {
    title: 'Integração sensorial na sala de aula: estratégias práticas',
    summary: 'Como adaptar a rotina e o espaço da sala de aula para crianças com dificuldades de processamento sensorial, com exemplos simples para professores e terapeutas.',
    type: 'ARTICLE',
    category: 'Pediatria',
    author: 'mariana.costa',
    daysAgo: 3,
    readTime: 6,
    body: `Muitas crianças com dificuldades de processamento sensorial passam o dia escolar num estado de alerta desajustado: ora agitadas e distraídas, ora sonolentas e pouco disponíveis. A integração sensorial oferece ao terapeuta ocupacional um quadro para compreender estes comportamentos e, em conjunto com o professor, ajustar o ambiente.

## Observar antes de intervir

A primeira tarefa é observar a criança na sala, no recreio e no refeitório. Interessa perceber em que momentos o comportamento muda e que estímulos estão presentes: ruído, luz, proximidade dos colegas, transições entre atividades.

### Estratégias que funcionam na maioria das salas

- Pausas de movimento curtas e planeadas entre tarefas de mesa.
- Um canto calmo, com pouca estimulação visual, para a criança se reorganizar.
- Materiais de manipulação discretos durante a escuta de explicações.
- Avisos antecipados das transições, com apoio visual.

## Trabalhar com o professor

As estratégias só resultam se forem **exequíveis para o professor**. Uma dieta sensorial com dez atividades diferentes raramente sobrevive a uma turma de vinte e cinco alunos. É preferível escolher duas ou três rotinas, testá-las durante duas semanas e rever os resultados em conjunto.

A integração sensorial não substitui o trabalho pedagógico: dá-lhe condições para acontecer. Quando a criança está regulada, aprende melhor, e o professor também ganha tempo.`,
  },
  {
    title: 'Prevenção de quedas em pessoas idosas na comunidade',
    summary: 'As quedas são a principal causa de lesão em pessoas com mais de 65 anos. Revemos a avaliação do risco e as intervenções da terapia ocupacional no domicílio.',
    type: 'ARTICLE',
    category: 'Gerontologia',
    author: 'rui.almeida',
    daysAgo: 8,
    readTime: 7,
    body: `Uma em cada três pessoas com mais de 65 anos cai pelo menos uma vez por ano. Para além das fraturas, a queda traz muitas vezes o medo de voltar a cair, que leva à redução da atividade e ao isolamento.

## Avaliar o risco de forma abrangente

O risco de queda resulta da interação entre a pessoa, as suas ocupações e o ambiente. A avaliação do terapeuta ocupacional deve incluir o equilíbrio e a marcha, a medicação, a visão, o calçado e, sobretudo, a forma como a pessoa realiza as tarefas do dia a dia em sua casa.

### Pontos críticos no domicílio

- Tapetes soltos e fios elétricos nas zonas de passagem.
- Iluminação insuficiente no percurso entre o quarto e a casa de banho.
- Banheiras altas sem barras de apoio.
- Objetos de uso diário guardados em prateleiras altas.

## Intervir com a pessoa, não apenas na casa

As adaptações do domicílio são mais eficazes quando a pessoa participa nas decisões. Retirar um tapete de que a pessoa gosta, sem explicar porquê, resulta muitas vezes no seu regresso ao mesmo lugar uma semana depois.

Os programas que combinam *exercício de equilíbrio*, revisão do ambiente e treino das atividades de risco mostram os melhores resultados. O acompanhamento ao longo de alguns meses ajuda a manter as mudanças.`,
  },
  {
    title: 'Caso clínico: regresso ao trabalho após AVC',
    summary: 'O percurso de um técnico administrativo de 52 anos que regressou ao emprego seis meses depois de um AVC isquémico, com adaptações negociadas com a entidade empregadora.',
    type: 'CASE_STUDY',
    category: 'Neurologia',
    author: 'ines.rodrigues',
    daysAgo: 12,
    readTime: 9,
    body: `O senhor M., de 52 anos, técnico administrativo numa câmara municipal, sofreu um AVC isquémico da artéria cerebral média esquerda. Teve alta do internamento com hemiparesia direita ligeira e dificuldades de atenção e de memória de trabalho.

## Avaliação inicial

Na avaliação em terapia ocupacional, o senhor M. identificou o regresso ao trabalho como o seu principal objetivo. Os testes mostraram velocidade de processamento reduzida e fadiga ao fim de quarenta minutos de tarefa contínua. A destreza da mão direita permitia escrever, mas com lentidão.

### Objetivos definidos em conjunto

- Utilizar o computador durante duas horas seguidas com pausas planeadas.
- Gerir a agenda semanal de forma autónoma.
- Deslocar-se de transportes públicos até ao local de trabalho.

## Intervenção

Durante doze semanas, a intervenção combinou treino de tarefas reais do posto de trabalho, estratégias de gestão da fadiga e o uso de listas e alarmes no telemóvel. Foi feita uma visita ao local de trabalho, com autorização do utente, para avaliar o posto e conversar com a chefia.

## Resultados

O senhor M. regressou ao trabalho a tempo parcial no sexto mês, com **horário progressivo** e um posto mais afastado da zona de atendimento ao público. Três meses depois, cumpria o horário completo. Este caso mostra a importância de envolver cedo a entidade empregadora.`,
  },
  {
    title: 'Ergonomia no teletrabalho: orientações para equipas',
    summary: 'Recomendações práticas para organizar o posto de trabalho em casa e prevenir queixas musculoesqueléticas em equipas que trabalham à distância.',
    type: 'ARTICLE',
    category: 'Saúde Ocupacional',
    author: 'pedro.santos',
    daysAgo: 18,
    readTime: 5,
    body: `O teletrabalho trouxe flexibilidade, mas também mesas de cozinha transformadas em escritório e portáteis usados oito horas por dia no sofá. As queixas de dor cervical e lombar aumentaram em muitas empresas.

## O posto de trabalho em casa

Não é preciso mobiliário caro para trabalhar bem em casa. Algumas regras simples resolvem a maioria dos problemas.

- O topo do ecrã ao nível dos olhos, com um suporte ou uma pilha de livros.
- Teclado e rato externos quando se usa um portátil.
- Os pés apoiados no chão ou num apoio e as costas apoiadas na cadeira.
- Luz natural lateral, para evitar reflexos no ecrã.

## Organizar o dia

A ergonomia não se limita ao mobiliário. As pausas regulares, a alternância entre tarefas e a separação clara entre o tempo de trabalho e o tempo pessoal protegem a saúde física e mental.

### O papel da terapia ocupacional

O terapeuta ocupacional pode avaliar os postos de trabalho à distância, por videochamada, e propor **planos individuais** simples. Nas equipas, sessões curtas de formação têm mais efeito do que folhetos enviados por correio eletrónico.`,
  },
  {
    title: 'Eficácia da terapia de espelho no membro superior: revisão da evidência',
    summary: 'Síntese de ensaios clínicos sobre a terapia de espelho na recuperação motora do membro superior após AVC, com implicações para a prática clínica.',
    type: 'RESEARCH',
    category: 'Investigação',
    author: 'tiago.martins',
    daysAgo: 25,
    readTime: 12,
    body: `A terapia de espelho utiliza o reflexo do membro não afetado para criar a ilusão visual de movimento do membro parético. É uma técnica de baixo custo que pode ser praticada em casa, o que explica o interesse crescente dos serviços de reabilitação.

## Métodos

Revimos ensaios clínicos aleatorizados publicados nos últimos quinze anos que compararam a terapia de espelho com outras intervenções ou com a ausência de intervenção em adultos após AVC. Foram incluídos dezoito estudos, com um total de 812 participantes.

## Resultados

A terapia de espelho mostrou um efeito moderado na função motora do membro superior, sobretudo na fase subaguda. O efeito nas atividades de vida diária foi menor e menos consistente entre estudos.

### Fatores associados a melhores resultados

- Início da intervenção nos primeiros seis meses após o AVC.
- Sessões diárias de pelo menos trinta minutos.
- Combinação com treino orientado para tarefas.

## Implicações para a prática

A terapia de espelho pode ser um **complemento útil** do treino orientado para tarefas, mas não o substitui. A qualidade metodológica de vários estudos é limitada, pelo que são necessários ensaios com amostras maiores e seguimento a longo prazo.`,
  },
  {
    title: 'Atividades significativas na recuperação em saúde mental',
    summary: 'Porque é que a ocupação significativa está no centro dos processos de recuperação e como a integrar no plano de intervenção de equipas comunitárias.',
    type: 'ARTICLE',
    category: 'Saúde Mental',
    author: 'ana.silva',
    daysAgo: 30,
    readTime: 8,
    body: `Na perspetiva da recuperação, o objetivo não é apenas reduzir sintomas, mas construir uma vida com sentido, apesar ou para além da doença. As ocupações que a pessoa valoriza são um caminho privilegiado para essa reconstrução.

## O que torna uma atividade significativa

Uma atividade é significativa quando se liga à identidade da pessoa, aos seus papéis e aos seus valores. Cozinhar para a família, voltar a tocar um instrumento ou participar num grupo de caminhada podem ter mais impacto do que qualquer exercício proposto pelo terapeuta.

### Perguntas que ajudam a descobrir

- O que gostava de fazer antes de adoecer?
- Que atividades o fazem perder a noção do tempo?
- Em que papéis se reconhece: mãe, trabalhador, vizinho, estudante?

## Integrar a ocupação no plano de intervenção

Na nossa equipa comunitária, cada plano individual inclui pelo menos um objetivo ocupacional escolhido pela pessoa. O terapeuta ocupacional ajuda a decompor o objetivo em passos, a identificar recursos na comunidade e a ultrapassar barreiras, como o estigma ou a falta de transportes.

Os resultados são visíveis: *maior adesão ao acompanhamento*, mais contactos sociais e, em vários casos, o regresso ao emprego ou à formação.`,
  },
  {
    title: 'Caso clínico: criança com perturbação do desenvolvimento da coordenação',
    summary: 'Intervenção centrada na escrita e nas atividades de autocuidado de um rapaz de 8 anos, com a família e a escola como parceiras.',
    type: 'CASE_STUDY',
    category: 'Pediatria',
    author: 'beatriz.gomes',
    daysAgo: 36,
    readTime: 10,
    body: `O T. tem 8 anos e frequenta o 3.º ano. Foi encaminhado pela professora por dificuldades na escrita, lentidão a vestir-se depois da educação física e recusa em participar em jogos com bola.

## Avaliação

A avaliação confirmou dificuldades de coordenação motora compatíveis com perturbação do desenvolvimento da coordenação, sem alterações neurológicas. A escrita era legível, mas muito lenta, e o T. cansava-se rapidamente. Em casa, precisava de ajuda para apertar os botões e atar os atacadores.

### Objetivos escolhidos pelo T. e pela família

- Atar os atacadores sozinho.
- Copiar os trabalhos de casa do quadro a tempo.
- Jogar à apanhada com os colegas no recreio.

## Intervenção

Utilizámos uma abordagem orientada para a tarefa, em que o T. aprendeu a descobrir estratégias próprias para cada objetivo. Na escola, a professora passou a fornecer os trabalhos de casa impressos e a aceitar respostas mais curtas nas fichas.

## Resultados

Ao fim de dez sessões, o T. atava os atacadores e copiava os trabalhos de casa em metade do tempo. Mais importante do que isso, *voltou a querer jogar no recreio*. A família destacou o aumento da confiança do filho.`,
  },
  {
    title: 'Terapia ocupacional nas escolas inclusivas',
    summary: 'O contributo do terapeuta ocupacional para a educação inclusiva: apoio às equipas multidisciplinares, adaptação de materiais e participação de todos os alunos.',
    type: 'ARTICLE',
    category: 'Educação',
    author: 'catarina.lopes',
    daysAgo: 41,
    readTime: 6,
    body: `A legislação portuguesa sobre educação inclusiva reforçou a ideia de que todos os alunos devem aprender juntos, com as medidas de suporte de que cada um precisa. O terapeuta ocupacional tem um lugar natural nesta mudança.

## Do gabinete para a sala de aula

Durante muito tempo, a terapia ocupacional na escola fazia-se num gabinete, com o aluno retirado da turma. Hoje, privilegia-se a intervenção nos contextos reais: a sala, o recreio, a cantina, as visitas de estudo.

### Áreas de intervenção mais frequentes

- Escrita e utilização de tecnologias de apoio.
- Organização e gestão do material escolar.
- Autonomia na alimentação e na higiene.
- Participação nas aulas de educação física e no recreio.

## Trabalhar em equipa

O terapeuta ocupacional integra a equipa multidisciplinar de apoio à educação inclusiva, ao lado de docentes, psicólogos e famílias. A sua contribuição mais valiosa está muitas vezes na **análise da atividade**: perceber exatamente onde a tarefa escolar se torna difícil e como a adaptar sem lhe retirar o objetivo pedagógico.`,
  },
  {
    title: 'Reabilitação da mão após fratura do rádio distal',
    summary: 'Fases da reabilitação após fratura do punho, desde a imobilização até ao regresso às atividades, com sinais de alerta para a equipa.',
    type: 'ARTICLE',
    category: 'Reabilitação Física',
    author: 'joao.ferreira',
    daysAgo: 47,
    readTime: 7,
    body: `A fratura do rádio distal é uma das fraturas mais frequentes em adultos, sobretudo em mulheres com mais de cinquenta anos após uma queda sobre a mão. A recuperação da função depende muito da qualidade da reabilitação.

## Durante a imobilização

Mesmo com o punho imobilizado, há muito a fazer. Os dedos, o cotovelo e o ombro devem manter-se móveis, e o edema deve ser controlado com elevação e exercícios ativos dos dedos.

## Após a imobilização

Quando o ortopedista autoriza a mobilização do punho, inicia-se o trabalho de amplitude articular, seguido do fortalecimento progressivo. O treino de atividades reais, como abrir frascos, torcer a roupa ou usar talheres, acelera o regresso à normalidade.

### Sinais de alerta

- Dor desproporcionada e alterações da cor ou da temperatura da mão.
- Rigidez dos dedos que não melhora com os exercícios.
- Formigueiro persistente no território do nervo mediano.

## O regresso às atividades

A maioria das pessoas recupera a função para as atividades diárias em três meses, mas o **regresso a atividades exigentes**, como o trabalho manual pesado ou o desporto, pode demorar mais. Definir metas com a pessoa ajuda a manter a motivação nesta fase.`,
  },
  {
    title: 'Estudo sobre a participação social de jovens com deficiência nos Açores',
    summary: 'Resultados de um estudo com 64 jovens adultos com deficiência em São Miguel sobre participação na comunidade, emprego e barreiras percebidas.',
    type: 'RESEARCH',
    category: 'Comunidade e Inclusão',
    author: 'sofia.pereira',
    daysAgo: 53,
    readTime: 14,
    body: `A transição para a vida adulta é um período crítico para jovens com deficiência. Nas regiões insulares, a menor oferta de transportes e de serviços pode agravar as barreiras à participação social.

## Objetivo e métodos

Estudámos a participação de 64 jovens entre os 18 e os 30 anos, residentes na ilha de São Miguel, através de um questionário de participação e de entrevistas a uma subamostra de doze jovens e respetivas famílias.

## Principais resultados

A participação em atividades de lazer na comunidade foi baixa em mais de metade dos jovens. Apenas 14 tinham atividade profissional remunerada. As barreiras mais referidas foram os transportes, a falta de apoio para atividades fora de casa e as atitudes negativas de empregadores.

### O que os jovens valorizam

- Ter amigos fora da família e dos serviços.
- Contribuir para a comunidade através de trabalho ou voluntariado.
- Decidir sobre a sua própria rotina.

## Conclusões

Os resultados sugerem que a intervenção deve deslocar-se dos serviços para a comunidade. Propomos **programas de mentoria entre pares** e parcerias com empresas locais, em que o terapeuta ocupacional apoie a adaptação dos postos de trabalho.`,
  },
  {
    title: 'Caso clínico: adaptação do domicílio para uma pessoa com esclerose múltipla',
    summary: 'Como uma mulher de 45 anos com esclerose múltipla manteve a autonomia em casa graças a adaptações faseadas e à gestão da fadiga.',
    type: 'CASE_STUDY',
    category: 'Reabilitação Física',
    author: 'joao.ferreira',
    daysAgo: 60,
    readTime: 9,
    body: `A senhora L., de 45 anos, tem esclerose múltipla há doze anos, com agravamento progressivo da marcha. Vive com o marido e dois filhos adolescentes num terceiro andar sem elevador.

## Avaliação

A senhora L. referia fadiga intensa, que a impedia de cuidar da casa como desejava, e medo de cair no duche. Passava a maior parte da tarde deitada. A avaliação do domicílio mostrou uma casa de banho pequena, com base de duche alta, e uma cozinha com armários demasiado altos.

### Prioridades definidas pela senhora L.

- Tomar banho em segurança e sem ajuda.
- Preparar o jantar para a família.
- Sair de casa pelo menos duas vezes por semana.

## Intervenção

Substituiu-se a base de duche por uma solução de nível, com barras e banco rebatível. Na cozinha, os utensílios mais usados passaram para as gavetas baixas e foi introduzido um banco alto para preparar refeições sentada. Trabalhámos a **gestão da fadiga**, com planeamento semanal das tarefas e pausas antes do cansaço.

## Resultados

Após três meses, a senhora L. tomava banho sozinha e preparava o jantar quatro vezes por semana. A questão das escadas mantém-se: a família está a estudar a mudança para um rés do chão, com o apoio da assistente social.`,
  },
  {
    title: 'Estimulação cognitiva em pessoas com demência ligeira',
    summary: 'Princípios e exemplos de sessões de estimulação cognitiva em grupo para pessoas com demência ligeira, em centros de dia e lares.',
    type: 'ARTICLE',
    category: 'Gerontologia',
    author: 'rui.almeida',
    daysAgo: 67,
    readTime: 8,
    body: `A estimulação cognitiva é uma das intervenções não farmacológicas com melhor evidência na demência ligeira a moderada. Em grupo, melhora a cognição e a qualidade de vida, com baixo custo.

## Princípios

As sessões devem ser agradáveis, respeitar as opiniões de cada participante e privilegiar o processamento de informação em vez da memorização de factos. A orientação para a realidade faz-se de forma natural, sem testar constantemente a pessoa.

### Exemplo de estrutura de uma sessão

- Boas-vindas e canção do grupo.
- Conversa sobre as notícias do dia ou a época do ano.
- Atividade principal: categorizar alimentos, recordar profissões antigas, planear uma receita.
- Encerramento com resumo e marcação da próxima sessão.

## Adaptar ao contexto português

Os temas funcionam melhor quando partem da vida dos participantes: as festas populares, as profissões tradicionais, as músicas da rádio da sua juventude. O terapeuta ocupacional pode envolver os *familiares e cuidadores* para dar continuidade às atividades em casa.`,
  },
  {
    title: 'Caso clínico: intervenção em primeiro episódio psicótico',
    summary: 'O acompanhamento de uma estudante universitária de 21 anos após um primeiro episódio psicótico, com foco no regresso aos estudos e na rotina diária.',
    type: 'CASE_STUDY',
    category: 'Saúde Mental',
    author: 'ana.silva',
    daysAgo: 74,
    readTime: 11,
    body: `A R., de 21 anos, estudante do segundo ano de Arquitetura, foi internada após um primeiro episódio psicótico. Teve alta ao fim de três semanas e foi referenciada à equipa comunitária.

## Avaliação ocupacional

A R. descrevia os dias como vazios: acordava ao meio-dia, passava a tarde no telemóvel e não conseguia concentrar-se na leitura. Tinha interrompido a faculdade e afastado-se dos amigos. Manifestava vontade de retomar os estudos, mas tinha receio de não ser capaz.

### Objetivos

- Estabelecer uma rotina diária com horários de sono regulares.
- Retomar uma atividade de desenho que lhe dava prazer.
- Frequentar uma unidade curricular no semestre seguinte.

## Intervenção

Ao longo de quatro meses, trabalhámos a estruturação do dia com um plano semanal visual e a retoma gradual do desenho, primeiro em casa e depois num atelier comunitário. Em articulação com o gabinete de apoio ao estudante da faculdade, a R. inscreveu-se numa unidade curricular com **estatuto de estudante com necessidades especiais**.

## Resultados

A R. concluiu a unidade curricular com aproveitamento e inscreveu-se em três no semestre seguinte. O caso ilustra o valor da *intervenção precoce centrada na ocupação* após o primeiro episódio.`,
  },
  {
    title: 'Burnout em profissionais de saúde: o contributo da terapia ocupacional',
    summary: 'O esgotamento profissional como problema ocupacional: equilíbrio entre trabalho e vida pessoal, gestão de exigências e programas de prevenção.',
    type: 'ARTICLE',
    category: 'Saúde Ocupacional',
    author: 'pedro.santos',
    daysAgo: 81,
    readTime: 6,
    body: `O burnout é reconhecido como um fenómeno ocupacional, resultante de stresse crónico no trabalho que não foi gerido com sucesso. Os profissionais de saúde estão entre os grupos mais afetados.

## Um problema de equilíbrio ocupacional

Para a terapia ocupacional, o burnout é também um problema de equilíbrio entre as ocupações. Quando o trabalho ocupa todo o espaço, desaparecem o descanso, o lazer e as relações que ajudam a recuperar.

### Sinais a que devemos estar atentos

- Exaustão que não melhora com o descanso de fim de semana.
- Distanciamento e cinismo em relação aos utentes.
- Sensação de ineficácia e perda de sentido no trabalho.

## Prevenção nas organizações

As intervenções individuais, como a gestão do tempo ou o relaxamento, ajudam, mas não chegam. Os programas mais eficazes atuam também sobre a **organização do trabalho**: distribuição das tarefas, autonomia, pausas efetivas e reconhecimento. O terapeuta ocupacional pode colaborar com os serviços de saúde ocupacional na análise dos postos e na conceção destes programas.`,
  },
  {
    title: 'Medir o desempenho ocupacional: instrumentos validados para Portugal',
    summary: 'Revisão dos instrumentos de avaliação do desempenho ocupacional com versões portuguesas validadas e das suas propriedades psicométricas.',
    type: 'RESEARCH',
    category: 'Investigação',
    author: 'tiago.martins',
    daysAgo: 88,
    readTime: 13,
    body: `Medir resultados é essencial para demonstrar o valor da terapia ocupacional e para melhorar a prática. Em Portugal, o número de instrumentos com versões validadas tem crescido, mas a informação está dispersa.

## Métodos

Pesquisámos bases de dados científicas e repositórios de universidades portuguesas à procura de estudos de tradução, adaptação cultural e validação de instrumentos de avaliação do desempenho ocupacional.

## Resultados

Identificámos vinte e três instrumentos com versão portuguesa, dos quais onze com estudos de fiabilidade e validade publicados. A maioria destina-se a adultos; na pediatria, os instrumentos validados são ainda escassos.

### Lacunas identificadas

- Poucos estudos de sensibilidade à mudança.
- Amostras concentradas em Lisboa, Porto e Coimbra.
- Ausência de dados normativos para a população portuguesa.

## Recomendações

Recomendamos que os serviços escolham instrumentos com propriedades psicométricas conhecidas e que os resultados sejam registados de forma sistemática. A criação de uma **rede de investigação** entre serviços e universidades permitiria recolher amostras maiores e mais representativas.`,
  },
  {
    title: 'Brincar como ocupação: o papel do terapeuta na primeira infância',
    summary: 'O brincar é a principal ocupação da criança. Discutimos como o avaliar e promover em intervenção precoce, em casa e no jardim de infância.',
    type: 'ARTICLE',
    category: 'Pediatria',
    author: 'mariana.costa',
    daysAgo: 96,
    readTime: 5,
    body: `Para a criança pequena, brincar não é um passatempo: é a forma como aprende, se relaciona e descobre o mundo. Por isso, o brincar deve ser um fim da intervenção e não apenas um meio para treinar competências.

## Avaliar o brincar

Observar uma criança a brincar diz muito sobre a sua motricidade, a sua comunicação e a sua capacidade de imaginar. Interessa perceber se a criança escolhe, se persiste, se partilha e se se diverte.

### Ideias para promover o brincar em casa

- Brinquedos simples e abertos, como caixas, panos e blocos.
- Tempo livre sem ecrãs e sem atividades dirigidas.
- Adultos disponíveis para brincar ao nível da criança, no chão.

## Trabalhar com as famílias

Em intervenção precoce, o terapeuta ocupacional apoia as famílias a encontrar **oportunidades de brincar nas rotinas**: no banho, nas refeições, nas idas ao supermercado. Pequenas mudanças, repetidas todos os dias, valem mais do que uma sessão semanal no gabinete.`,
  },
  {
    title: 'Caso clínico: reabilitação vocacional após lesão medular',
    summary: 'Um eletricista de 34 anos com paraplegia após acidente de viação encontrou uma nova profissão com o apoio de um programa de reabilitação vocacional.',
    type: 'CASE_STUDY',
    category: 'Reabilitação Física',
    author: 'ines.rodrigues',
    daysAgo: 104,
    readTime: 10,
    body: `O senhor P., de 34 anos, eletricista por conta própria, ficou paraplégico após um acidente de viação. Depois de seis meses num centro de reabilitação, era autónomo na cadeira de rodas, mas não via forma de voltar a trabalhar.

## Avaliação vocacional

Identificámos os interesses, as competências transferíveis e as exigências físicas das profissões possíveis. O senhor P. tinha grande conhecimento técnico de instalações elétricas e gostava de ensinar os aprendizes.

### Opções exploradas

- Orçamentação e projeto de instalações elétricas.
- Formação profissional em escolas técnicas.
- Atendimento técnico numa loja de material elétrico.

## Intervenção

O senhor P. frequentou um curso de desenho técnico assistido por computador, com apoio do instituto de emprego. Adaptámos o posto de trabalho em casa e treinámos a condução de automóvel com comandos manuais, essencial para as visitas a obras.

## Resultados

Um ano depois, o senhor P. trabalha em **projeto e orçamentação** para uma empresa de instalações e dá formação a aprendizes duas vezes por semana. O caso mostra que a experiência anterior pode ser a base de um novo percurso profissional.`,
  },
  {
    title: 'Formação clínica em terapia ocupacional: supervisão de estagiários',
    summary: 'Boas práticas na supervisão de estudantes em estágio clínico, do acolhimento à avaliação final, com propostas para os serviços que recebem estagiários.',
    type: 'ARTICLE',
    category: 'Educação',
    author: 'catarina.lopes',
    daysAgo: 112,
    readTime: 7,
    body: `O estágio clínico é o momento em que o estudante se torna terapeuta. A qualidade da supervisão influencia não só as competências que adquire, mas também a forma como vai encarar a profissão.

## Acolher bem

O primeiro dia conta. Um plano de acolhimento com a apresentação da equipa, a explicação das regras do serviço e a definição conjunta de objetivos reduz a ansiedade e acelera a integração do estagiário.

### Elementos de uma boa supervisão

- Reuniões semanais protegidas, sem interrupções.
- Objetivos de aprendizagem escritos e revistos a meio do estágio.
- Feedback específico, frequente e equilibrado.
- Autonomia progressiva com os utentes.

## Avaliar com justiça

A avaliação final não deve ser uma surpresa. Quando o feedback é dado ao longo do estágio e os critérios são conhecidos desde o início, a avaliação torna-se uma síntese de um percurso partilhado. Os serviços que recebem estagiários beneficiam também: supervisionar obriga a **refletir sobre a própria prática**.`,
  },
  {
    title: 'Impacto de um programa de jardinagem terapêutica em contexto comunitário',
    summary: 'Avaliação de um programa de doze semanas de jardinagem terapêutica numa horta comunitária, com adultos em situação de isolamento social.',
    type: 'RESEARCH',
    category: 'Comunidade e Inclusão',
    author: 'sofia.pereira',
    daysAgo: 121,
    readTime: 12,
    body: `A jardinagem terapêutica combina atividade física, contacto com a natureza e participação social. Quisemos perceber o seu impacto em adultos em situação de isolamento social numa horta comunitária.

## Métodos

Participaram 28 adultos referenciados por centros de saúde e pela ação social da autarquia. O programa decorreu durante doze semanas, com duas sessões semanais de duas horas orientadas por uma terapeuta ocupacional. Avaliámos a solidão, o bem-estar e o equilíbrio ocupacional antes e depois do programa.

## Resultados

Houve uma redução significativa da solidão e uma melhoria do bem-estar. Nas entrevistas, os participantes destacaram a rotina, o sentimento de utilidade e as amizades criadas na horta.

### Fatores valorizados pelos participantes

- Ver crescer o que plantaram e levar produtos para casa.
- Trabalhar ao ar livre, ao seu ritmo.
- Conversar enquanto trabalhavam lado a lado.

## Conclusões

Seis meses após o fim do programa, *dezanove participantes continuavam a frequentar a horta* de forma autónoma. A jardinagem terapêutica mostra-se uma intervenção comunitária promissora e sustentável.`,
  },
  {
    title: 'Reabilitação cognitiva após traumatismo cranioencefálico: evidência recente',
    summary: 'Revisão das abordagens de reabilitação cognitiva após traumatismo cranioencefálico, com ênfase na transferência para as atividades do quotidiano.',
    type: 'RESEARCH',
    category: 'Neurologia',
    author: 'ines.rodrigues',
    daysAgo: 130,
    readTime: 15,
    body: `As alterações cognitivas são a principal causa de incapacidade a longo prazo após traumatismo cranioencefálico. Atenção, memória e funções executivas afetam o regresso ao trabalho, aos estudos e à vida familiar.

## Abordagens estudadas

A literatura distingue as abordagens restauradoras, que procuram melhorar a função cognitiva através de exercícios repetidos, das abordagens compensatórias, que ensinam estratégias e ajudas externas, e das abordagens centradas em tarefas do quotidiano.

## O que diz a evidência

O treino de estratégias metacognitivas e o uso de ajudas externas, como agendas e alarmes, mostram os resultados mais consistentes. O treino cognitivo informatizado melhora o desempenho nas tarefas treinadas, mas a transferência para a vida diária é limitada.

### Recomendações para a prática

- Definir objetivos funcionais com a pessoa e a família.
- Treinar estratégias em contextos reais sempre que possível.
- Envolver a família na manutenção das estratégias em casa.

## Conclusão

A reabilitação cognitiva deve ser **orientada para as ocupações** que importam à pessoa. O terapeuta ocupacional está bem posicionado para garantir que os ganhos se traduzem em participação.`,
  },
];
