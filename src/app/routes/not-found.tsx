import { NotFoundPage } from '../../features/static-pages/components/not-found-page';

export default function NotFoundPageRoute() {
  return <NotFoundPage />;
}
