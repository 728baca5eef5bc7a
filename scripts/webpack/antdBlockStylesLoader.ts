import type { LoaderContext } from 'webpack';
import { antdSheetByBlock, BLOCK_PARAMETER } from './antdStyleBlocks';

/**
 * antd's style sheet as one block of it (antdStyleBlocks.ts): `antd/dist/antd.css?antd-block=btn` is
 * Button's rules, `antd/dist/antd.css` the shared ones. Before css-loader, on antd's sheet alone.
 */
export default function antdBlockStylesLoader(this: LoaderContext<unknown>): string {
  const block = new URLSearchParams(this.resourceQuery).get(BLOCK_PARAMETER) ?? '';
  return antdSheetByBlock().get(block) ?? '';
}
