import { AnchorButton, Card, Icon } from '@blueprintjs/core';
import { useEffect } from 'react';
import { LinkButton } from '../../../components/link-button';
import { MainHostButton } from '../../../components/main-host-button';
import { MARKETING_TEXTS as T, SALES_CONTACT, salesMailto } from '../marketing-texts';
import { AdvantageList } from './advantage-list';
import { ProductPreview } from './product-preview';
import '../marketing.css';

/**
 * spec 3 §2.5 and §1: the marketing page at /home, on the main host and on every sponsor subdomain. Open to
 * everyone and usable on a phone (it is where a visitor learns what the platform is).
 */
export const MarketingPage = () => {
  // The sign-in frame's Contact link is /home#contact: the section exists only once the page has rendered.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    target?.scrollIntoView();
  }, []);

  return (
    <div className="marketing">
      <header className="marketing-header">
        <div className="marketing-header__inner">
          <a className="marketing-brand" href="/home">
            <img src="/logo.svg" alt="" width={36} height={36} />
            <span>{T.productName}</span>
          </a>
          <nav className="marketing-nav" aria-label="Main">
            <LinkButton to="/home" variant="minimal" text={T.home} />
            <MainHostButton path="/auth/login" variant="minimal" text={T.companyLogin} />
            <AnchorButton href="#contact" intent="primary" text={T.contactSales} />
          </nav>
        </div>
      </header>

      <main>
        <section className="marketing-hero">
          <div className="marketing-hero__inner">
            <div className="marketing-hero__copy">
              <p className="marketing-hero__eyebrow">{T.eyebrow}</p>
              <h1>{T.headline}</h1>
              <p className="marketing-hero__lead">{T.lead}</p>
              <div className="marketing-hero__actions">
                <AnchorButton href={salesMailto} intent="primary" size="large" icon="envelope" text={T.contactUs} />
                <AnchorButton href={SALES_CONTACT.phoneHref} size="large" icon="phone" text={T.callNow} className="marketing-hero__call" />
              </div>
            </div>
            <ProductPreview />
          </div>
        </section>

        <AdvantageList
          id="to-company"
          title={T.toCompanyTitle}
          lead={T.toCompanyLead}
          items={T.toCompany}
          icons={['video', 'sort-numerical', 'shop', 'shield']}
        />

        <section className="marketing-section marketing-section--steps" aria-labelledby="steps">
          <div className="marketing-section__inner">
            <h2 id="steps" className="marketing-section__title">
              {T.stepsTitle}
            </h2>
            <ol className="marketing-steps">
              {T.steps.map((step, index) => (
                <li key={step.title}>
                  <span className="marketing-steps__number">{index + 1}</span>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <AdvantageList
          id="to-sponsor"
          title={T.toSponsorTitle}
          lead={T.toSponsorLead}
          items={T.toSponsor}
          icons={['dollar', 'globe-network', 'badge']}
        />

        <section className="marketing-cta" aria-labelledby="cta">
          <Card className="marketing-cta__card" elevation={2}>
            <div>
              <h2 id="cta">{T.ctaTitle}</h2>
              <p>{T.ctaText}</p>
            </div>
            <div className="marketing-hero__actions">
              <AnchorButton href={salesMailto} intent="primary" size="large" icon="envelope" text={T.contactUs} />
              <AnchorButton href={SALES_CONTACT.phoneHref} size="large" icon="phone" text={T.callNow} />
            </div>
          </Card>
        </section>
      </main>

      <footer className="marketing-footer" id="contact">
        <div className="marketing-footer__inner">
          <div className="marketing-footer__brand">
            <span className="marketing-brand">
              <img src="/logo.svg" alt="" width={32} height={32} />
              <span>{T.productName}</span>
            </span>
            <p>{T.footerTagline}</p>
          </div>
          <div>
            <h2 className="marketing-footer__title">{T.contactTitle}</h2>
            <ul className="marketing-footer__list">
              <li>
                <Icon icon="envelope" />
                <span className="sr-only">{T.email}: </span>
                <a href={salesMailto}>{SALES_CONTACT.email}</a>
              </li>
              <li>
                <Icon icon="phone" />
                <span className="sr-only">{T.phone}: </span>
                <a href={SALES_CONTACT.phoneHref}>{SALES_CONTACT.phoneDisplay}</a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="marketing-footer__title">{T.followUs}</h2>
            <ul className="marketing-footer__list">
              {SALES_CONTACT.social.map((link) => (
                <li key={link.name}>
                  <Icon icon="share" />
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </footer>
    </div>
  );
};
