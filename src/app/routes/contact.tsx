import { ContactScreen } from '../../features/contact/components/contact-screen';

export default function ContactRoute() {
  return <ContactScreen />;
}
