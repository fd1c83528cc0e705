import type { ReactNode } from 'react';
import type { ResolvedLink } from '../../schemas/fields';
import { linkHref, type TemplateValues } from '../lib/outbound-url';

interface Props {
  link: Pick<ResolvedLink, 'href' | 'tracked' | 'takes' | 'template'>;
  /** Values the block passes itself (a card's ref), for links that take them. */
  values?: TemplateValues;
  className?: string;
  children: ReactNode;
  /** Disabled buttons render as a real disabled button, so keyboard and pointer cannot activate them. */
  disabled?: boolean;
  /** Following it also shows the confetti of its confetti-button block (data-celebrate, src/client/celebrate-press.ts). */
  celebrate?: boolean;
}

/**
 * Every outbound link: a working href in static HTML (no tracking), a new tab, no opener.
 * data-tracking tells the browser script to add the visitor's utm and affid values; data-cta names
 * the link template, which the beacon reports when the link is followed.
 */
export function OutboundLink({ link, values, className, children, disabled, celebrate }: Props) {
  if (disabled) {
    return (
      <button type="button" className={className} disabled>
        {children}
      </button>
    );
  }
  return (
    <a
      href={linkHref(link, values)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-tracking={link.tracked ? '' : undefined}
      data-cta={link.template}
      data-celebrate={celebrate ? '' : undefined}
    >
      {children}
    </a>
  );
}
