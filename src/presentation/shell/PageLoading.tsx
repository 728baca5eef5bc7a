import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';

/** The corners antd's spinner puts its four dots in, in the order they light up. */
const DOTS = [
  [4.5, 4.5],
  [15.5, 4.5],
  [15.5, 15.5],
  [4.5, 15.5],
] as const;

/**
 * antd's Spin as it looks (four dots of the theme's blue lighting up in turn as the square turns),
 * drawn in SVG and animated by it: Spin brought its code into the entry every route downloads, for
 * this one indicator.
 */
function Spinner() {
  return (
    <svg width={20} height={20} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="var(--ant-color-primary)">
        {DOTS.map(([cx, cy], index) => (
          <circle key={index} cx={cx} cy={cy} r={3.375} opacity={0.3}>
            <animate
              attributeName="opacity"
              values="0.3;1;0.3"
              dur="2s"
              begin={`${index * 0.4}s`}
              repeatCount="indefinite"
            />
          </circle>
        ))}
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="45 10 10"
          to="405 10 10"
          dur="1.2s"
          repeatCount="indefinite"
        />
      </g>
    </svg>
  );
}

/** A page on its way: a spinner, announced, a screen high so the footer does not jump when it arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="flex-start" style={{ padding: 48, minHeight: '100vh' }} role="status">
      <Spinner />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Flex>
  );
}
