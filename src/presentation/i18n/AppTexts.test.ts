import dayjs from 'dayjs';
import { AppTexts } from './AppTexts';

describe('the texts the app downloads', () => {
  it("brings antd's and dayjs's own texts with the shell's, in that language only", async () => {
    const texts = new AppTexts('en');
    await texts.prepare('en');
    expect(texts.antdLocale('en')?.Modal?.cancelText).toBe('Cancel');
    expect(texts.antdLocale('fr')).toBeUndefined();
    expect(dayjs.Ls.fr).toBeUndefined();

    await texts.prepare('fr');

    expect(texts.antdLocale('fr')?.Modal?.cancelText).toBe('Annuler');
    expect(dayjs('2026-03-01').locale('fr').format('MMMM')).toBe('mars');
  });
});
