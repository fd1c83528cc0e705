import type { ResolvedLink } from '../../schemas/fields';
import type { TemplateValues } from '../lib/outbound-url';
import { OutboundLink } from './OutboundLink';

/** A call-to-action button, resolved from YAML before rendering (src/resolve). */
export function LinkButton({ link, values, disabled, celebrate }: { link: ResolvedLink; values?: TemplateValues; disabled?: boolean; celebrate?: boolean }) {
  if (link.hidden) return null;
  return (
    <OutboundLink link={link} values={values} className={`button button-${link.style}`} disabled={disabled} celebrate={celebrate}>
      {link.label}
      {link.context && <span className="visually-hidden">{` ${link.context}`}</span>}
    </OutboundLink>
  );
}

/** A row of buttons; one marked `celebrate` also shows the confetti of its section (data-confetti). */
export function ButtonRow({ links }: { links: readonly (ResolvedLink & { celebrate?: boolean })[] }) {
  const visible = links.filter((link) => !link.hidden);
  if (visible.length === 0) return null;
  return (
    <div className="button-row">
      {visible.map((link) => (
        <LinkButton key={`${link.href}:${link.label}`} link={link} celebrate={link.celebrate} />
      ))}
    </div>
  );
}
