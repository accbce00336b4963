import { Compass, Home, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:px-6">
      <Compass className="size-14 text-brand-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Página não encontrada</h1>
      <p className="mt-3 text-slate-700">A página que procura não existe ou mudou de endereço. Experimente voltar ao início ou pesquisar o que precisa.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Voltar ao início
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/search">
            <Search aria-hidden="true" />
            Pesquisar
          </Link>
        </Button>
      </div>
    </div>
  );
}
