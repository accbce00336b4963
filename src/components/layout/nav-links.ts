/**
 * The main navigation, in the header and in the mobile menu (docs/rules/screens.md). `wide`: in
 * the header from 1536 px only (the footer has it too): from 1280 to 1535 px a member's header has
 * no room for it beside 'Perguntas' and 'Comunidades'.
 */
export const NAV_LINKS: { to: string; label: string; end?: boolean; wide?: true }[] = [
  { to: '/', label: 'Início', end: true },
  { to: '/articles', label: 'Artigos' },
  { to: '/protocols', label: 'Protocolos' },
  { to: '/eventos', label: 'Eventos' },
  { to: '/oportunidades', label: 'Oportunidades' },
  { to: '/voluntariado', label: 'Voluntariado' },
  { to: '/perguntas', label: 'Perguntas' },
  { to: '/comunidades', label: 'Comunidades' },
  { to: '/about', label: 'Sobre', wide: true },
];

/** The header's place for the notification bell (a member's only, see member-extras.tsx). */
export const BELL_SLOT = 'sino';

/**
 * The kinds a member publishes, and a clinical question, each with its writer (src/app/routes.ts): the header's
 * 'Publicar' menu and the phone menu list them (docs/rules/first-day.md, "Finding where to write").
 */
export const WRITERS: { to: string; label: string }[] = [
  { to: '/criar-artigo', label: 'Artigo' },
  { to: '/criar-protocolo', label: 'Protocolo' },
  { to: '/criar-evento', label: 'Evento' },
  { to: '/criar-oportunidade', label: 'Oportunidade' },
  { to: '/criar-voluntariado', label: 'Voluntariado' },
  { to: '/perguntas/nova', label: 'Fazer uma pergunta' },
];
