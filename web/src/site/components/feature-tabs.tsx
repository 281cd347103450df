import { useState } from 'react';
import { FEATURES } from '../content/landing-content';
import { PREVIEWS } from './feature-previews';

/** The six features, one shown at a time with a static sample of its screen. */
export const FeatureTabs = () => {
  const [selected, setSelected] = useState(FEATURES[0]?.id ?? 'dashboard');
  const feature = FEATURES.find((item) => item.id === selected) ?? FEATURES[0];
  if (!feature) return null;
  const Preview = PREVIEWS[feature.id];
  return (
    <div>
      <div className="tabs" role="tablist" aria-label="Features">
        {FEATURES.map((item) => (
          <button
            key={item.id}
            id={`feature-tab-${item.id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={item.id === feature.id}
            aria-controls="feature-panel"
            onClick={() => setSelected(item.id)}
          >
            {item.tab}
          </button>
        ))}
      </div>
      <div
        className="preview"
        id="feature-panel"
        role="tabpanel"
        aria-labelledby={`feature-tab-${feature.id}`}
      >
        <div>
          <h3 style={{ fontSize: '1.5rem' }}>{feature.title}</h3>
          <p className="muted">{feature.text}</p>
          <ul className="ticks">
            {feature.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className="preview-frame">
          <Preview />
        </div>
      </div>
    </div>
  );
};
