import dayjs from 'dayjs';
import { AppTexts } from './AppTexts';

describe('the texts the app downloads', () => {
  it("brings antd's own texts with the shell's, in that language only, and not dayjs's (the date picker brings them)", async () => {
    const texts = new AppTexts('en');
    await texts.prepare('en');
    expect(texts.antdLocale('en')?.Modal?.cancelText).toBe('Cancel');
    expect(texts.antdLocale('fr')).toBeUndefined();

    await texts.prepare('fr');

    expect(texts.antdLocale('fr')?.Modal?.cancelText).toBe('Annuler');
    expect(dayjs.Ls.fr).toBeUndefined();
  });
});
