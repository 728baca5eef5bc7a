import { GRID_LIST, ItemText, LandingSection } from './LandingSection';
import { StepNumber } from './StepNumber';
import { useLandingText } from './useLandingText';

const STEPS = ['choose', 'verify', 'use'] as const;

export function HowItWorks() {
  const t = useLandingText();
  return (
    <LandingSection id="how-it-works" title={t('landing.how.title')}>
      <ol style={GRID_LIST}>
        {STEPS.map((step, index) => (
          <li key={step}>
            <StepNumber value={index + 1} />
            <ItemText item={`landing.how.steps.${step}`} titleMargin={{ marginTop: 12 }} />
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
