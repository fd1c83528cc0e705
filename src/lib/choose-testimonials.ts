/**
 * The testimonials a page shows: those about any of the services it names, and those about no
 * service in particular (a testimonial added without services shows everywhere rather than
 * nowhere), in the order given (the content store's, oldest first, so the same on every build);
 * all of them when it names none.
 * A visitor hiring a bakkie then reads a bakkie customer first, not a phone-system one.
 * The services field is dropped: the view and the island's props do not need it.
 */
export function chooseTestimonials<T extends { services?: readonly string[] }>(all: readonly T[], services: readonly string[]): Array<Omit<T, 'services'>> {
  const chosen = services.length === 0 ? all : all.filter((item) => !item.services?.length || item.services.some((service) => services.includes(service)));
  return chosen.map(({ services: _about, ...view }) => view);
}
