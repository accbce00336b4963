import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useCurrentUser } from '../../../lib/current-user';
import { useDownloadProtocol } from '../api/download-protocol';

/** Counts the download, then hands the PDF to the browser; visitors are asked to sign in. */
export function DownloadButton({ protocolId }: { protocolId: number }) {
  const { isAuthenticated } = useCurrentUser();
  const download = useDownloadProtocol(protocolId);

  const onClick = () => {
    if (!isAuthenticated) {
      toast({ title: 'Autenticação necessária', description: 'Inicie sessão para transferir este protocolo' });
      return;
    }
    download.mutate(undefined, {
      onSuccess: (result) => {
        toast({ title: 'Transferência iniciada', description: 'A transferência do protocolo começará dentro de instantes' });
        if (result.url) {
          const link = document.createElement('a');
          link.href = result.url;
          link.download = '';
          link.rel = 'noopener';
          document.body.append(link);
          link.click();
          link.remove();
        }
      },
      onError: () => toast({ title: 'Erro', description: 'Não foi possível transferir o protocolo', variant: 'destructive' }),
    });
  };

  return (
    <Button onClick={onClick} disabled={download.isPending}>
      <Download aria-hidden="true" />
      {download.isPending ? 'A preparar…' : 'Transferir'}
    </Button>
  );
}
