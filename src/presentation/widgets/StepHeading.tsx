import { Typography } from 'antd';

/** The step's one h1 and its short introduction. */
export function StepHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
    </>
  );
}
