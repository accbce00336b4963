import { SUPPORT_EMAIL } from '#contract/contact-types';
import { formatDate } from '../../../lib/format';
import { StaticPage, StaticSection, TextLink } from './static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacidade e Termos"
      meta={`Última atualização: ${formatDate(new Date())}`}
      intro="Estas condições regem a utilização da Rede TO e explicam como tratamos os dados pessoais dos seus membros."
    >
      <StaticSection id="ambito" title="1. Âmbito e aceitação">
        <p>
          Ao aceder à Rede TO ou ao criar uma conta, aceita as presentes condições. Se não concordar com alguma delas, não deve utilizar o portal.
        </p>
      </StaticSection>
      <StaticSection id="objetivo" title="2. Objetivo">
        <p>
          A Rede TO destina-se à partilha de documentação, protocolos e estudos na área da Terapia Ocupacional, bem como à divulgação de eventos, oportunidades de emprego e
          voluntariado entre profissionais.
        </p>
      </StaticSection>
      <StaticSection id="registo" title="3. Registo e acesso">
        <p>
          Alguns conteúdos estão reservados a membros registados. Ao registar-se, compromete-se a fornecer dados verdadeiros e a manter a confidencialidade da sua palavra-passe.
          É responsável pela atividade realizada na sua conta.
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
          Os documentos publicados continuam a pertencer aos seus autores. Ao publicá-los, o autor concede à Rede TO uma licença não exclusiva e gratuita para os alojar e
          disponibilizar no portal.
        </p>
      </StaticSection>
      <StaticSection id="dados" title="6. Proteção de dados">
        <p>
          Tratamos os dados pessoais de acordo com o Regulamento Geral sobre a Proteção de Dados (RGPD, Regulamento (UE) 2016/679) e a Lei n.º 58/2019, de 8 de agosto. Guardamos
          apenas o necessário para o funcionamento do portal: os dados da conta e do perfil, os conteúdos publicados e as mensagens de contacto, alojados na União Europeia.
        </p>
        <p>
          O seu endereço de e-mail está oculto por predefinição. Só fica visível, e apenas para membros com sessão iniciada, se decidir mostrá-lo no seu perfil.
        </p>
        <p>
          Não vendemos nem cedemos dados pessoais a terceiros, exceto quando a lei o exija ou com o seu consentimento. Pode pedir o acesso, a retificação ou o apagamento dos seus
          dados através do <TextLink to="/contact">formulário de contacto</TextLink>.
        </p>
        <p>
          Usamos apenas um cookie de sessão, estritamente necessário; veja a <TextLink to="/cookies">Política de Cookies</TextLink>.
        </p>
      </StaticSection>
      <StaticSection id="responsabilidade" title="7. Limitação de responsabilidade">
        <p>
          Os conteúdos são da responsabilidade dos respetivos autores e não substituem a avaliação clínica individual. A Rede TO não garante a disponibilidade permanente do
          portal nem responde por danos resultantes da utilização das informações publicadas.
        </p>
      </StaticSection>
      <StaticSection id="alteracoes" title="8. Alterações a esta política">
        <p>Podemos atualizar estas condições. A data da última atualização é indicada no topo desta página; alterações relevantes serão comunicadas aos membros.</p>
      </StaticSection>
      <StaticSection id="contacto" title="9. Contacto">
        <p>
          Para qualquer questão sobre estas condições ou sobre os seus dados, escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2">{SUPPORT_EMAIL}</a> ou use a página de{' '}
          <TextLink to="/contact">Contacto</TextLink>. Saiba mais sobre nós em <TextLink to="/about">Sobre</TextLink>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
