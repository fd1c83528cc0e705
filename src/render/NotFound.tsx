import type { ResolvedChrome } from '../resolve/types';

/** The branded page for unknown addresses; the server answers it with status 404. */
export function NotFound({ notFound }: { notFound: ResolvedChrome['notFound'] }) {
  return (
    <section className="not-found">
      <h1>{notFound.heading}</h1>
      <p>{notFound.text}</p>
      <ul className="not-found-links">
        {notFound.links.map((link) => (
          <li key={link.to}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
