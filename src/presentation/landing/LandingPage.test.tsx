import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { createContainer } from '../../composition/createContainer';
import type { Language } from '../../domain/language/Language';
import { formatMoney } from '../../domain/money/formatMoney';
import enCards from '../../../locales/en/cards.json';
import enLanding from '../../../locales/en/landing.json';
import frLanding from '../../../locales/fr/landing.json';
import frCommon from '../../../locales/fr/common.json';
import { renderRoutes, tableRoute } from '../testing/renderScreen';
import LandingPage from './LandingPage';
import { foldSpaces } from '../testing/foldSpaces';

const LANDING = { en: enLanding.landing, fr: frLanding.landing };

function renderLanding(language: Language, path = '/') {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  const container = createContainer('sandbox', { storage });
  const view = renderRoutes(container, {
    routes: [{ path: '/', element: <LandingPage /> }],
    at: path,
    language,
  });
  return { storage, router: view.router };
}

/** By its visible label, in whichever language the page speaks. */
const amountBox = () =>
  screen.getByLabelText(new RegExp(`^(${enLanding.landing.order.label}|${frLanding.landing.order.label})$`));

describe.each(['en', 'fr'] as const)('the landing page in %s', (language) => {
  const text = LANDING[language];

  it('has one h1 and a heading for every section, in order', async () => {
    renderLanding(language);
    // The sections below the first screen come once the browser is idle.
    await screen.findByRole('heading', { level: 2, name: text.reviews.title });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      text.order.title,
      text.video.title,
      text.how.title,
      text.points.title,
      text.signup.title,
      text.fees.title,
      text.faq.title,
      text.press.title,
      text.reviews.title,
    ]);
  });

  it('labels the amount box and the slider, and starts at 20', () => {
    renderLanding(language);
    expect(screen.getByLabelText(text.order.label)).toHaveValue('20');
    expect(screen.getByRole('slider', { name: text.order.sliderLabel })).toHaveAttribute(
      'aria-valuenow',
      '2000',
    );
  });

  it('shows the card picture of the landing range, named with its maximum', () => {
    renderLanding(language);
    const name = text.order.cardPicture.replace('{{max}}', formatMoney(15000, language));
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('names the press publications', async () => {
    renderLanding(language);
    expect(
      await screen.findByRole('img', { name: text.press.logoAlt.replace('{{name}}', 'Monetica') }),
    ).toBeInTheDocument();
  });
});

describe('the landing order box', () => {
  it.each([
    ['3 to 5', 'the minimum in English', 'en', '3', '5', 'The minimum is €5.00.', '500'],
    ['500 to 150', 'the maximum in French', 'fr', '500', '150', 'Le maximum est de 150,00\u00a0€.', '15000'],
  ] as const)(
    'clamps %s on blur and names %s, as a notice',
    async (_, __, language, typed, shown, notice, cents) => {
      renderLanding(language);
      await userEvent.clear(amountBox());
      await userEvent.type(amountBox(), typed);
      await userEvent.tab();
      expect(amountBox()).toHaveValue(shown);
      expect(screen.getByText(foldSpaces(notice))).toBeInTheDocument();
      expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', cents);
      // The amount is valid: the bound is a notice that describes the box, not an error.
      expect(amountBox()).not.toHaveAttribute('aria-invalid');
      expect(amountBox()).toHaveAccessibleDescription(
        new RegExp(`^${notice.replace(/\./g, '\\.').replace(/\s/g, '\\s')}`),
      );
    },
  );

  it('refuses letters and keeps what was typed', async () => {
    renderLanding('en');
    await userEvent.type(amountBox(), 'x');
    expect(amountBox()).toHaveValue('20x');
    expect(screen.getByText(enCards.cards.order.integer)).toBeInTheDocument();
  });

  it('moves the text with the slider', async () => {
    renderLanding('en');
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(amountBox()).toHaveValue('21');
  });

  it('signed out, ordering 50 goes to the register tab with 50 kept', async () => {
    const { storage } = renderLanding('en');
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '50');
    await userEvent.click(screen.getByText(enLanding.landing.order.submit));
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth?reg=true');
    expect(storage.getItem('newOrder')).toBe('5000');
  });
});

describe('the landing order box opened with an amount (the footer’s popular products)', () => {
  it.each([
    ['/?amount=50', '50'],
    ['/?amount=150', '150'],
    ['/?amount=fifty', '20'],
  ])('%s starts the box at %s', (path, shown) => {
    renderLanding('en', path);
    expect(amountBox()).toHaveValue(shown);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', `${Number(shown) * 100}`);
  });

  it('pulls an amount out of the landing range into it and names the bound', () => {
    renderLanding('fr', '/?amount=500');
    expect(amountBox()).toHaveValue('150');
    expect(screen.getByText(foldSpaces('Le maximum est de 150,00\u00a0€.'))).toBeInTheDocument();
  });

  it('follows the amount of every later visit, also when already on the landing', async () => {
    const { router } = renderLanding('en', '/?amount=50');
    await act(() => router.navigate('/?amount=100'));
    expect(amountBox()).toHaveValue('100');
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '70');
    // The same link followed again puts its amount back.
    await act(() => router.navigate('/?amount=100'));
    expect(amountBox()).toHaveValue('100');
    // A visit that names no amount keeps what the visitor chose.
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '70');
    await act(() => router.navigate('/'));
    expect(amountBox()).toHaveValue('70');
  });
});

describe('the landing sections', () => {
  it('quotes the fees from the domain and links to the terms', async () => {
    renderLanding('en');
    await userEvent.click(screen.getByText(enLanding.landing.fees.items.creation.title));
    expect(screen.getByText(/Each later card costs €2\.50 to create/)).toBeInTheDocument();
    await userEvent.click(screen.getByText(enLanding.landing.fees.items.service.title));
    expect(screen.getByText(/^5% of the card value/)).toBeInTheDocument();
    expect(screen.getByText(enLanding.landing.fees.termsLink).closest('a')).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });

  it('links each common question to the help centre in a new tab', async () => {
    renderLanding('fr');
    await userEvent.click(screen.getByText(foldSpaces(frLanding.landing.faq.items.reload.question)));
    const link = screen.getByText(frLanding.landing.faq.helpLink).closest('a');
    expect(link).toHaveAttribute('href', 'https://help.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(`${frLanding.landing.faq.helpLink} ${frCommon.common.opensInNewTab}`);
  });

  it('links the sign-up panel to the register tab', async () => {
    renderLanding('en');
    const cta = screen.getByRole('link', { name: enLanding.landing.signup.cta });
    expect(cta).toHaveAttribute('href', '/auth?reg=true');
    await userEvent.click(cta);
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth?reg=true');
  });
});

describe.each(['en', 'fr'] as const)('the landing video in %s', (language) => {
  const text = LANDING[language];
  const video = () => screen.getByLabelText(foldSpaces(text.video.label)) as HTMLVideoElement;
  // jsdom has no scrolling; ?video=true scrolls to the video.
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('offers the WebM, muted, with its controls and captions in the page’s language', () => {
    renderLanding(language);
    expect(video().tagName).toBe('VIDEO');
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('controls');
    expect(video()).not.toHaveAttribute('autoplay');
    expect(video().querySelector('source')).toHaveAttribute('type', 'video/webm');
    const track = video().querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', language);
    expect(track).toHaveAttribute('label', text.video.captionsLabel);
  });

  it('starts by itself with ?video=true', () => {
    renderLanding(language, '/?video=true');
    expect(video()).toHaveAttribute('autoplay');
    expect(video().muted).toBe(true);
  });
});

describe('entering the landing page', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('scrolls to the video section with ?video=true', async () => {
    renderLanding('en', '/?video=true');
    await act(async () => undefined);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('video'));
  });

  it('starts the video by script with ?video=true, not only by its autoplay attribute', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    renderLanding('en', '/?video=true');
    await act(async () => undefined);
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(document.querySelector('#video video'));
    play.mockRestore();
  });

  it('does not scroll without it, nor start the video', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    renderLanding('en');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    play.mockRestore();
  });

  it('pushes the homepage page-type event, as its route row names', async () => {
    window.dataLayer = [];
    renderRoutes(createContainer('sandbox', { storage: new MemoryStorage() }), {
      routes: [tableRoute('home')],
      at: '/',
      language: 'fr',
    });
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'page_type', pageType: 'homepage', platform: 'web', currency: 'EUR', country: 'fr' },
      ]),
    );
  });
});
