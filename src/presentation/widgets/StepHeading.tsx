import { Heading, Paragraph } from './Text';

/** The step's one h1 and its short introduction. */
export function StepHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <Heading level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {title}
      </Heading>
      {intro && <Paragraph>{intro}</Paragraph>}
    </>
  );
}
