import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { WriteLink } from '../../../components/layout/write-link';
import { buttonVariants } from '../../../components/ui/button-variants';
import { cn } from '../../../lib/cn';
import { HomeSearch } from './home-search';

/** The page's `<h1>`, what the portal offers, its two calls to action and the search bar. */
export function HomeHero() {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Terapia Ocupacional em Portugal</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-5xl">Conhecimento partilhado para uma prática com mais impacto</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">
          Artigos, estudos de caso, protocolos clínicos, eventos e oportunidades, escritos por terapeutas ocupacionais para terapeutas ocupacionais.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/articles" className={cn(buttonVariants({ size: 'lg' }), 'bg-white text-brand-900 hover:bg-brand-50')}>
            <BookOpen aria-hidden="true" />
            Descobrir conteúdos
          </Link>
          {/* A member opens the article writer; a visitor signs in first and lands there. */}
          <WriteLink to="/criar-artigo" className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'border-white bg-transparent text-white hover:bg-white/10')}>
            Partilhar conhecimento
          </WriteLink>
        </div>
        <HomeSearch />
      </div>
    </section>
  );
}
