import { CookiesPage } from '../../features/static-pages/components/cookies-page';

export default function CookiesPageRoute() {
  return <CookiesPage />;
}
