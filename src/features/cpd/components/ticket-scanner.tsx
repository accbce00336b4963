import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** The browser's barcode reader, where it has one (Chrome on Android, among others). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** A reader of QR codes in a video frame: the browser's own, or jsQR (loaded only here, only when the browser has none). */
async function qrReader(): Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    return jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** How long the same code is ignored after it was read (the ticket is still in front of the camera). */
const SAME_CODE_PAUSE_MS = 4000;

/**
 * Reads tickets with the camera at the door (docs/rules/cpd-portfolio.md): the back camera of a
 * phone, a frame read a few times a second, each code handed to `onCode` once.
 */
export function TicketScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await qrReader();
        const tick = async () => {
          if (stopped || !video.current || !canvas.current) return;
          const code = await read(video.current, canvas.current).catch(() => null);
          if (code && (code !== last.code || Date.now() - last.at > SAME_CODE_PAUSE_MS)) {
            last = { code, at: Date.now() };
            handler.current(code);
          }
          timer = setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch {
        setProblem('Não foi possível usar a câmara. Dê permissão ao navegador ou escreva o código do bilhete abaixo.');
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <div className="space-y-3">
      <Button
        type="button"
        variant={on ? 'outline' : 'primary'}
        onClick={() => {
          setProblem(null);
          setOn(!on);
        }}
      >
        {on ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {on ? 'Parar a câmara' : 'Ler bilhetes com a câmara'}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {on && (
        <div className="overflow-hidden rounded-lg bg-slate-900">
          <video ref={video} muted playsInline className="aspect-square w-full max-w-sm object-cover" aria-label="Imagem da câmara: aponte para o código QR do bilhete" />
        </div>
      )}
      <canvas ref={canvas} hidden />
    </div>
  );
}
