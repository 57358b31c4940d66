import { Card, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { Advantage } from '../marketing-texts';

/** One of the two advantage lists of spec 3 §2.5: a heading, a lead and its points as cards. */
export const AdvantageList = ({
  id,
  title,
  lead,
  items,
  icons,
}: Readonly<{ id: string; title: string; lead: string; items: readonly Advantage[]; icons: readonly IconName[] }>) => (
  <section className="marketing-section" aria-labelledby={id}>
    <div className="marketing-section__inner">
      <h2 id={id} className="marketing-section__title">
        {title}
      </h2>
      <p className="marketing-section__lead">{lead}</p>
      <ul className="marketing-advantages">
        {items.map((item, index) => (
          <li key={item.title}>
            <Card className="marketing-advantage" elevation={1}>
              <span className="marketing-advantage__icon">
                <Icon icon={icons[index] ?? 'tick'} size={20} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
