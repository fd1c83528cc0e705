import type { BlockOf } from '../../schemas/blocks';
import type { CardAction } from '../../schemas/blocks/deals';
import type { Site } from '../../schemas/site';
import { fillCity } from '../lib/city-text';
import { useRenderContext } from '../render/context';
import { Island } from '../render/Island';
import { LinkButton } from '../ui/LinkButton';
import type { ResolvedCardAction } from './DealCard';
import { LiveDeals } from './LiveDeals';
import { ProjectCard } from './ProjectCard';
import { linkTemplate } from '../render/link-template';

type Action = BlockOf<'deals'>['actions'][number];

// Cards send the project code as ref; a template that does not take ref would drop it in silence.
function resolveCardAction(site: Site, action: CardAction): ResolvedCardAction {
  const template = linkTemplate(site, action.link);
  if (!template.takes.includes('ref')) {
    throw new Error(`Link template "${action.link}" is used on deal cards but does not take ref; add "takes: [ref]" to it in site.config.yaml.`);
  }
  return { label: action.label, style: action.style, template };
}

function ActionButton({ action }: { action: Action }) {
  if ('link' in action) return <LinkButton action={action} />;
  return (
    <a href={action.to} className={`button button-${action.style ?? 'primary'}`}>
      {action.label}
    </a>
  );
}

/** The deals section: buttons above it, heading, intro, live deals (an island), then the project cards. */
export function Deals({ block }: { block: BlockOf<'deals'> }) {
  const { site, city } = useRenderContext();
  resolveCardAction(site, block.investAction);
  const actions = block.actions.filter((action) => !('hidden' in action && action.hidden));
  return (
    <>
      {actions.length > 0 && (
        <div className="deals-actions button-row">
          {actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </div>
      )}
      <section className="deals" id={block.id}>
        <h2>{fillCity(block.heading, city)}</h2>
        {block.intro.map((text) => (
          <p key={text} className="deals-intro">
            {fillCity(text, city)}
          </p>
        ))}
        <Island
          name="deals"
          component={LiveDeals}
          props={{ loadingText: block.loadingText, labels: block.dealLabels, actions: block.dealActions.map((a) => resolveCardAction(site, a)) }}
        />
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
