interface UploadProgressProps {
  /** 0 to 1. */
  value: number;
  label: string;
}

export function UploadProgress({ value, label }: UploadProgressProps) {
  const percent = Math.round(value * 100);
  return (
    <div className="space-y-1">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600">
        {label}: {percent}%
      </p>
    </div>
  );
}
