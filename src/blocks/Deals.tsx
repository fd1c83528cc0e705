import type { ResolvedBlock } from '../resolve/types';
import { LinkButton } from '../ui/LinkButton';
import { Island } from './Island';
import { LiveDeals } from './LiveDeals';
import { ProjectCard } from './ProjectCard';

type Action = ResolvedBlock<'deals'>['actions'][number];

function ActionButton({ action }: { action: Action }) {
  if ('href' in action) return <LinkButton link={action} />;
  return (
    <a href={action.to} className={`button button-${action.style ?? 'primary'}`}>
      {action.label}
    </a>
  );
}

/** The deals section: buttons above it, heading, intro, live deals (an island), then the project cards. */
export function Deals({ block }: { block: ResolvedBlock<'deals'> }) {
  return (
    <>
      {block.actions.length > 0 && (
        <div className="deals-actions button-row">
          {block.actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </div>
      )}
      <section className="deals" id={block.id}>
        <h2>{block.heading}</h2>
        {block.intro.map((text) => (
          <p key={text} className="deals-intro">
            {text}
          </p>
        ))}
        <Island name="deals" hydrate={block.hydrate} component={LiveDeals} props={{ loadingText: block.loadingText, waitingText: block.waitingText, labels: block.dealLabels, pastDelivery: block.pastDelivery, actions: block.dealActions, locale: block.locale }} />
        {block.projects.length > 0 && (
          <ul className="card-grid project-cards">
            {block.projects.map((project) => (
              <li key={project.code}>
                <ProjectCard project={project} settings={block} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
