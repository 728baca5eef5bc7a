import type { CSSProperties, ReactNode, Ref } from 'react';
import { Heading } from '../widgets/Text';

/** The landing's column, for each section and the footer: the page reads as one column on wide screens. */
export const LANDING_COLUMN: CSSProperties = { width: '100%', maxWidth: 1080, marginInline: 'auto' };

/** A landing section: a landmark named by its own level-2 heading. */
export function LandingSection({
  id,
  title,
  children,
  sectionRef,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      className="landing-section"
      id={id}
      ref={sectionRef}
      aria-labelledby={headingId}
      style={{ ...LANDING_COLUMN, paddingBlock: 32 }}
    >
      <Heading level={2} id={headingId} style={{ marginTop: 0 }}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A list laid out as cards side by side, wrapping to one column on a phone (390 px). */
export const GRID_LIST: CSSProperties = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: 24,
};
