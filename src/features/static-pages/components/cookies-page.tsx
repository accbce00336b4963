import { StaticPage, StaticSection, TextLink } from './static-page';

export function CookiesPage() {
  return (
    <StaticPage title="Política de cookies" intro="A Rede TO usa um único cookie, estritamente necessário para manter a sua sessão iniciada.">
      <StaticSection id="cookie-sessao" title="O cookie de sessão">
        <p>
          Quando inicia sessão, guardamos no seu navegador um cookie com um identificador aleatório da sessão. Serve apenas para o reconhecer enquanto navega, não contém dados pessoais e não pode ser
          lido por código das páginas (é <span lang="en">HttpOnly</span>). Expira ao fim de 30 dias sem utilização ou quando termina a sessão.
        </p>
      </StaticSection>
      <StaticSection id="sem-rastreio" title="Sem publicidade nem rastreio">
        <p>
          Não usamos cookies de publicidade, de análise ou de terceiros, e as páginas não fazem pedidos a outros sites. Por isso não lhe pedimos consentimento: os cookies estritamente necessários
          estão isentos de consentimento ao abrigo da legislação europeia.
        </p>
      </StaticSection>
      <StaticSection id="gerir" title="Como gerir">
        <p>
          Pode apagar o cookie nas definições do seu navegador ou ao terminar a sessão. Sem ele, pode continuar a consultar o portal como visitante. Mais informação em{' '}
          <TextLink to="/privacy">Privacidade e termos</TextLink>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
