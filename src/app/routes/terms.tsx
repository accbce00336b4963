import { TermsPage } from '../../features/static-pages/components/terms-page';

export default function TermsPageRoute() {
  return <TermsPage />;
}
