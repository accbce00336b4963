import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useExportMyData } from '../api/export-my-data';
import { messageOf } from './error-message';
import { SettingsSection } from './settings-section';

export function DataExportSection() {
  const exportData = useExportMyData();
  const download = () =>
    exportData.mutate(undefined, {
      onError: (error) => toast({ title: 'Erro ao transferir os dados', description: messageOf(error), variant: 'destructive' }),
    });
  return (
    <SettingsSection title="Os seus dados">
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          Pode transferir uma cópia de tudo o que o portal guarda sobre si: o seu perfil, o que publicou, os seus comentários, gostos e itens guardados, as inscrições em eventos, as denúncias que fez,
          as sessões, os consentimentos e as ligações para os ficheiros que carregou.
        </p>
        <p>O ficheiro está em formato JSON, que pode abrir num editor de texto ou importar noutros serviços.</p>
      </div>
      <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={download} disabled={exportData.isPending} aria-busy={exportData.isPending || undefined}>
        <Download aria-hidden="true" />
        Transferir os meus dados
      </Button>
    </SettingsSection>
  );
}
