// Shown when a project's preview is missing or fails to load (docs/product-spec.md §8: the preview
// falls back to a placeholder image). Inline, so it never depends on another request.
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="#fff7ed"/><rect x="76" y="96" width="360" height="280" rx="18" fill="#fff" stroke="#fdba74" stroke-width="4"/><rect x="76" y="96" width="360" height="36" rx="18" fill="#ffedd5"/><rect x="106" y="160" width="130" height="14" rx="7" fill="#fed7aa"/><rect x="106" y="186" width="210" height="10" rx="5" fill="#ffedd5"/><rect x="106" y="240" width="90" height="100" rx="10" fill="#fff7ed" stroke="#fed7aa" stroke-width="3"/><rect x="211" y="240" width="90" height="100" rx="10" fill="#fff7ed" stroke="#fed7aa" stroke-width="3"/><rect x="316" y="240" width="90" height="100" rx="10" fill="#fff7ed" stroke="#fed7aa" stroke-width="3"/><text x="256" y="430" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#9a3412">Vista previa no disponible</text></svg>`;

export const PREVIEW_PLACEHOLDER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PLACEHOLDER_SVG)}`;

export function PreviewImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={src ?? PREVIEW_PLACEHOLDER}
      alt={alt}
      className={className}
      loading="lazy"
      width={512}
      height={512}
      onError={(e) => {
        if (e.currentTarget.src !== PREVIEW_PLACEHOLDER) e.currentTarget.src = PREVIEW_PLACEHOLDER;
      }}
    />
  );
}
