import { Flex } from 'antd';
import { Panel } from '../widgets/Panel';
import { GRID_LIST } from './LandingSection';
import { useLandingText } from './useLandingText';
import { Heading, Paragraph } from '../widgets/Text';

/** How a list's items show: steps numbered above or beside their text, or cards. */
type ItemLook = 'stepsAbove' | 'stepsBeside' | 'cards';

/** The number of a step, in a disc; the list itself carries the order for assistive technology. */
function StepNumber({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 36,
        height: 36,
        borderRadius: '50%',
        background: '#003eb3',
        color: '#ffffff',
        fontWeight: 600,
        fontSize: 16,
      }}
    >
      {value}
    </span>
  );
}

/**
 * A landing list laid out side by side: each item a level-3 title and text, from the locale keys
 * `<part>.<item>.title` and `<part>.<item>.text`, figures filled in. Steps are an ordered list.
 */
export function ItemList({ part, items, look }: { part: string; items: readonly string[]; look: ItemLook }) {
  const t = useLandingText();
  const List = look === 'cards' ? 'ul' : 'ol';
  return (
    <List style={GRID_LIST}>
      {items.map((item, index) => {
        const text = (
          <div>
            <Heading
              level={3}
              style={{ fontSize: 18, marginTop: 0, ...(look === 'stepsBeside' && { marginBottom: 0 }) }}
            >
              {t(`${part}.${item}.title`)}
            </Heading>
            <Paragraph style={{ marginBottom: 0 }}>{t(`${part}.${item}.text`)}</Paragraph>
          </div>
        );
        return (
          <li key={item}>
            {look === 'cards' ? (
              <Panel style={{ height: '100%' }}>{text}</Panel>
            ) : (
              <Flex vertical={look === 'stepsAbove'} gap={12} align="flex-start">
                <StepNumber value={index + 1} />
                {text}
              </Flex>
            )}
          </li>
        );
      })}
    </List>
  );
}
