import { render, screen, within } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import enCommon from '../../../locales/en/common.json';
import enTerms from '../../../locales/en/terms.json';
import frCommon from '../../../locales/fr/common.json';
import frTerms from '../../../locales/fr/terms.json';
import { NEW_CARD_FEE, TRANSFER_FEE } from '../../domain/cards/deactivationFees';
import { LANGUAGES, type Language } from '../../domain/language/Language';
import { formatMoney } from '../../domain/money/formatMoney';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import { CARD_CREATION_FEE } from '../../domain/orders/fees';
import { TERMS_SECTIONS } from './termsSections';
import { INACTIVITY_FEE } from '../../domain/terms';
import { termsValues } from './termsValues';
import TermsPage from './TermsPage';

const TERMS = { en: enTerms, fr: frTerms } as const;

/**
 * A local i18n instance with the files the page reads; it does not depend on the terms file being
 * registered in resources.ts yet.
 */
function i18nFor(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: {
      en: { translation: { ...enCommon, ...enTerms } },
      fr: { translation: { ...frCommon, ...frTerms } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function renderTerms(language: Language, path = '/terms-and-conditions') {
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <MemoryRouter initialEntries={[path]}>
        <TermsPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function sectionTitle(language: Language, id: string): string {
  const sections: Record<string, { title: string }> = TERMS[language].terms.sections;
  const section = sections[id];
  if (!section) throw new Error(`no section ${id} in ${language}`);
  return section.title;
}

function sectionOf(language: Language, id: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: sectionTitle(language, id) });
  const section = heading.closest('section');
  if (!section) throw new Error(`heading ${id} is not in a section`);
  return section;
}

/** Every leaf of a translation tree as `dotted.key` → text. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') leaves(value as object, dotted).forEach((v, k) => out.set(k, v));
    else out.set(dotted, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '');

describe('the terms and conditions page', () => {
  const headings = { en: 'Terms and conditions', fr: 'Conditions générales' } as const;
  const decimals = {
    en: { creation: '2.50', transfer: '1.00', replacement: '3.50' },
    fr: { creation: '2,50', transfer: '1,00', replacement: '3,50' },
  } as const;

  describe.each(LANGUAGES)('in %s', (language) => {
    it('has one h1 and a matching page title', () => {
      renderTerms(language);
      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(headings[language]);
      expect(document.title).toContain(headings[language]);
    });

    it('lists every section in the table of contents, each linking to its heading', () => {
      renderTerms(language);
      const contents = screen.getByRole('navigation', { name: TERMS[language].terms.contents });
      const links = within(contents).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(
        TERMS_SECTIONS.map(({ id }) => sectionTitle(language, id)),
      );
      for (const { id } of TERMS_SECTIONS) {
        const link = within(contents).getByRole('link', { name: sectionTitle(language, id) });
        expect(link).toHaveAttribute('href', `#${id}`);
        expect(screen.getByRole('heading', { level: 2, name: sectionTitle(language, id) })).toHaveAttribute(
          'id',
          id,
        );
      }
    });

    it('includes the card-provider section', () => {
      renderTerms(language);
      expect(sectionOf(language, 'provider').textContent).toContain(
        language === 'en' ? '14 days' : '14\u00a0jours',
      );
    });

    it('shows the fees of the domain, formatted for the language', () => {
      renderTerms(language);
      const fees = sectionOf(language, 'fees');
      expect(fees).toHaveTextContent(decimals[language].creation);
      expect(fees).toHaveTextContent(decimals[language].transfer);
      expect(fees).toHaveTextContent(decimals[language].replacement);
      for (const cents of [CARD_CREATION_FEE, TRANSFER_FEE, NEW_CARD_FEE, INACTIVITY_FEE]) {
        expect(fees.textContent).toContain(formatMoney(cents, language));
      }
      // French puts a no-break space (U+00A0 or U+202F, depending on the ICU data) before the sign.
      expect(fees.textContent).toMatch(language === 'en' ? /\b5%/ : /\b5[\u00a0\u202f]%/);
      const limits = sectionOf(language, 'limits');
      expect(limits.textContent).toContain(formatMoney(KYC_LEVEL_1_PURCHASE_LIMIT, language));
      expect(limits.textContent).toContain(formatMoney(KYC_LEVEL_1_ACCOUNT_LIMIT, language));
    });

    it('leaves no key or placeholder unresolved', () => {
      renderTerms(language);
      const text = document.body.textContent ?? '';
      expect(text).not.toContain('{{');
      expect(text).not.toMatch(/terms\.(sections|units|title|intro|contents|pageTitle)/);
    });

    it('scrolls to the section named in the address', () => {
      const original = Element.prototype.scrollIntoView;
      const scrollIntoView = jest.fn();
      Element.prototype.scrollIntoView = scrollIntoView;
      try {
        renderTerms(language, '/terms-and-conditions#fees');
        expect(scrollIntoView).toHaveBeenCalledTimes(1);
        expect(scrollIntoView.mock.contexts[0]).toBe(
          screen.getByRole('heading', { level: 2, name: sectionTitle(language, 'fees') }),
        );
      } finally {
        Element.prototype.scrollIntoView = original;
      }
    });
  });

  it('writes durations with the right plural', () => {
    const values = termsValues('en', i18nFor('en').t);
    expect(values.statementsKept).toBe('1 year');
    expect(values.validityPeriod).toBe('12 months');
    expect(values.liabilityUk).toBe('£35.00');
    expect(values.liabilityEu).toBe('€50.00');
    expect(values.exampleFirstTotal).toBe('€21.00');
    expect(values.exampleLaterTotal).toBe('€23.50');
    expect(termsValues('fr', i18nFor('fr').t).statementsKept).toBe('1\u00a0an');
  });
});

describe('the terms locale files', () => {
  const en = leaves(enTerms);
  const fr = leaves(frTerms);

  it('give English and French the same keys and placeholders', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en)
      expect(placeholders(fr.get(key) ?? '').sort()).toEqual(placeholders(text).sort());
  });

  it('hold exactly the section keys the page renders', () => {
    const rendered = TERMS_SECTIONS.flatMap(({ id, blocks }) => [
      `terms.sections.${id}.title`,
      ...blocks.flat().map((key) => `terms.sections.${id}.${key}`),
    ]).sort();
    const inFile = [...en.keys()].filter((key) => key.startsWith('terms.sections.')).sort();
    expect(inFile).toEqual(rendered);
  });

  it('use only placeholders the page provides', () => {
    const provided = new Set([...Object.keys(termsValues('en', i18nFor('en').t)), 'count']);
    const unknown = [...en.values()].flatMap(placeholders).filter((name) => !provided.has(name));
    expect(unknown).toEqual([]);
  });

  it('follow French typography', () => {
    const problems = [...fr].filter(
      ([, text]) => text.includes("'") || / [:;!?»]/.test(text) || /« /.test(text) || /\d [a-z%€]/.test(text),
    );
    expect(problems).toEqual([]);
  });
});
