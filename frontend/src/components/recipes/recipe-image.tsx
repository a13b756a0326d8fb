import { useState } from 'react';
import { ShapeIcon } from '@/components/ui/shape-icon';
import { cn } from '@/lib/cn';

/** A recipe's photo, or a warm placeholder when there is none or it fails to load. */
export function RecipeImage({
  src,
  className,
  eager = false,
}: {
  src: string | null;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-linear-to-br from-terracotta-50 to-cream-200 text-terracotta-300',
          className,
        )}
      >
        <ShapeIcon name="cooking-pot" className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
