// Likes, comments and saved items of the demo, naming items by title and members by username.
// The `likes` counters of articles and protocols are recomputed from these rows.

/** Articles (by position in ./articles.mjs) and the members who liked them. */
export const articleLikes = [
  [0, ['ana.silva', 'beatriz.gomes', 'catarina.lopes', 'sofia.pereira']],
  [1, ['ana.silva', 'ines.rodrigues', 'tiago.martins']],
  [2, ['joao.ferreira', 'pedro.santos', 'rui.almeida', 'tiago.martins', 'ana.silva']],
  [3, ['catarina.lopes']],
  [4, ['ines.rodrigues', 'joao.ferreira']],
  [5, ['sofia.pereira', 'mariana.costa', 'pedro.santos']],
  [6, ['mariana.costa', 'catarina.lopes']],
  [8, ['rui.almeida']],
  [9, ['ana.silva', 'tiago.martins']],
  [12, ['pedro.santos', 'sofia.pereira', 'joao.ferreira']],
  [13, ['ana.silva', 'rui.almeida']],
  [15, ['beatriz.gomes']],
  [18, ['ana.silva', 'rui.almeida', 'catarina.lopes']],
];

/** Protocols (by position in ./protocols.mjs) and the members who liked them. */
export const protocolLikes = [
  [0, ['ana.silva', 'ines.rodrigues', 'catarina.lopes']],
  [1, ['beatriz.gomes', 'catarina.lopes']],
  [2, ['joao.ferreira', 'rui.almeida']],
  [4, ['sofia.pereira']],
  [7, ['ines.rodrigues', 'ana.silva']],
];

export const articleComments = [
  [0, 'catarina.lopes', 'Muito útil! Vou partilhar com as educadoras do agrupamento. O canto calmo já resultou numa das nossas salas.', 2],
  [0, 'beatriz.gomes', 'Concordo com escolher poucas estratégias. Quando propomos demasiadas, nenhuma fica.', 1],
  [1, 'ines.rodrigues', 'A parte de envolver a pessoa nas decisões é essencial. Já vi muitas barras instaladas que nunca foram usadas.', 5],
  [2, 'pedro.santos', 'Excelente exemplo de articulação com a entidade empregadora. O horário progressivo faz toda a diferença.', 9],
  [2, 'ana.silva', 'Quanto tempo durou a articulação com a chefia antes do regresso?', 8],
  [2, 'ines.rodrigues', 'Cerca de um mês: duas reuniões e uma visita ao posto de trabalho.', 7],
  [5, 'sofia.pereira', 'Gostei muito das perguntas para descobrir atividades significativas. Vou usá-las nas primeiras sessões.', 20],
  [9, 'tiago.martins', 'Resultados muito interessantes. Seria ótimo replicar o estudo noutras ilhas.', 40],
  [12, 'joao.ferreira', 'Um caso que mostra bem o valor da intervenção precoce. Obrigado pela partilha.', 60],
];

export const protocolComments = [
  [0, 'ana.silva', 'Usámos esta lista de verificação com uma utente e foi muito prática. Obrigada!', 3],
  [2, 'joao.ferreira', 'Bom protocolo. Acrescentaria o treino das transferências para o automóvel antes da alta.', 20],
  [4, 'rui.almeida', 'Este programa pode ser adaptado para cuidadores? Parece-me que teria interesse.', 30],
];

/** What ana.silva (the demo login) keeps in 'Guardados'. */
export const savedByDemoMember = {
  articles: [2, 9, 18],
  protocols: [0, 7],
};
