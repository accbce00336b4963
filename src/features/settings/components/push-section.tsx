import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind, type PushPreferences } from '#contract/push-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { isAppleMobile, isInstalled } from '../../../lib/device-app';
import { deviceSubscription, PushRefused, pushPreferencesQuery, pushSupported, savePushPreferences, subscribeThisDevice, unsubscribeThisDevice, usePushPreferences } from '../api/push';
import { messageOf } from './error-message';
import { SettingsSection } from './settings-section';

/**
 * 'Notificações no dispositivo' (docs/rules/push-and-offline.md): a switch per kind of news, beside
 * the e-mails. Turning the first one on asks the browser's permission and subscribes this device;
 * the page never asks on its own.
 */
export function PushSection() {
  const preferences = usePushPreferences();
  const [device, setDevice] = useState<'unknown' | 'subscribed' | 'not-subscribed' | 'unsupported'>('unknown');
  useEffect(() => {
    if (!pushSupported()) return setDevice('unsupported');
    let live = true;
    void deviceSubscription().then((subscription) => live && setDevice(subscription ? 'subscribed' : 'not-subscribed'));
    return () => {
      live = false;
    };
  }, []);
  return (
    <SettingsSection title="Notificações no dispositivo" id="notificacoes-no-dispositivo">
      <p className="mb-4 text-sm text-slate-700">
        Receba avisos neste telemóvel ou computador, mesmo com a Rede TO fechada. Escolha de que quer ser avisado; o navegador pede a sua autorização quando ligar o primeiro.
      </p>
      {device === 'unsupported' ? (
        <p className="text-sm text-slate-700">
          {isAppleMobile() && !isInstalled()
            ? 'No iPhone e no iPad, as notificações chegam depois de adicionar a Rede TO ao ecrã principal (veja «Instalar a aplicação», abaixo).'
            : 'Este navegador não permite notificações no dispositivo.'}
        </p>
      ) : preferences.data && device !== 'unknown' ? (
        <PushSwitches initial={preferences.data} subscribed={device === 'subscribed'} onDevice={(subscribed) => setDevice(subscribed ? 'subscribed' : 'not-subscribed')} />
      ) : preferences.isError ? (
        <p className="text-sm text-red-800">Não foi possível carregar as suas preferências.</p>
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
    </SettingsSection>
  );
}

function PushSwitches({ initial, subscribed, onDevice }: { initial: PushPreferences; subscribed: boolean; onDevice: (subscribed: boolean) => void }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(initial);
  const [busy, setBusy] = useState<PushKind | 'device' | null>(null);
  // The switch shows the member's choice at once, while it is being saved.
  const [wanted, setWanted] = useState(false);
  const baseId = useId();
  const turn = async (kind: PushKind, on: boolean) => {
    setBusy(kind);
    setWanted(on);
    try {
      // The browser's permission is asked here, on the member's own click, and only the first time.
      if (on && !subscribed) {
        await subscribeThisDevice();
        onDevice(true);
      }
      const saved = await savePushPreferences({ [kind]: on });
      setChosen(saved);
      queryClient.setQueryData(pushPreferencesQuery.queryKey, saved);
    } catch (error) {
      toast({ title: 'Não foi possível ligar as notificações', description: error instanceof PushRefused ? error.message : messageOf(error as Error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  const stopHere = async () => {
    setBusy('device');
    try {
      await unsubscribeThisDevice();
      onDevice(false);
      toast({ title: 'Notificações desligadas neste dispositivo', description: 'Os outros dispositivos onde as ligou continuam a recebê-las.' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {PUSH_KINDS.map((kind) => (
          <li key={kind} className="flex items-center justify-between gap-4">
            <label htmlFor={`${baseId}-${kind}`} className="text-sm font-medium text-slate-800">
              {PUSH_KIND_LABELS[kind]}
            </label>
            <input
              id={`${baseId}-${kind}`}
              type="checkbox"
              role="switch"
              checked={busy === kind ? wanted : chosen[kind] && subscribed}
              disabled={busy !== null}
              onChange={(event) => void turn(kind, event.target.checked)}
              className="size-5 shrink-0 accent-brand-700"
            />
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700" aria-live="polite">
        {subscribed ? 'Este dispositivo recebe as notificações que ligar.' : 'Este dispositivo ainda não recebe notificações.'}
      </p>
      {subscribed && (
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void stopHere()}>
          Deixar de receber neste dispositivo
        </Button>
      )}
    </div>
  );
}
