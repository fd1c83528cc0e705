import type { Image } from '../../schemas/common';

/** An image with its size set, so the layout does not move while it loads. */
export function Img({ image, eager = false, className }: { image: Image; eager?: boolean; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
