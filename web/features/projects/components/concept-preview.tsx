import { ImageOff } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * The generated preview image. The server stores a placeholder when the image step fails;
 * if even that cannot be loaded, a neutral frame keeps the layout instead of a broken icon.
 */
export function ConceptPreview({
  src,
  alt,
  className,
  style,
}: {
  src: string | null;
  alt: string;
  className?: string;
  style?: CSSProperties;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('flex items-center justify-center bg-stone-100 text-stone-500', className)}
        style={style}
      >
        <ImageOff className="h-10 w-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={cn('object-cover', className)}
      style={style}
      width={512}
      height={512}
      onError={() => setBroken(true)}
    />
  );
}
