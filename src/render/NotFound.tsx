import type { Site } from '../../schemas/site';

/** The branded page for unknown addresses; the server answers it with status 404. */
export function NotFound({ site }: { site: Site }) {
  return (
    <section className="not-found">
      <h1>{site.notFound.heading}</h1>
      <p>{site.notFound.text}</p>
      <ul className="not-found-links">
        {site.notFound.links.map((link) => (
          <li key={link.to}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
