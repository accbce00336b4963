import { Download, ExternalLink, FileText, Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SignInLinks } from '../../../components/ui/sign-in-required';

/** What a visitor sees in place of the full content: an invitation to sign in or register. */
export function RestrictedAccess({ kind }: { kind: 'artigo' | 'protocolo' }) {
  return (
    <Card className="mt-8 flex flex-col items-center bg-brand-50 p-8 text-center">
      <Lock className="size-10 text-brand-700" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">Conteúdo exclusivo para membros</h2>
      <p className="mt-2 max-w-md text-slate-700">Inicie sessão ou crie uma conta gratuita para ler o {kind} completo e aceder aos documentos anexados.</p>
      <SignInLinks className="mt-5" />
    </Card>
  );
}

/** The attached PDF for members: open in a new tab, download, and an embedded viewer 600 px high. */
export function PdfSection({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="documento-pdf" className="mt-10">
      <h2 id="documento-pdf" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <FileText className="size-5 text-brand-700" aria-hidden="true" />
        Documento PDF
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Abrir num novo separador
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={url} download>
            <Download aria-hidden="true" />
            Transferir PDF
          </a>
        </Button>
      </div>
      {/* A phone has no room for a viewer: it opens or transfers the file. */}
      <iframe src={url} title={`Documento PDF: ${title}`} className="mt-4 hidden h-[600px] w-full rounded-xl border border-slate-200 bg-white sm:block" loading="lazy" />
    </section>
  );
}
