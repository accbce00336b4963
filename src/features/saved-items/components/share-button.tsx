import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';

/** The device's share sheet where there is one (Web Share API), otherwise copies the link. */
export function ShareButton({ title }: { title: string }) {
  const onClick = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Any other failure falls back to copying the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Ligação copiada', description: 'A ligação foi copiada para a área de transferência.' });
    } catch {
      toast({ title: 'Erro', description: 'Não foi possível copiar a ligação', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={() => void onClick()}>
      <Share2 aria-hidden="true" />
      Partilhar
    </Button>
  );
}
