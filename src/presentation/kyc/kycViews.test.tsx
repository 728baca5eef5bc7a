import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fillProfile,
  register,
  sandboxApp,
  signIn,
  verifyEmailAndMobile,
} from '../../composition/testing/sandboxApp';
import { TEXTS } from '../testing/signUpTexts';
import { renderRoutes, tableRoute } from '../testing/renderScreen';
import { paths } from '../shell/paths';
import KycUpgradeInfoPage from './KycUpgradeInfoPage';

const text = TEXTS.en.kyc;
const where = () => screen.findByTestId('where');

async function showLevel1(language: 'en' | 'fr' = 'en') {
  const app = sandboxApp();
  await register(app.container);
  await verifyEmailAndMobile(app.container);
  await fillProfile(app.container);
  renderRoutes(app.container, { routes: [tableRoute('kyc')], at: paths.kyc(), language });
  await screen.findByRole('heading', { level: 2 }); // the widget has started
  return app;
}

describe('the level-1 KYC screen', () => {
  it('shows the title, Help, Sign out, the sandbox widget, the note and Simulate Success', async () => {
    await showLevel1();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.level1.title);
    expect(document.title).toBe(`${text.level1.pageTitle} | Prepaid Cards`);
    expect(screen.getByRole('link', { name: new RegExp(`^${text.help}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('button', { name: text.signOut })).toBeInTheDocument();
    const widget = screen.getByRole('region', { name: text.widget.label });
    expect(within(widget).getByRole('group', { name: text.sandboxWidget.documentType })).toBeInTheDocument();
    expect(within(widget).getByRole('radio', { name: text.sandboxWidget.passport })).toBeInTheDocument();
    expect(within(widget).getByLabelText(text.sandboxWidget.file)).toHaveAttribute('type', 'file');
    expect(screen.getByText(text.simulate.note)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.simulate.button })).toBeInTheDocument();
  });

  it('goes to the cards after Simulate Success', async () => {
    await showLevel1();
    await userEvent.click(screen.getByRole('button', { name: text.simulate.button }));
    expect(await where()).toHaveTextContent(paths.cards());
  });

  it('walks through the upload: submitted, then checking documents, the cards waiting for the approval', async () => {
    await showLevel1();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: text.sandboxWidget.submit }));
    expect(await screen.findByText(text.sandboxWidget.documentTypeRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(text.sandboxWidget.file)).toHaveAccessibleDescription(
      `${text.sandboxWidget.noFile} ${text.sandboxWidget.fileRequired} ${text.sandboxWidget.fileNote}`,
    );
    await user.click(screen.getByRole('radio', { name: text.sandboxWidget.idCard }));
    await user.upload(
      screen.getByLabelText(text.sandboxWidget.file),
      new File(['never read'], 'id-card.png', { type: 'image/png' }),
    );
    expect(screen.getByLabelText(text.sandboxWidget.file)).toHaveAccessibleDescription(
      `id-card.png ${text.sandboxWidget.fileNote}`,
    );
    await user.click(screen.getByRole('button', { name: text.sandboxWidget.submit }));
    expect(await screen.findByText(text.checkingDocuments)).toBeInTheDocument();
    expect(screen.getByText(text.sandboxWidget.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.redirect.button })).not.toBeInTheDocument();
  });

  it('speaks the page’s language in the file picker: its button and the file name, the native input kept for the keyboard and screen readers', async () => {
    await showLevel1('fr');
    const fr = TEXTS.fr.kyc.sandboxWidget;
    const input = screen.getByLabelText(fr.file);
    expect(input).toHaveAttribute('type', 'file');
    // Visually hidden, not display: none: it keeps the focus, the keyboard and its name.
    expect(input).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
    expect(input).not.toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAccessibleDescription(`${fr.noFile} ${fr.fileNote}`);
    const button = screen.getByText(fr.chooseFile).closest('button');
    expect(button).not.toBeNull();
    expect(screen.getByText(fr.noFile)).toBeInTheDocument();

    const picked = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    await userEvent.click(button as HTMLButtonElement);
    expect(picked).toHaveBeenCalledTimes(1);
    picked.mockRestore();
    await userEvent.upload(input, new File(['never read'], 'passeport.png', { type: 'image/png' }));
    expect(screen.getByText('passeport.png')).toBeInTheDocument();
    expect(screen.queryByText(fr.noFile)).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(`passeport.png ${fr.fileNote}`);
  });

  it('shows the rejected alert when the reviewer rejects', async () => {
    await showLevel1('fr');
    const fr = TEXTS.fr.kyc;
    await userEvent.click(screen.getByRole('button', { name: fr.sandboxWidget.reject }));
    expect(await screen.findByText(fr.rejected)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: fr.widget.label })).toBeEmptyDOMElement();
  });
});

describe('the KYC upgrade screen', () => {
  it('is titled for level 2, in the tab and in its heading', async () => {
    const app = sandboxApp();
    await signIn(app.container);
    renderRoutes(app.container, { routes: [tableRoute('kycUpgrade')], at: paths.kycUpgrade('card-7') });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(text.level2.title);
    expect(document.title).toBe(`${text.level2.pageTitle} | Prepaid Cards`);
  });

  it('never names level 1 in the tab, not even before the check starts', async () => {
    const app = sandboxApp();
    await signIn(app.container);
    const titles: string[] = [];
    const set = jest.spyOn(document, 'title', 'set').mockImplementation((title) => titles.push(title));
    renderRoutes(app.container, { routes: [tableRoute('kycUpgrade')], at: paths.kycUpgrade('card-7') });
    await screen.findByRole('heading', { level: 1 });
    set.mockRestore();
    expect(new Set(titles)).toEqual(new Set([`${text.level2.pageTitle} | Prepaid Cards`]));
  });
});

describe('the KYC upgrade info screen', () => {
  it('lists the three documents, the camera note, Start and Verify later keeping the selected card', () => {
    const { container } = sandboxApp();
    const { container: page } = renderRoutes(container, {
      routes: [{ path: '/consumer/kyc/upgrade-info', element: <KycUpgradeInfoPage /> }],
      at: paths.kycUpgradeInfo('card-7'),
    });
    const info = text.upgradeInfo;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(info.title);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      info.identity,
      info.address1,
      info.address2,
    ]);
    expect(screen.getByText(info.camera)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: info.start })).toHaveAttribute(
      'href',
      paths.kycUpgrade('card-7'),
    );
    expect(screen.getByRole('link', { name: info.later })).toHaveAttribute(
      'href',
      paths.cards({ selected: 'card-7' }),
    );
    expect(page.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
