import { useContext } from 'react';
import { preload } from 'react-dom';
import type { Image } from '../../schemas/common';
import { ImageSetsContext, InlineImagesContext, srcsetOf } from './image-sets';

/**
 * An image with its size set, so the layout does not move while it loads. When the build made
 * smaller copies of it (a large JPEG, PNG or WebP), the browser picks the width `sizes` calls for
 * from `srcset`, in AVIF or WebP where those are smaller: a phone is never sent the 4 MB original.
 * `sizes` is how wide the image is drawn, as the block's CSS lays it out (100vw unless told).
 * A small SVG on the first screen (`eager`) is written into the page (src/prerender/inline-images.ts).
 */
export function Img({ image, eager = false, className, sizes = '100vw' }: { image: Image; eager?: boolean; className?: string; sizes?: string }) {
  const inline = useContext(InlineImagesContext)[image.src];
  if (eager && inline) return <img src={inline} alt={image.alt} width={image.width} height={image.height} decoding="async" className={className} />;
  const set = useContext(ImageSetsContext)[image.src];
  const several = set !== undefined && set.widths.length > 1;
  const img = (
    <img
      src={set ? `${set.path}-${set.widths.at(-1)}.${set.ext}` : image.src}
      srcSet={set && several ? srcsetOf(set, set.ext) : undefined}
      sizes={several ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (!set || set.formats.length === 0) return img;
  // React preloads an eager <img> itself, but not one inside <picture>: this asks for the copy the
  // first <source> will take, from <head>; a browser without that format skips it by its type.
  const [best] = set.formats;
  if (eager)
    preload(`${set.path}-${set.widths.at(-1)}.${best}`, {
      as: 'image',
      type: `image/${best}`,
      fetchPriority: 'high',
      ...(several ? { imageSrcSet: srcsetOf(set, best!), imageSizes: sizes } : {}),
    });
  return (
    <picture>
      {set.formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcsetOf(set, format)} sizes={several ? sizes : undefined} />
      ))}
      {img}
    </picture>
  );
}
