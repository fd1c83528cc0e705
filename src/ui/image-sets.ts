import { createContext } from 'react';

/**
 * The smaller copies the build made of one image (src/prerender/image-variants.ts): each width of
 * `widths` in the original's format (`ext`) and in each of `formats`, named `<path>-<width>.<ext>`.
 * Only images large enough to gain have one; the others are drawn as they are.
 */
export interface ImageSet {
  /** Name of every copy before `-<width>.<ext>`, e.g. /assets/img/team-photo-1a2b3c4d. */
  path: string;
  /** The original's format as a file extension: jpg, png or webp. */
  ext: string;
  /** Widths made, narrowest first; the last is the widest a visitor is sent. */
  widths: number[];
  /** Formats smaller than the original's at every width, best first: avif, webp. */
  formats: ('avif' | 'webp')[];
}

/** The build's sets by the image's src as written in the YAML (/media/team-photo.jpg). */
export type ImageSets = Readonly<Record<string, ImageSet>>;

/** What the renderer read from the build (dist/.vite/images.json); empty in dev, the editor and tests. */
export const ImageSetsContext = createContext<ImageSets>({});

/** `srcset` of one format: "/assets/img/x-1a2b3c4d-360.avif 360w, ...", or the one file's name when there is one width. */
export const srcsetOf = (set: ImageSet, ext: string) =>
  set.widths.length === 1 ? `${set.path}-${set.widths[0]}.${ext}` : set.widths.map((width) => `${set.path}-${width}.${ext} ${width}w`).join(', ');

/**
 * Small SVGs as data: URLs, by src (src/prerender/inline-images.ts): drawn on the first screen
 * (the logo, a hero picture, a carousel's first slide), they arrive with the HTML instead of a
 * request after it. Empty in dev, the editor and tests.
 */
export const InlineImagesContext = createContext<Readonly<Record<string, string>>>({});
