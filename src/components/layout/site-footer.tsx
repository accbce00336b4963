import { Link } from 'react-router';

const COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Recursos',
    links: [
      { to: '/articles', label: 'Artigos' },
      { to: '/protocols', label: 'Protocolos' },
      { to: '/search', label: 'Pesquisar' },
      { to: '/how-it-works', label: 'Como funciona' },
    ],
  },
  {
    title: 'Comunidade',
    links: [
      { to: '/members', label: 'Membros' },
      { to: '/eventos', label: 'Eventos' },
      { to: '/oportunidades', label: 'Oportunidades' },
      { to: '/voluntariado', label: 'Voluntariado' },
    ],
  },
  {
    title: 'Informações',
    links: [
      { to: '/about', label: 'Sobre nós' },
      { to: '/contact', label: 'Contacto' },
      { to: '/terms', label: 'Termos de utilização' },
      { to: '/privacy', label: 'Privacidade' },
      { to: '/cookies', label: 'Cookies' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="render-when-visible border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-800">Rede TO</p>
          <p className="mt-2 text-sm text-slate-600">A comunidade dos terapeutas ocupacionais em Portugal: conhecimento partilhado, prática melhor.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`rodape-${column.title}`}>
            <h2 id={`rodape-${column.title}`} className="text-sm font-semibold text-slate-900">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-slate-700 hover:text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-slate-600 sm:px-6">
          <p>© {new Date().getFullYear()} Rede TO</p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/terms" className="hover:text-brand-700 hover:underline">
                Termos
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-brand-700 hover:underline">
                Privacidade
              </Link>
            </li>
            <li>
              <Link to="/cookies" className="hover:text-brand-700 hover:underline">
                Cookies
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
