import { HowItWorksPage } from '../../features/static-pages/components/how-it-works-page';

export default function HowItWorksPageRoute() {
  return <HowItWorksPage />;
}
