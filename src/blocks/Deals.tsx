import type { Project } from '../../schemas/project';
import { byStanding, projectStanding } from '../lib/card-order';
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

function ProjectCards({ projects, block }: { projects: Project[]; block: ResolvedBlock<'deals'> }) {
  if (projects.length === 0) return null;
  return (
    <ul className="card-grid project-cards">
      {projects.map((project) => (
        <li key={project.code}>
          <ProjectCard project={project} settings={block} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The deals section: buttons above it, heading, intro, then what an investor can still put money
 * into first (src/lib/card-order.ts): the open projects, then the live deals (an island: the open
 * ones, then those closing soon); then, folded away behind showClosedText, the closed deals and
 * projects. The island puts the closed deals into the empty place left for them in the fold
 * (src/blocks/LiveDeals.tsx). Without script the fold opens as any <details> does.
 */
export function Deals({ block }: { block: ResolvedBlock<'deals'> }) {
  const projects = byStanding(block.projects, projectStanding);
  const mayClose = block.pastDelivery.show === 'closed';
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
        <ProjectCards projects={projects.open} block={block} />
        <Island
          name="deals"
          hydrate={block.hydrate}
          component={LiveDeals}
          props={{
            loadingText: block.loadingText,
            waitingText: block.waitingText,
            labels: block.dealLabels,
            pastDelivery: block.pastDelivery,
            closingSoon: block.closingSoon,
            actions: block.dealActions,
            locale: block.locale,
          }}
        />
        {(projects.closed.length > 0 || mayClose) && (
          <details className="deals-closed">
            <summary>{block.showClosedText}</summary>
            {mayClose && <div className="deals-place" data-deals-place="closed" />}
            <ProjectCards projects={projects.closed} block={block} />
          </details>
        )}
      </section>
    </>
  );
}
