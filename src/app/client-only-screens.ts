// The screens the browser draws alone (`browserOnlyPage` in routes.ts): a member's own profile and
// the creation forms, with the rich-text editor. The Worker never renders them, so its build
// (the `workerd` condition of `#client-only-screens` in package.json) takes
// client-only-screens.server.ts instead and leaves their code, the editor above all, out of it.
export const clientOnlyScreens = {
  profile: () => import('./routes/profile'),
  settings: () => import('./routes/settings'),
  createEvent: () => import('./routes/create-event'),
  createOpportunity: () => import('./routes/create-opportunity'),
  createVolunteering: () => import('./routes/create-volunteering'),
};
