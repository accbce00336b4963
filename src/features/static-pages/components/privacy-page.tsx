import { SUPPORT_EMAIL } from '#contract/contact-types';
import { formatDate } from '../../../lib/format';
import { StaticPage, StaticSection, TextLink } from './static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacidade e termos"
      meta={`Última atualização: ${formatDate(new Date())}`}
      intro="Estas condições regem a utilização da Rede TO e explicam como tratamos os dados pessoais dos seus membros."
    >
      <StaticSection id="ambito" title="1. Âmbito e aceitação">
        <p>Ao aceder à Rede TO ou ao criar uma conta, aceita as presentes condições. Se não concordar com alguma delas, não deve utilizar o portal.</p>
      </StaticSection>
      <StaticSection id="objetivo" title="2. Objetivo">
        <p>
          A Rede TO destina-se à partilha de documentação, protocolos e estudos na área da Terapia Ocupacional, bem como à divulgação de eventos, oportunidades de emprego e voluntariado entre
          profissionais.
        </p>
      </StaticSection>
      <StaticSection id="registo" title="3. Registo e acesso">
        <p>
          Alguns conteúdos estão reservados a membros registados. Ao registar-se, compromete-se a fornecer dados verdadeiros e a manter a confidencialidade da sua palavra-passe. É responsável pela
          atividade realizada na sua conta.
        </p>
      </StaticSection>
      <StaticSection id="condicoes" title="4. Condições de utilização">
        <ul className="list-disc space-y-1 pl-6">
          <li>É proibida a publicação de conteúdos ilegais, falsos, ofensivos ou que violem direitos de autor sem autorização.</li>
          <li>A utilização do portal destina-se exclusivamente a fins profissionais, académicos ou científicos.</li>
          <li>Não é permitida a utilização comercial dos conteúdos sem autorização prévia.</li>
        </ul>
      </StaticSection>
      <StaticSection id="propriedade" title="5. Propriedade intelectual">
        <p>
          Os documentos publicados continuam a pertencer aos seus autores. Ao publicá-los, o autor concede à Rede TO uma licença não exclusiva e gratuita para os alojar e disponibilizar no portal.
        </p>
      </StaticSection>
      <StaticSection id="dados" title="6. Proteção de dados">
        <p>
          Tratamos os dados pessoais de acordo com o Regulamento Geral sobre a Proteção de Dados (RGPD, Regulamento (UE) 2016/679) e a Lei n.º 58/2019, de 8 de agosto. Guardamos apenas o necessário
          para o funcionamento do portal (secção 7), durante o tempo indicado na secção 8. A base de dados e os ficheiros ficam alojados na União Europeia.
        </p>
        <p>O seu endereço de e-mail está oculto por predefinição. Só fica visível, e apenas para membros com sessão iniciada, se decidir mostrá-lo no seu perfil.</p>
        <p>
          Não vendemos nem cedemos dados pessoais a terceiros, exceto quando a lei o exija ou com o seu consentimento. Pode pedir o acesso, a retificação ou o apagamento dos seus dados através do{' '}
          <TextLink to="/contact">formulário de contacto</TextLink>; a cópia dos seus dados e o apagamento da conta estão também ao seu alcance, sem pedido, nas{' '}
          <TextLink to="/definicoes">Definições</TextLink> (secção 10).
        </p>
        <p>
          Usamos apenas um cookie de sessão, estritamente necessário; veja a <TextLink to="/cookies">Política de cookies</TextLink>.
        </p>
      </StaticSection>
      <StaticSection id="dados-guardados" title="7. Que dados guardamos e porquê">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Dados da conta e do perfil:</strong> nome de utilizador, e-mail, nome completo e, se os indicar, especialidade, localização, biografia e fotografia. A palavra-passe nunca é
            guardada tal como a escreve, apenas um resumo criptográfico que não permite recuperá-la. Servem para o identificar, para iniciar sessão, para lhe enviar os e-mails da conta e para mostrar
            o seu perfil aos outros membros.
          </li>
          <li>
            <strong>Conteúdos e participação:</strong> os artigos, protocolos, eventos, oportunidades, ofertas de voluntariado e comentários que publica, os gostos, os itens guardados, as inscrições
            em eventos e as denúncias que faz. São a razão de ser do portal: partilhar conhecimento entre profissionais.
          </li>
          <li>
            <strong>Sessões:</strong> por cada sessão iniciada, a data de início, a data da última utilização e um nome curto do dispositivo (por exemplo, «Chrome em Windows»), para manter a sessão
            iniciada e para que possa ver e terminar as suas sessões.
          </li>
          <li>
            <strong>Consentimentos:</strong> a versão dos Termos de utilização e desta política que aceitou ao registar-se, e quando, para podermos demonstrá-lo.
          </li>
          <li>
            <strong>Ficheiros enviados:</strong> fotografias de perfil, imagens de capa e documentos PDF. As imagens são guardadas sem metadados, como a localização GPS.
          </li>
          <li>
            <strong>Ligações enviadas por e-mail</strong> (confirmar o e-mail, repor a palavra-passe, alterar o e-mail): guardamos apenas um resumo criptográfico de cada ligação, para a reconhecer
            quando a abrir.
          </li>
          <li>
            <strong>Contadores de tentativas:</strong> o número de tentativas de início de sessão, de registos e de pedidos de ligações por endereço IP, nome de utilizador ou e-mail, para proteger as
            contas contra abusos.
          </li>
          <li>
            <strong>Mensagens de contacto:</strong> o nome, o e-mail e a mensagem que nos envia, para lhe podermos responder.
          </li>
        </ul>
        <p>
          Tratamos estes dados para lhe prestar o serviço que pediu ao criar a conta (artigo 6.º, n.º 1, alínea b), do RGPD) e, no caso dos contadores de tentativas e das sessões, também no interesse
          legítimo de manter o portal seguro (alínea f)).
        </p>
      </StaticSection>
      <StaticSection id="conservacao" title="8. Durante quanto tempo">
        <ul className="list-disc space-y-2 pl-6">
          <li>Dados da conta, conteúdos, consentimentos e ficheiros: enquanto a conta existir; ao apagá-la, são apagados como descreve a secção 10.</li>
          <li>Sessões: terminam ao fim de 30 dias sem utilização, quando termina a sessão ou quando altera a palavra-passe.</li>
          <li>Ligações enviadas por e-mail: a de repor a palavra-passe vale 1 hora, a de alterar o e-mail 24 horas e a de confirmar o e-mail 7 dias; cada uma só pode ser usada uma vez.</li>
          <li>Contadores de tentativas: apagados ao fim de um dia.</li>
          <li>Ficheiros enviados que não fiquem associados a nenhum conteúdo: apagados ao fim de 24 horas.</li>
          <li>
            Cópias de segurança: a base de dados guarda um histórico de recuperação dos últimos 30 dias, e fazemos cópias de segurança semanais, cifradas, que apagamos periodicamente. Os dados de uma
            conta apagada só permanecem nessas cópias até serem substituídas.
          </li>
        </ul>
      </StaticSection>
      <StaticSection id="subcontratantes" title="9. Quem trata os dados por nossa conta">
        <p>
          A Cloudflare, Inc. aloja o portal, a base de dados e os ficheiros, e envia os e-mails da conta, seguindo apenas as nossas instruções. A base de dados e os ficheiros estão guardados na
          jurisdição da União Europeia da Cloudflare. Não recorremos a outros subcontratantes nem a serviços de publicidade ou de análise de audiências.
        </p>
      </StaticSection>
      <StaticSection id="exportar-apagar" title="10. Exportar os seus dados e apagar a conta">
        <p>
          Nas <TextLink to="/definicoes">Definições</TextLink>, com a sessão iniciada, pode descarregar num ficheiro JSON tudo o que o portal guarda sobre si, ver e terminar as suas sessões e apagar a
          conta.
        </p>
        <p>
          Para apagar a conta, confirma com a palavra-passe e escolhe se os seus artigos, protocolos e comentários ficam publicados, apresentados como de «Membro removido», sem nome, fotografia nem
          ligação ao perfil, ou se são apagados também. Tudo o resto é apagado: o perfil, as sessões, os gostos, os itens guardados, as inscrições e os ficheiros enviados. O nome de utilizador e o
          e-mail ficam livres para um novo registo.
        </p>
      </StaticSection>
      <StaticSection id="responsabilidade" title="11. Limitação de responsabilidade">
        <p>
          Os conteúdos são da responsabilidade dos respetivos autores e não substituem a avaliação clínica individual. A Rede TO não garante a disponibilidade permanente do portal nem responde por
          danos resultantes da utilização das informações publicadas.
        </p>
      </StaticSection>
      <StaticSection id="alteracoes" title="12. Alterações a esta política">
        <p>Podemos atualizar estas condições. A data da última atualização é indicada no topo desta página; alterações relevantes serão comunicadas aos membros.</p>
      </StaticSection>
      <StaticSection id="contacto" title="13. Contacto">
        <p>
          Para qualquer questão sobre estas condições ou sobre os seus dados, escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2">
            {SUPPORT_EMAIL}
          </a>{' '}
          ou use a página de <TextLink to="/contact">Contacto</TextLink>. Saiba mais sobre nós em <TextLink to="/about">Sobre</TextLink>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
