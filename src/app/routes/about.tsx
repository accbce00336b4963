import { AboutPage } from '../../features/static-pages/components/about-page';

export default function AboutPageRoute() {
  return <AboutPage />;
}
