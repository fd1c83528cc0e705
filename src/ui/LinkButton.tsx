import type { LinkRef } from '../../schemas/link-templates';
import { useRenderContext } from '../render/context';
import { OutboundLink } from './OutboundLink';

/** A call-to-action button from YAML: looks up its template by name (validated at build time). */
export function LinkButton({ action, disabled }: { action: LinkRef; disabled?: boolean }) {
  const { site } = useRenderContext();
  if (action.hidden) return null;
  const template = site.links[action.link];
  if (!template) throw new Error(`Link template "${action.link}" is missing; npm run validate reports this.`);
  return (
    <OutboundLink template={template} values={action.values} className={`button button-${action.style ?? 'primary'}`} disabled={disabled}>
      {action.label}
      {action.context && <span className="visually-hidden">{` ${action.context}`}</span>}
    </OutboundLink>
  );
}

export function ButtonRow({ actions }: { actions: readonly LinkRef[] }) {
  const visible = actions.filter((action) => !action.hidden);
  if (visible.length === 0) return null;
  return (
    <div className="button-row">
      {visible.map((action) => (
        <LinkButton key={`${action.link}:${action.label}`} action={action} />
      ))}
    </div>
  );
}
