import { EVIDENCE_LEVEL_MEANINGS } from '#contract/protocol-review-types';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StaticPage, StaticSection, TextLink } from './static-page';

export function HowItWorksPage() {
  return (
    <StaticPage title="Como funciona" intro="Tudo o que pode fazer na Rede TO, como visitante ou como membro.">
      <StaticSection id="visitante" title="Como visitante">
        <p>
          Pode explorar os <TextLink to="/articles">artigos</TextLink>, os <TextLink to="/protocols">protocolos</TextLink>, os <TextLink to="/eventos">eventos</TextLink>, as{' '}
          <TextLink to="/oportunidades">oportunidades</TextLink>, o <TextLink to="/voluntariado">voluntariado</TextLink> e a <TextLink to="/members">comunidade</TextLink>, e ler os resumos de todos os
          conteúdos.
        </p>
      </StaticSection>
      <StaticSection id="membro" title="Como membro">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            <strong>Registe-se</strong> gratuitamente e complete o seu perfil: especialidade, localização e uma breve apresentação.
          </li>
          <li>
            <strong>Leia na íntegra</strong> artigos e protocolos, abra os PDF anexos, guarde os conteúdos para mais tarde, goste e comente.
          </li>
          <li>
            <strong>Publique</strong> artigos, estudos de caso, investigação e protocolos, com imagem de capa e PDF.
          </li>
          <li>
            <strong>Divulgue</strong> eventos, vagas de emprego e oportunidades de voluntariado.
          </li>
          <li>
            <strong>Inscreva-se</strong> em eventos: a inscrição é confirmada de imediato, enquanto houver vagas, e pode cancelá-la a qualquer momento.
          </li>
        </ol>
      </StaticSection>
      <StaticSection id="to-verificado" title="TO verificado: terapeutas ocupacionais verificados">
        <p>
          Qualquer membro pode indicar, nas <TextLink to="/definicoes">Definições</TextLink>, o número da sua cédula profissional, emitida pela ACSS. A equipa de moderação confirma-o à mão no registo
          público de profissionais e, se estiver certo, o perfil, os conteúdos e os comentários desse membro passam a mostrar o distintivo <strong>TO verificado</strong>. Guardamos apenas o número e a
          decisão, nunca documentos. Na <TextLink to="/members">comunidade</TextLink> pode ver só os terapeutas verificados.
        </p>
      </StaticSection>
      <StaticSection id="niveis-de-evidencia" title="Níveis de evidência">
        <p>
          Cada protocolo validado foi revisto por alguém da equipa de moderação, que lhe atribuiu um nível de evidência segundo a escala do Centro de Medicina Baseada na Evidência de Oxford (CEBM):
          quanto mais baixo o número, mais sólidos os estudos em que o protocolo se apoia.
        </p>
        <ol className="list-decimal space-y-2 pl-6">
          {Object.entries(EVIDENCE_LEVEL_MEANINGS).map(([level, meaning]) => (
            <li key={level}>
              <strong>Nível {level}:</strong> {meaning}
            </li>
          ))}
        </ol>
        <p>
          Ao rever um protocolo, a moderação lê o conteúdo e o PDF, confirma as referências em que se apoia, atribui-lhe o nível e marca a data da próxima revisão. O protocolo mostra quem o validou e
          quando; passada essa data, mostra <strong>Revisão em atraso</strong> até ser revisto de novo. Se o autor alterar o título, o resumo, o conteúdo ou o PDF, a validação deixa de valer e o
          protocolo volta a aguardar revisão.
        </p>
      </StaticSection>
      <StaticSection id="dados-do-utente" title="Estudos de caso sem dados que identifiquem o utente">
        <p>
          Um estudo de caso só se publica se ninguém puder reconhecer a pessoa de quem fala. Enquanto escreve, a página de escrita assinala o que pode identificá-la: números (NIF, NISS, número de
          utente, Cartão de Cidadão, telefone, processo ou cama), e-mails e códigos postais, datas completas, idades a partir dos 90 anos, nomes de pessoas e nomes de instituições concretas. Pode
          substituir cada um com um clique ou confirmar que pode ficar; ao publicar, a Rede TO volta a verificar o texto. É uma ajuda, não uma garantia: a responsabilidade e o consentimento continuam
          a ser de quem escreve.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>Em vez de «a D. Amélia Gomes, de 93 anos», escreva «uma utente com mais de 89 anos».</li>
          <li>Em vez de «NIF 125494580» ou «n.º de utente 234567891», não escreva número nenhum: o caso não precisa deles.</li>
          <li>Em vez de «internada a 12/03/2024», escreva «internada em março» ou «na primeira semana».</li>
          <li>Em vez de «no Lar Nossa Senhora da Paz, em Braga», escreva «numa estrutura residencial do norte do país».</li>
        </ul>
        <p>Um novo estudo de caso começa com as secções de um relato de caso (da introdução à perspetiva do cliente), que pode alterar à vontade.</p>
      </StaticSection>
      <StaticSection id="contas-novas" title="Contas novas">
        <p>Enquanto não confirmar o seu e-mail, pode publicar até 3 conteúdos e 20 comentários por dia. Confirme o e-mail com a ligação que lhe enviamos para levantar este limite.</p>
      </StaticSection>
      <StaticSection id="privacidade" title="A sua privacidade">
        <p>
          O seu e-mail fica oculto, a não ser que decida mostrá-lo a outros membros. Saiba mais em <TextLink to="/privacy">Privacidade e termos</TextLink>.
        </p>
      </StaticSection>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/register">Criar conta</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/about">Sobre a Rede TO</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
