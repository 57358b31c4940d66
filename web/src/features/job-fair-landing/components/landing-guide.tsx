import { Icon, type IconName } from '@blueprintjs/core';
import { LANDING_TEXTS } from '../landing-texts';

const EXPECTATIONS: readonly { icon: IconName; title: string; text: string }[] = [
  { icon: 'shop', title: LANDING_TEXTS.expectBoothsTitle, text: LANDING_TEXTS.expectBooths },
  { icon: 'people', title: LANDING_TEXTS.expectQueuesTitle, text: LANDING_TEXTS.expectQueues },
  { icon: 'video', title: LANDING_TEXTS.expectInterviewsTitle, text: LANDING_TEXTS.expectInterviews },
];

/** What a first-time candidate wants to know before signing in: what happens at the fair and how to join. */
export const LandingGuide = () => (
  <aside className="landing__guide" aria-labelledby="landing-expect">
    <h2 id="landing-expect">{LANDING_TEXTS.expectTitle}</h2>
    <ul className="landing__expectations">
      {EXPECTATIONS.map(({ icon, title, text }) => (
        <li key={title}>
          <Icon icon={icon} size={20} className="landing__expect-icon" aria-hidden />
          <div>
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ul>
    <h2>{LANDING_TEXTS.stepsTitle}</h2>
    <ol className="landing__steps">
      {LANDING_TEXTS.steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  </aside>
);
