import type { ResolvedBlock } from '../resolve/types';
import type { Project } from '../../schemas/project';
import { projectFacts } from '../lib/card-facts';
import { FactList } from '../ui/FactList';
import { Img } from '../ui/Img';
import { LinkButton } from '../ui/LinkButton';

type Settings = Pick<ResolvedBlock<'deals'>, 'investAction' | 'chatAction' | 'closedText' | 'closedOverlay' | 'projectLabels' | 'locale'>;

/**
 * A project card from YAML. Closed: the overlay and its text on the picture, and a disabled invest
 * button (a real disabled <button>, out of the tab order). The chat button is disabled unless the
 * project turns it on.
 */
export function ProjectCard({ project, settings }: { project: Project; settings: Settings }) {
  const { investAction, chatAction, closedText, closedOverlay, projectLabels, locale } = settings;
  return (
    <article className={project.closed ? 'project-card is-closed' : 'project-card'} data-project={project.code}>
      <div className="project-media">
        <Img image={project.image} sizes="(min-width: 1024px) 360px, (min-width: 700px) 50vw, 100vw" />
        {project.closed && (
          <>
            <Img image={closedOverlay} className="project-closed-band" />
            <p className="project-closed-text">{closedText}</p>
          </>
        )}
      </div>
      <div className="project-body">
        <p className="project-kind">{project.kind}</p>
        <h3>{project.title}</h3>
        <FactList facts={projectFacts(project, projectLabels, locale)} />
        {project.notes.length > 0 && (
          <ul className="project-notes">
            {project.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <div className="button-row">
          <LinkButton link={investAction} values={{ ref: project.code }} disabled={project.closed} />
          <LinkButton link={chatAction} disabled={!project.chat} />
        </div>
      </div>
    </article>
  );
}
