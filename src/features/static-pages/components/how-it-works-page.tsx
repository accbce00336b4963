import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StaticPage, StaticSection, TextLink } from './static-page';

export function HowItWorksPage() {
  return (
    <StaticPage title="Como funciona" intro="Tudo o que pode fazer na Rede TO, como visitante ou como membro.">
      <StaticSection id="visitante" title="Como visitante">
        <p>
          Pode explorar os <TextLink to="/articles">artigos</TextLink>, os <TextLink to="/protocols">protocolos</TextLink>, os <TextLink to="/eventos">eventos</TextLink>, as{' '}
          <TextLink to="/oportunidades">oportunidades</TextLink>, o <TextLink to="/voluntariado">voluntariado</TextLink> e a <TextLink to="/members">comunidade</TextLink>, e ler os
          resumos de todos os conteúdos.
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
      <StaticSection id="privacidade" title="A sua privacidade">
        <p>
          O seu e-mail fica oculto, a não ser que decida mostrá-lo a outros membros. Saiba mais em <TextLink to="/privacy">Privacidade e Termos</TextLink>.
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
