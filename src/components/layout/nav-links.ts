/** The main navigation, in the header and in the mobile menu (docs/rules/screens.md). */
export const NAV_LINKS: { to: string; label: string; end?: boolean }[] = [
  { to: '/', label: 'Início', end: true },
  { to: '/articles', label: 'Artigos' },
  { to: '/protocols', label: 'Protocolos' },
  { to: '/eventos', label: 'Eventos' },
  { to: '/oportunidades', label: 'Oportunidades' },
  { to: '/voluntariado', label: 'Voluntariado' },
  { to: '/members', label: 'Comunidade' },
  { to: '/about', label: 'Sobre' },
];

/** The header's place for the notification bell (a member's only, see member-extras.tsx). */
export const BELL_SLOT = 'sino';
