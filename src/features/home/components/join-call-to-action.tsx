import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../lib/current-user';

/** Visitors are invited to join; members, to publish from their profile. */
export function JoinCallToAction() {
  const { isAuthenticated } = useCurrentUser();
  return (
    <section className="rounded-2xl bg-brand-50 px-6 py-10 text-center ring-1 ring-brand-200 sm:px-12">
      <Users className="mx-auto size-10 text-brand-700" aria-hidden="true" />
      {isAuthenticated ? (
        <>
          <h2 className="mt-3 text-2xl font-bold text-slate-900">Partilhe a sua experiência</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">Publique um artigo, um protocolo ou um evento no seu perfil e ajude outros terapeutas.</p>
          <Link to="/profile" className={cn(buttonVariants({ size: 'lg' }), 'mt-6')}>
            Ir para o meu perfil
          </Link>
        </>
      ) : (
        <>
          <h2 className="mt-3 text-2xl font-bold text-slate-900">Junte-se à comunidade</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">Crie uma conta gratuita para ler os conteúdos completos, transferir protocolos, comentar e partilhar o seu trabalho.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/register" className={buttonVariants({ size: 'lg' })}>
              Criar conta
            </Link>
            <Link to="/login" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Entrar
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
