import type { LinkRef } from '../../schemas/link-templates';
import { useRenderContext } from '../render/context';
import { OutboundLink } from './OutboundLink';
import { linkTemplate } from '../render/link-template';

/** A call-to-action button from YAML: looks up its template by name (validated at build time). */
export function LinkButton({ action, disabled }: { action: LinkRef; disabled?: boolean }) {
  const { site } = useRenderContext();
  if (action.hidden) return null;
  const template = linkTemplate(site, action.link);
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
