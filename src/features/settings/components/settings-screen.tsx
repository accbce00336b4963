import { AccountLoadError, SignInRequired } from '../../../components/ui/sign-in-required';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailPreferencesSection } from './email-preferences-section';
import { EmailSection } from './email-section';
import { SavedSearchesList } from '../../saved-searches/components/saved-searches-section';
import { InstallSection } from './install-section';
import { PasswordSection } from './password-section';
import { PushSection } from './push-section';
import { SessionsSection } from './sessions-section';
import { SettingsSection } from './settings-section';
import { VerificationSection } from './verification-section';

export function SettingsScreen() {
  usePageTitle('Definições');
  const { user, isLoading, query } = useCurrentUser();

  let body;
  if (isLoading) {
    body = <SettingsSkeleton />;
  } else if (query.isError) {
    body = <AccountLoadError title="Erro ao carregar as definições" />;
  } else if (!user) {
    body = <SignInRequired reason="Inicie sessão para aceder às definições da sua conta." />;
  } else {
    body = (
      <div className="space-y-8">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Definições</h1>
          <p className="mt-2 text-slate-700">As suas sessões, o e-mail, a verificação como terapeuta, os e-mails e alertas, a palavra-passe e os seus dados.</p>
        </div>
        <SessionsSection />
        <EmailSection user={user} />
        <VerificationSection user={user} />
        <EmailPreferencesSection />
        <SettingsSection title="Pesquisas guardadas" id="pesquisas-guardadas">
          <SavedSearchesList />
        </SettingsSection>
        <PushSection />
        <InstallSection />
        <PasswordSection username={user.username} />
        <DataExportSection />
        <DeleteAccountSection />
      </div>
    );
  }

  return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">{body}</div>;
}

/** The page's shape while the session check runs. */
function SettingsSkeleton() {
  return (
    <div className="space-y-8" aria-busy="true">
      <span className="sr-only" role="status">
        A carregar as definições…
      </span>
      <Skeleton className="h-9 w-48" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="space-y-3">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}
