import { Icon, ProgressBar, Tag } from '@blueprintjs/core';

// A drawing of the event lobby and a live interview, made of the product's own parts: the page shows what
// the platform looks like without a photograph fetched from elsewhere. Decorative, so hidden from readers.
const BOOTHS = [
  { name: 'Engineering', queue: 4, tone: 'blue' },
  { name: 'Sales', queue: 2, tone: 'green' },
  { name: 'Newsroom', queue: 6, tone: 'orange' },
] as const;

export const ProductPreview = () => (
  <div className="marketing-preview" aria-hidden="true">
    <div className="marketing-preview__window">
      <div className="marketing-preview__bar">
        <span />
        <span />
        <span />
        <p>Event Lobby</p>
      </div>
      <div className="marketing-preview__lobby">
        {BOOTHS.map((booth) => (
          <div key={booth.name} className="marketing-preview__booth">
            <div className={`marketing-preview__logo marketing-preview__logo--${booth.tone}`}>
              <Icon icon="office" color="#fff" size={14} />
            </div>
            <strong>{booth.name}</strong>
            <Tag minimal round icon="people">
              {booth.queue} in queue
            </Tag>
          </div>
        ))}
        <div className="marketing-preview__queue">
          <span>Your place in queue</span>
          <strong>2nd · Engineering</strong>
          <ProgressBar value={0.7} intent="primary" stripes={false} />
        </div>
      </div>
    </div>
    <div className="marketing-preview__call">
      <div className="marketing-preview__video">
        <Icon icon="person" size={56} color="#c5cbd3" />
        <div className="marketing-preview__self">
          <Icon icon="user" size={18} color="#8f99a8" />
        </div>
      </div>
      <div className="marketing-preview__call-bar">
        <Tag intent="danger" round>
          Live
        </Tag>
        <span>Interview · 08:42 left</span>
      </div>
    </div>
  </div>
);
