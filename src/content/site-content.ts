// What pages are rendered with; read by ./load-site-content.ts (kept apart, so the renderer and the
// edge Worker import no content client).

/** A testimonial ready to render: plain text and a sized image URL. */
export interface TestimonialView {
  name: string;
  feedback: string;
  company: string;
  image: { src: string; width: number; height: number };
  /** What it is about (the document's services): the resolve stage chooses by it and drops it. */
  services?: readonly string[];
}

/** Content baked into pages at build time (the deals stay live, fetched in the browser). */
export interface SiteContent {
  testimonials: TestimonialView[];
  /** Why the content service could not be read, when it could not (pages then render without it). */
  unavailable?: string;
}

export const NO_CONTENT: SiteContent = { testimonials: [] };
