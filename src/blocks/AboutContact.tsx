import type { BlockOf } from '../../schemas/blocks';
import { fillCity } from '../lib/city-text';
import { formatPhone, phoneHref } from '../lib/phone';
import { useRenderContext } from '../render/context';
import { LinkButton } from '../ui/LinkButton';

/** About us and contact: the phone number and street address come from brand, so they are typed once. */
export function AboutContact({ block }: { block: BlockOf<'about-contact'> }) {
  const { site, city } = useRenderContext();
  const { phone, address } = site.brand;
  return (
    <section className="about-contact" id={block.id}>
      <div className="about-contact-text">
        <h2>{fillCity(block.heading, city)}</h2>
        {block.paragraphs.map((text) => (
          <p key={text}>{fillCity(text, city)}</p>
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
          <LinkButton action={block.chat} />
        </div>
      </div>
    </section>
  );
}
