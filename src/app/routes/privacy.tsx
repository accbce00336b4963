import { PrivacyPage } from '../../features/static-pages/components/privacy-page';

export default function PrivacyPageRoute() {
  return <PrivacyPage />;
}
