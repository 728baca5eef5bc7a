import { createContext, useContext } from 'react';
import type { AppTexts } from './AppTexts';

/** The app's texts (App provides them): what loads a part's texts before it is shown. */
export const AppTextsContext = createContext<AppTexts | null>(null);

export function useAppTexts(): AppTexts {
  const texts = useContext(AppTextsContext);
  if (texts === null) throw new Error('useAppTexts() outside App: nothing loads the texts');
  return texts;
}
