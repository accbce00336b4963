import { EMAIL_FREQUENCIES, EMAIL_FREQUENCY_LABELS, EMAIL_NEWS_KINDS, EMAIL_NEWS_LABELS, type EmailPreferences } from '#contract/email-preferences-types';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';
import { messageOf } from './error-message';
import { SettingsSection } from './settings-section';

/** How often the member is e-mailed about each kind of news: at once, in Monday's digest, or never. */
export function EmailPreferencesSection() {
  const preferences = useEmailPreferences();
  return (
    <SettingsSection title="E-mails de notificação">
      <p className="mb-4 text-sm text-slate-700">
        Escolha como quer saber das novidades. As mensagens sobre a sua conta (confirmações, palavra-passe) são sempre enviadas. O resumo semanal sai à segunda-feira de manhã.
      </p>
      {preferences.data ? (
        <PreferencesForm initial={preferences.data} />
      ) : preferences.isError ? (
        <p className="text-sm text-red-800">Não foi possível carregar as suas preferências.</p>
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
    </SettingsSection>
  );
}

function PreferencesForm({ initial }: { initial: EmailPreferences }) {
  const [chosen, setChosen] = useState(initial);
  const save = useSaveEmailPreferences();
  const baseId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: () => toast({ title: 'Preferências guardadas', description: 'Passa a receber os e-mails como escolheu.' }),
      onError: (error) => toast({ title: 'Erro ao guardar', description: messageOf(error), variant: 'destructive' }),
    });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {EMAIL_NEWS_KINDS.map((kind) => (
        <div key={kind} className="grid gap-1.5 sm:grid-cols-[1fr_14rem] sm:items-center">
          <label htmlFor={`${baseId}-${kind}`} className="text-sm font-medium text-slate-800">
            {EMAIL_NEWS_LABELS[kind]}
          </label>
          <Select id={`${baseId}-${kind}`} value={chosen[kind]} onChange={(event) => setChosen({ ...chosen, [kind]: event.target.value as EmailPreferences[typeof kind] })}>
            {EMAIL_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {EMAIL_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </Select>
        </div>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'A guardar…' : 'Guardar preferências'}
      </Button>
    </form>
  );
}
