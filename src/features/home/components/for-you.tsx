import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArticleCard } from '../../content/components/article-card';
import { ProtocolCard } from '../../content/components/protocol-card';
import { useForYou } from '../../content/api/follows';

/** 'Para si': the newest articles and protocols from the categories and colleagues the member follows. */
export function ForYou() {
  const forYou = useForYou();
  const items = forYou.data ? [...forYou.data.articles.map((article) => ({ article })), ...forYou.data.protocols.map((protocol) => ({ protocol }))] : [];
  return (
    // Not a HomeSection: sharing it with this member-only module would split it off the home page's chunk.
    <section aria-labelledby="para-si-titulo" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
      <h2 id="para-si-titulo" className="text-2xl font-bold text-slate-900">
        Para si
      </h2>
      <p className="mt-1 mb-6 text-slate-600">O mais recente das categorias e dos colegas que segue, e das suas comunidades.</p>
      <div>
        {forYou.isPending ? (
          <p className="text-slate-600">A carregar…</p>
        ) : forYou.isError ? (
          <p className="text-slate-700">Não foi possível carregar as novidades do que segue.</p>
        ) : items.length === 0 ? (
          <EmptyState title="Ainda não segue nada" description="Siga categorias nas listas de artigos e protocolos, ou colegas nos seus perfis, e o que publicarem aparece aqui.">
            <Link to="/articles" className="font-medium text-brand-700 hover:underline">
              Ver artigos
            </Link>
            <Link to="/members" className="font-medium text-brand-700 hover:underline">
              Ver a comunidade
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {items.map((item) => (
              <li key={'article' in item ? `a${item.article.id}` : `p${item.protocol.id}`}>{'article' in item ? <ArticleCard article={item.article} /> : <ProtocolCard protocol={item.protocol} />}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
