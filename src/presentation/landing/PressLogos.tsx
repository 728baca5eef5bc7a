import { Flex } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';
import { Paragraph } from '../widgets/Text';

type Publication = 'monetica' | 'finoscope' | 'paymag' | 'numerix';

/** Each fictional publication gets its own typographic wordmark; the names come from the locales. */
const WORDMARKS: Record<Publication, CSSProperties> = {
  monetica: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700, letterSpacing: 1 },
  finoscope: { fontFamily: 'Helvetica, Arial, sans-serif', fontWeight: 800, textTransform: 'uppercase' },
  paymag: { fontFamily: 'Georgia, serif', fontStyle: 'italic', fontWeight: 400 },
  numerix: { fontFamily: '"Courier New", monospace', fontWeight: 700, letterSpacing: 2 },
};
const PUBLICATIONS = Object.keys(WORDMARKS) as Publication[];

/** A text-based SVG wordmark, named for assistive technology like an image's alt text. */
function Wordmark({ id, name, alt }: { id: Publication; name: string; alt: string }) {
  return (
    <svg role="img" aria-label={alt} width="160" height="48" viewBox="0 0 160 48">
      <rect x="1" y="1" width="158" height="46" rx="8" fill="#ffffff" stroke="#d9d9d9" />
      <text
        x="80"
        y="30"
        textAnchor="middle"
        fontSize="18"
        fill="#434343"
        textLength={name.length > 8 ? 130 : undefined}
        lengthAdjust="spacingAndGlyphs"
        style={WORDMARKS[id]}
      >
        {name}
      </text>
    </svg>
  );
}

/** Press logos: wordmarks of fictional publications, said to be so under them. */
export function PressLogos() {
  const { t } = useTranslation();
  return (
    <LandingSection id="press" title={t('landing.press.title')}>
      <Flex
        component="ul"
        wrap
        gap={16}
        justify="center"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {PUBLICATIONS.map((id) => {
          const name = t(`landing.press.names.${id}`);
          return (
            <li key={id}>
              <Wordmark id={id} name={name} alt={t('landing.press.logoAlt', { name })} />
            </li>
          );
        })}
      </Flex>
      <Paragraph style={{ textAlign: 'center', marginTop: 12, marginBottom: 0, fontSize: 13 }}>
        {t('landing.press.note')}
      </Paragraph>
    </LandingSection>
  );
}
