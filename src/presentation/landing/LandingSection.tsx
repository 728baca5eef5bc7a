import { Typography } from 'antd';
import type { CSSProperties, ReactNode, Ref } from 'react';

/** Every landing section's width: the page reads as one column on wide screens. */
export const LANDING_WIDTH = 1080;

/** A landing section: a landmark named by its own level-2 heading. */
export function LandingSection({
  id,
  title,
  children,
  sectionRef,
  style,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
  style?: CSSProperties;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      className="landing-section"
      id={id}
      ref={sectionRef}
      aria-labelledby={headingId}
      style={{ width: '100%', maxWidth: LANDING_WIDTH, marginInline: 'auto', paddingBlock: 32, ...style }}
    >
      <Typography.Title level={2} id={headingId} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
