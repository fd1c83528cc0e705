import type { LinkRef, LinkTemplate } from '../../schemas/link-templates';
import { buildOutboundUrl } from '../lib/outbound-url';

interface Props {
  template: LinkTemplate;
  values?: LinkRef['values'];
  className?: string;
  children: React.ReactNode;
  /** Disabled buttons render as a real disabled button, so keyboard and pointer cannot activate them. */
  disabled?: boolean;
}

/**
 * Every outbound link: a working href in static HTML (no tracking), a new tab, no opener.
 * data-tracking tells the browser script to add the visitor's utm and affid values.
 */
export function OutboundLink({ template, values, className, children, disabled }: Props) {
  if (disabled) {
    return (
      <button type="button" className={className} disabled>
        {children}
      </button>
    );
  }
  return (
    <a
      href={buildOutboundUrl(template, values)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-tracking={template.tracking ? '' : undefined}
    >
      {children}
    </a>
  );
}
