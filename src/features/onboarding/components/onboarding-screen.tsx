import type { CurrentUser } from '#contract/users-types';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { AccountLoadError, SignInRequired } from '../../../components/ui/sign-in-required';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFinishOnboarding } from '../api/finish-onboarding';
import { FollowStep } from './follow-step';
import { LicenceStep } from './licence-step';
import { PhotoStep } from './photo-step';
import { SpecialtyStep } from './specialty-step';
import type { StepProps } from './step-actions';

interface GuideStep {
  /** Its short name in the progress bar. */
  name: string;
  title: string;
  description: string;
  Body: (props: StepProps) => ReactNode;
}

const STEPS: GuideStep[] = [
  { name: 'Foto', title: 'A sua foto', description: 'Com uma foto, o seu perfil é mais fácil de reconhecer nos comentários, nos eventos e na comunidade.', Body: PhotoStep },
  {
    name: 'Especialidade',
    title: 'Especialidade e distrito',
    description: 'Assim, quem procura colegas da sua área e da sua região encontra o seu perfil no diretório e na pesquisa.',
    Body: SpecialtyStep,
  },
  {
    name: 'Cédula profissional',
    title: 'O distintivo «TO verificado»',
    description:
      'Indique o número da sua cédula profissional, emitida pela ACSS. A equipa de moderação confirma-o no registo público de profissionais e o seu perfil, os seus conteúdos e os seus comentários passam a mostrar o distintivo. Guardamos apenas o número e a decisão.',
    Body: LicenceStep,
  },
  {
    name: 'O que seguir',
    title: 'O que quer acompanhar',
    description: 'O que as especialidades e os colegas que seguir publicarem aparece em «Para si», na página inicial, e nas suas notificações.',
    Body: FollowStep,
  },
];

/** The first name, for the greeting. */
const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/**
 * `/boas-vindas`, the first-day guide (docs/rules/first-day.md): a photo, the specialty and
 * district, the licence number for «TO verificado» and what to follow, each step skippable.
 * Finishing or skipping records it (`POST /api/me/onboarding`) and leads to the home page.
 */
export function OnboardingScreen() {
  usePageTitle('Boas-vindas');
  const { user, isLoading, query } = useCurrentUser();
  let body;
  if (isLoading) body = <Spinner label="A carregar…" />;
  else if (query.isError) body = <AccountLoadError title="Erro ao carregar a sua conta" />;
  else if (!user) body = <SignInRequired reason="Inicie sessão para completar o seu perfil." />;
  else body = <Guide user={user} />;
  return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">{body}</div>;
}

function Guide({ user }: { user: CurrentUser }) {
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const finish = useFinishOnboarding();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A new step takes the focus to its heading, so that a screen reader announces it; the first does not.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);

  const done = () =>
    finish.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: () => toast({ title: 'Erro', description: 'Não foi possível guardar. Tente novamente.', variant: 'destructive' }),
    });
  const last = index === STEPS.length - 1;
  const next = () => (last ? done() : setIndex(index + 1));
  const step = STEPS[index]!;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-balance text-slate-900">Boas-vindas à Rede TO, {firstNameOf(user.fullName)}</h1>
        <p className="mt-2 text-slate-700">
          Quatro passos rápidos para completar o seu perfil e encontrar o que lhe interessa. Pode saltar qualquer um e voltar a eles no seu perfil e nas definições.
        </p>
      </div>
      <Progress index={index} />
      <Card className="p-5 sm:p-8">
        <section aria-labelledby="passo-titulo">
          <h2 id="passo-titulo" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
            {step.title}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{step.description}</p>
          <div className="mt-6">
            <step.Body key={index} user={user} onNext={next} onBack={index > 0 ? () => setIndex(index - 1) : undefined} last={last} finishing={finish.isPending} />
          </div>
        </section>
      </Card>
      <div className="flex justify-center">
        <Button variant="ghost" onClick={done} disabled={finish.isPending}>
          Saltar tudo
        </Button>
      </div>
    </div>
  );
}

/** 'Passo 2 de 4' and the four steps, the done ones checked. */
function Progress({ index }: { index: number }) {
  return (
    <div>
      <p className="text-sm font-medium text-brand-800" aria-live="polite">
        Passo {index + 1} de {STEPS.length}
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-2" aria-label="Passos">
        {STEPS.map((step, position) => (
          <li key={step.name} aria-current={position === index ? 'step' : undefined} className="min-w-0">
            <span className={cn('block h-1.5 rounded-full', position <= index ? 'bg-brand-700' : 'bg-slate-200')} aria-hidden="true" />
            <span className={cn('mt-1.5 hidden items-center gap-1 truncate text-xs sm:flex', position === index ? 'font-semibold text-slate-900' : 'text-slate-600')}>
              {position < index && <Check className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />}
              {step.name}
            </span>
            <span className="sr-only sm:hidden">{step.name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
