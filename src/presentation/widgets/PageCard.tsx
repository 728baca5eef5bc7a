import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../shell/usePageTitle';
import { Panel } from './Panel';

/** A centred page's card, at most `width` wide; `pageTitle` is the tab title's locale key. */
export function PageCard(props: { width: number; pageTitle: string; children: ReactNode }) {
  usePageTitle(props.pageTitle);
  return (
    <Flex vertical align="center" style={{ width: '100%' }}>
      <Panel style={{ width: '100%', maxWidth: props.width }}>{props.children}</Panel>
    </Flex>
  );
}
