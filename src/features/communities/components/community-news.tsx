import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArticleCard } from '../../content/components/article-card';
import { ProtocolCard } from '../../content/components/protocol-card';
import { communityNewsQuery } from '../api/communities';

/**
 * 'Nas suas comunidades' on a member's home page (docs/rules/communities.md): the newest articles
 * and protocols posted in the communities they are in. Nothing at all for a member in none, beyond
 * an invitation to find theirs.
 */
export default function CommunityNews() {
  const news = useQuery(communityNewsQuery);
  const items = news.data ? [...news.data.articles.map((article) => ({ article })), ...news.data.protocols.map((protocol) => ({ protocol }))] : [];
  return (
    <section aria-labelledby="novidades-comunidades" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
      <h2 id="novidades-comunidades" className="text-2xl font-bold text-slate-900">
        Nas suas comunidades
      </h2>
      <p className="mt-1 mb-6 text-slate-600">
        O mais recente do que os colegas publicaram nas comunidades a que aderiu.{' '}
        <Link to="/comunidades" className="font-medium text-brand-700 hover:underline">
          Ver as comunidades
        </Link>
      </p>
      {news.isPending ? (
        <p className="text-slate-600">A carregar…</p>
      ) : news.isError ? (
        <p className="text-slate-700">Não foi possível carregar as novidades das suas comunidades.</p>
      ) : items.length === 0 ? (
        <p className="text-slate-700">Ainda nada de novo. Adira às comunidades da sua área e da sua região, e o que nelas se publicar aparece aqui.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {items.map((item) => (
            <li key={'article' in item ? `a${item.article.id}` : `p${item.protocol.id}`}>{'article' in item ? <ArticleCard article={item.article} /> : <ProtocolCard protocol={item.protocol} />}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
