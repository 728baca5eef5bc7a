import type { LoaderContext } from 'webpack';
import {
  ANTD_SHEET,
  antdBlocksNamed,
  antdBlocksWritten,
  antdSheetByBlock,
  BLOCK_PARAMETER,
} from './antdStyleBlocks';

/** Whose module it reads: antd's own (the prefixes it names) or the app's (the antd classes it writes). */
export interface BlockImportsOptions {
  from: 'antd' | 'app';
}

/**
 * Adds to a module the imports of the antd style blocks it draws (antdStyleBlocks.ts): an antd
 * component's module, the blocks of the class prefixes it names; a module of the app's, the blocks of
 * the antd classes it writes (a look-alike drawn with antd's classes, widgets/RadioButtons.tsx). Each
 * chunk's sheet then holds the rules of what it draws. Appended at the end: the lines before, and
 * their source map, stay as they were.
 */
export default function antdBlockImportsLoader(
  this: LoaderContext<BlockImportsOptions>,
  source: string,
  sourceMap?: Parameters<LoaderContext<BlockImportsOptions>['callback']>[2],
): void {
  const found = this.getOptions().from === 'antd' ? antdBlocksNamed(source) : antdBlocksWritten(source);
  const sheet = antdSheetByBlock();
  // A block with no rules of its own (a prefix only ever shared) would make an empty sheet to download.
  const blocks = [...new Set(found)].filter((block) => block !== '' && Boolean(sheet.get(block)));
  const imports = blocks.map((block) => `import '${ANTD_SHEET}?${BLOCK_PARAMETER}=${block}';`);
  this.callback(null, imports.length > 0 ? `${source}\n${imports.join('\n')}\n` : source, sourceMap);
}
