import { SUPPORT_EMAIL } from '#contract/contact-types';
import { Clock, Mail, MapPin } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactForm } from './contact-form';
import { BackLink } from '../../../components/ui/back-link';

export function ContactScreen() {
  usePageTitle('Contacto');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <BackLink to="/about">Voltar à página Sobre</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Contacte-nos</h1>
      <p className="mt-2 max-w-2xl text-slate-600">Tem uma dúvida, uma sugestão ou quer colaborar com a Rede TO? Escreva-nos: respondemos a todas as mensagens.</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Envie-nos uma mensagem</h2>
          <ContactForm />
        </Card>
        <Card className="h-fit p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Informações de contacto</h2>
          <ul className="mt-4 space-y-4 text-sm text-slate-700">
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-medium text-slate-900">E-mail de apoio</span>
                <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {SUPPORT_EMAIL}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-medium text-slate-900">Localização</span>
                Beja, Portugal
              </span>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-medium text-slate-900">Horário</span>
                De segunda a sexta, das 9h às 18h
              </span>
            </li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
