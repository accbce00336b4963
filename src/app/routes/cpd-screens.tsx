import { lazy } from 'react';
import { useLocation } from 'react-router';
// The CPD portfolio, the organiser's attendance list and the public certificate page
// (docs/rules/cpd-portfolio.md): one entry in the route table, this small chunk, which fetches the
// screen of the path as a chunk of its own. The app's first script names none of their modules
// (the home page's budget, decision 060): the editor, the camera's reader and the QR encoder load
// on their pages only.
const PortfolioScreen = lazy(() => import('../../features/cpd/components/portfolio-screen').then((module) => ({ default: module.PortfolioScreen })));
const AttendanceScreen = lazy(() => import('../../features/cpd/components/attendance-screen').then((module) => ({ default: module.AttendanceScreen })));
const CertificateScreen = lazy(() => import('../../features/cpd/components/certificate-screen').then((module) => ({ default: module.CertificateScreen })));

/** `/portefolio`, `/eventos/{id}/presencas` or `/certificados/{code}`. */
export function CpdScreen() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/certificados/')) return <CertificateScreen />;
  if (pathname.startsWith('/eventos/')) return <AttendanceScreen />;
  return <PortfolioScreen />;
}
