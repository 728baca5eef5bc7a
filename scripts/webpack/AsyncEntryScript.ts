import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Loads one entry's script with `async` instead of `defer`: it runs as soon as it has arrived, without
 * waiting for the page to be parsed nor for its style sheets, as deferred scripts do. For a script that
 * must be at work from the first paint (src/earlyInput.ts).
 */
export class AsyncEntryScript {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(AsyncEntryScript.name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(AsyncEntryScript.name, (data) => {
        const files = compilation.entrypoints.get(this.entry)?.getFiles() ?? [];
        for (const tag of data.assetTags.scripts) {
          const src = tag.attributes.src;
          if (typeof src !== 'string' || !files.some((file) => src.endsWith(file))) continue;
          delete tag.attributes.defer;
          tag.attributes.async = true;
        }
        return data;
      });
    });
  }
}
