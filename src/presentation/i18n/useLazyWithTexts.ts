import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useAppTexts } from './AppTextsContext';
import type { TextPart } from './textParts';

/**
 * A part of a page downloaded when first drawn, with its texts (textParts.ts): React shows it once both
 * are there, so it never shows a missing text. `load` is a module's constant (it names the chunk), so
 * that the part is made once per app.
 */
export function useLazyWithTexts<Props extends object>(
  part: TextPart,
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  const texts = useAppTexts();
  return useMemo(
    () =>
      lazy(async () => {
        const [component] = await Promise.all([load(), texts.need(part)]);
        return { default: component };
      }),
    [texts, part, load],
  );
}
