import { Collapse } from 'antd';
import type { ReactNode } from 'react';
import { useLandingText } from './useLandingText';
import { Paragraph } from '../widgets/Text';

/** Items folded under their headings: `landing.<part>.items.<item>.<heading|text>`, `more` after each text. */
export function FoldedItems({
  part,
  names: [heading, text],
  items,
  more,
}: {
  part: string;
  names: readonly [string, string];
  items: readonly string[];
  more?: ReactNode;
}) {
  const t = useLandingText();
  const folded = items.map((item) => ({
    key: item,
    label: t(`landing.${part}.items.${item}.${heading}`),
    children: (
      <>
        <Paragraph style={more ? undefined : { marginBottom: 0 }}>
          {t(`landing.${part}.items.${item}.${text}`)}
        </Paragraph>
        {more}
      </>
    ),
  }));
  return <Collapse items={folded} />;
}
