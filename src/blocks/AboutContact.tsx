import { formatPhone, phoneHref } from '../lib/phone';
import type { ResolvedBlock } from '../resolve/types';
import { LinkButton } from '../ui/LinkButton';

/** About us and contact: the phone number and street address come from brand, so they are typed once. */
export function AboutContact({ block }: { block: ResolvedBlock<'about-contact'> }) {
  const { phone, address } = block;
  return (
    <section className="about-contact" id={block.id}>
      <div className="about-contact-text">
        <h2>{block.heading}</h2>
        {block.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="about-contact-card">
        <h3>{block.contactHeading}</h3>
        <p className="about-contact-phone">
          <span className="about-contact-label">{block.phoneLabel}</span>
          <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
        </p>
        <div className="about-contact-address">
          <span className="about-contact-label">{block.addressLabel}</span>
          <address>
            {address.map((line, i) => (
              <span key={`${i}:${line}`}>
                {line}
                {i < address.length - 1 && <br />}
              </span>
            ))}
          </address>
        </div>
        <div className="button-row">
          <LinkButton link={block.chat} />
        </div>
      </div>
    </section>
  );
}
