/** The progress of one file upload, as a labelled progress bar (fraction from 0 to 1). */
export function UploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="space-y-1">
      <p className="truncate text-sm text-stone-800">Subiendo {name}…</p>
      <div
        role="progressbar"
        aria-label={`Progreso de subida de ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
