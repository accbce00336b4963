import { StaticPage, StaticSection, TextLink } from './static-page';

export function TermsPage() {
  return (
    <StaticPage title="Termos de utilização" intro="As regras que tornam a Rede TO um espaço útil e seguro para todos os membros.">
      <StaticSection id="conta" title="1. A sua conta">
        <p>
          O registo é gratuito e pessoal. Mantenha a sua palavra-passe em segredo e os dados do perfil atualizados. Pode alterar o perfil a qualquer momento na página{' '}
          <TextLink to="/profile">O meu perfil</TextLink>.
        </p>
      </StaticSection>
      <StaticSection id="publicacoes" title="2. O que publica">
        <ul className="list-disc space-y-1 pl-6">
          <li>Publique apenas conteúdos de que é autor ou que tem autorização para partilhar.</li>
          <li>Não publique dados que permitam identificar utentes, nem conteúdos ilegais, falsos ou ofensivos.</li>
          <li>Eventos, vagas e voluntariado devem ser reais e ter um contacto válido.</li>
          <li>Os comentários devem ser respeitosos e relevantes para o conteúdo.</li>
        </ul>
      </StaticSection>
      <StaticSection id="utilizacao" title="3. Utilização dos conteúdos">
        <p>Os conteúdos destinam-se a fins profissionais, académicos ou científicos. Cite sempre os autores. A utilização comercial exige autorização prévia do autor.</p>
      </StaticSection>
      <StaticSection id="moderacao" title="4. Moderação">
        <p>Conteúdos que violem estes termos podem ser removidos e as contas envolvidas suspensas. Se encontrar um conteúdo impróprio, avise-nos pelo formulário de contacto.</p>
      </StaticSection>
      <StaticSection id="privacidade" title="5. Privacidade">
        <p>
          O tratamento dos seus dados pessoais está descrito em <TextLink to="/privacy">Privacidade e termos</TextLink> e os cookies em <TextLink to="/cookies">Política de cookies</TextLink>.
        </p>
      </StaticSection>
      <StaticSection id="duvidas" title="6. Dúvidas">
        <p>
          Fale connosco através da página de <TextLink to="/contact">Contacto</TextLink>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
