import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { register, sandboxApp, verifyEmailAndMobile } from '../../composition/testing/sandboxApp';
import { paths } from '../shell/paths';
import type { Container } from 'inversify';
import { ROUTES, type RouteName } from '../shell/routeTable';
import { renderRoutes, tableRoute } from '../testing/renderScreen';
import { TEXTS } from '../testing/signUpTexts';

const TODAY = new Date('2025-03-01T10:00:00Z');

/** A registrant whose e-mail and mobile are verified; today is 1 March 2025. */
async function registrant() {
  const app = sandboxApp({ clock: () => TODAY });
  await register(app.container);
  await verifyEmailAndMobile(app.container);
  return app;
}

const where = () => screen.findByTestId('where');

/** A registration step, as the router shows it, once its heading is there. */
async function showStep(container: Container, name: RouteName, language: 'en' | 'fr' = 'en') {
  renderRoutes(container, { routes: [tableRoute(name)], at: ROUTES[name].path, language });
  await screen.findByRole('heading', { level: 1 });
}

/** Puts a whole text in a field at once (typing key by key is what the date test is about). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// antd's calendar and lists are heavy to render in jsdom.

describe('Personal Info, on screen', () => {
  const text = TEXTS.en.registration;

  async function show(language: 'en' | 'fr' = 'en') {
    const app = await registrant();
    await showStep(app.container, 'personalInfo', language);
    return app;
  }

  it('labels every field, has one h1, the 33.33% bar, Back, Help and Sign out', async () => {
    await show();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText(text.personalInfo.name)).toBeInTheDocument();
    expect(screen.getByLabelText(text.personalInfo.surname)).toBeInTheDocument();
    expect(screen.getByLabelText(text.personalInfo.dateOfBirth)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: text.shell.progress });
    expect(bar).toHaveAttribute('aria-valuenow', '33.33');
    expect(bar).toHaveTextContent(/^33\.33%$/);
    expect(screen.getByRole('link', { name: new RegExp(text.shell.back) })).toHaveAttribute(
      'href',
      paths.verifyMobile(),
    );
    expect(screen.getByRole('link', { name: new RegExp(`^${text.shell.help}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('button', { name: text.shell.signOut })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await show('fr');
    const fr = TEXTS.fr.registration;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.personalInfo.title);
    expect(screen.getByLabelText(fr.personalInfo.dateOfBirth)).toBeInTheDocument();
    // French writes 33,33 %, a space before the sign.
    expect(screen.getByRole('progressbar', { name: fr.shell.progress })).toHaveTextContent(/^33,33\s%$/);
  });

  it('takes a date typed as DD/MM/YYYY and goes on to Address Info', async () => {
    const { container } = await show();
    const user = userEvent.setup({ delay: null });
    await fill(user, screen.getByLabelText(text.personalInfo.name), 'Jane');
    await fill(user, screen.getByLabelText(text.personalInfo.surname), 'Doe');
    const date = screen.getByLabelText(text.personalInfo.dateOfBirth);
    await user.click(date);
    await user.paste('12/04/1990');
    await user.keyboard('{Enter}');
    expect(date).toHaveValue('12/04/1990');
    await user.click(screen.getByRole('button', { name: text.personalInfo.submit }));
    expect(await where()).toHaveTextContent(paths.addressInfo());
    expect(container.get(ConsumerSession).current?.dateOfBirth).toBe('1990-04-12');
  });

  it('offers Cancel and OK in the calendar; Cancel closes it without a date', async () => {
    await show();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText(text.personalInfo.dateOfBirth));
    const cancel = await screen.findByRole('button', { name: text.personalInfo.cancel });
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await user.click(cancel);
    expect(screen.getByLabelText(text.personalInfo.dateOfBirth)).toHaveValue('');
  });

  it('shows each message on its field and keeps what was typed', async () => {
    await show();
    const user = userEvent.setup({ delay: null });
    const name = screen.getByLabelText(text.personalInfo.name);
    await fill(user, name, 'Jane2');
    await fill(user, screen.getByLabelText(text.personalInfo.surname), 'Doe');
    const date = screen.getByLabelText(text.personalInfo.dateOfBirth);
    await user.click(date);
    await user.paste('02/03/2007');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: text.personalInfo.submit }));
    // antd's form calls onFinish once its own (empty) validation has settled.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(TEXTS.en.register.errors.name.invalidCharacters);
    expect(name).toHaveValue('Jane2');
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('You must be at least 18 years old to register.'),
    );
    expect(date).toHaveValue('02/03/2007');
    expect(screen.getByLabelText(text.personalInfo.surname)).not.toHaveAttribute('aria-invalid');
  });
});

describe('Address Info, on screen', () => {
  const text = TEXTS.en.registration.addressInfo;

  it('lists France, Austria, Belgium, Bulgaria, Croatia and Cyprus first, France chosen', async () => {
    const app = await registrant();
    await showStep(app.container, 'addressInfo');
    const country = screen.getByLabelText(text.country);
    expect(screen.getByTitle('France')).toBeInTheDocument();
    await userEvent.click(country);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    const names = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(names.slice(0, 6)).toEqual(['France', 'Austria', 'Belgium', 'Bulgaria', 'Croatia', 'Cyprus']);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    expect(screen.getByRole('link', { name: new RegExp(TEXTS.en.registration.shell.back) })).toHaveAttribute(
      'href',
      paths.personalInfo(),
    );
  });

  it('names the countries in French', async () => {
    const app = await registrant();
    await showStep(app.container, 'addressInfo', 'fr');
    await userEvent.click(screen.getByLabelText(TEXTS.fr.registration.addressInfo.country));
    await screen.findByRole('listbox');
    const names = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(names.slice(0, 6)).toEqual(['France', 'Autriche', 'Belgique', 'Bulgarie', 'Croatie', 'Chypre']);
  });

  /** Address Info, filled with an address line without digits and a postal code with a symbol. */
  async function addressWithTwoMistakes() {
    const app = await registrant();
    await showStep(app.container, 'addressInfo');
    const user = userEvent.setup({ delay: null });
    await fill(user, screen.getByLabelText(text.addressLine1), 'rue Lepic');
    await fill(user, screen.getByLabelText(text.city), 'Paris');
    await fill(user, screen.getByLabelText(text.postCode), '75018#');
    return user;
  }

  it('refuses an address line without digits and a postal code with symbols, on their fields', async () => {
    const user = await addressWithTwoMistakes();
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(screen.getByLabelText(text.addressLine1)).toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText(text.addressLine1)).toHaveAccessibleDescription(
      `${TEXTS.en.register.errors.addressLine1.needsLettersAndDigits} ${text.addressLine1Hint}`,
    );
    expect(screen.getByLabelText(text.postCode)).toHaveAccessibleDescription(
      TEXTS.en.register.errors.postCode.invalid,
    );
    expect(screen.getByLabelText(text.city)).toHaveValue('Paris');
  });

  it('takes the focus from Continue to the first field with a message, which may be out of sight on a phone', async () => {
    const user = await addressWithTwoMistakes();
    const submit = screen.getByRole('button', { name: text.submit });
    await user.click(submit);
    const line1 = screen.getByLabelText(text.addressLine1);
    await waitFor(() => expect(line1).toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(line1).toHaveFocus());

    // Pressed again with the same mistakes, Continue hands the focus back to that field.
    await user.click(submit);
    await waitFor(() => expect(line1).toHaveFocus());
  });
});

describe('Financial Info, on screen', () => {
  const text = TEXTS.fr.registration.financialInfo;

  it('translates every choice and asks for the free text when OTHER is chosen', async () => {
    const app = await registrant();
    await showStep(app.container, 'financialInfo', 'fr');
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByLabelText(text.sourceOfFundsOther)).toBeNull();
    // The list shows a window of its options: typing narrows it down.
    await user.type(screen.getByLabelText(text.sourceOfFunds), text.sourcesOfFunds.OTHER);
    await user.click(await screen.findByTitle(text.sourcesOfFunds.OTHER));
    expect(await screen.findByLabelText(text.sourceOfFundsOther)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(text.sourceOfFundsOther)).toHaveAttribute('aria-invalid'),
    );
    expect(screen.getByLabelText(text.sourceOfFundsOther)).toHaveAccessibleDescription(
      TEXTS.fr.register.errors.sourceOfFundsOther.required,
    );
    expect(screen.getByLabelText(text.occupation)).toHaveAccessibleDescription(
      TEXTS.fr.register.errors.occupation.required,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('link', { name: new RegExp(TEXTS.fr.registration.shell.back) })).toHaveAttribute(
      'href',
      paths.addressInfo(),
    );
  });

  it('has a French label for every occupation and source of funds', () => {
    const fr = TEXTS.fr.registration.financialInfo;
    const en = TEXTS.en.registration.financialInfo;
    expect(Object.keys(fr.occupations)).toHaveLength(22);
    expect(Object.keys(fr.sourcesOfFunds)).toHaveLength(15);
    expect(Object.keys(fr.occupations)).toEqual(Object.keys(en.occupations));
    expect(Object.keys(fr.sourcesOfFunds)).toEqual(Object.keys(en.sourcesOfFunds));
  });
});
