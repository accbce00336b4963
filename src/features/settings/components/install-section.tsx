import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { installOffer, isAppleMobile, isInstalled, listenForInstallPrompt } from '../../../lib/device-app';
import { SettingsSection } from './settings-section';

/**
 * 'Instalar a aplicação' (docs/rules/push-and-offline.md): the browser's own install dialog where
 * it offers one (Android and Chromium), the steps on an iPhone or iPad; only here, never a prompt
 * on arrival.
 */
export function InstallSection() {
  useEffect(listenForInstallPrompt, []);
  const offered = useSyncExternalStore(installOffer.subscribe, installOffer.available, () => false);
  const [installed, setInstalled] = useState(false);
  useEffect(() => setInstalled(isInstalled()), []);
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(isAppleMobile()), []);
  return (
    <SettingsSection title="Instalar a aplicação" id="instalar">
      {installed ? (
        <p className="text-sm text-slate-700">A Rede TO já está instalada neste dispositivo.</p>
      ) : (
        <div className="space-y-3 text-sm text-slate-700">
          <p>Instale a Rede TO no ecrã principal para a abrir como uma aplicação e ler os itens guardados e os eventos em que se inscreveu, mesmo sem ligação.</p>
          {offered ? (
            <Button onClick={() => void installOffer.accept().then((done) => done && setInstalled(true))}>Instalar a Rede TO</Button>
          ) : apple ? (
            <ol className="list-decimal space-y-1 pl-5">
              <li>No Safari, toque em «Partilhar» (o quadrado com uma seta para cima).</li>
              <li>Escolha «Adicionar ao ecrã principal» e toque em «Adicionar».</li>
            </ol>
          ) : (
            <p>No menu do navegador, escolha «Instalar aplicação» ou «Adicionar ao ecrã principal».</p>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
