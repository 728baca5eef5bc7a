import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider, Drawer, Modal, type ResultProps } from 'antd';
import frFR from 'antd/es/locale/fr_FR';
import { I18nextProvider } from 'react-i18next';
import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import { OrderResultLayout } from '../orders/results/OrderResultLayout';
import { Notice } from '../widgets/Notice';
import { DECORATIVE_ICONS } from './decorativeIcons';
import { PageOutcomeView } from './PageOutcomeView';

/** antd names its status icons in English ("check-circle"): on a French page they must not be read out. */
const ICON_STATUSES = [
  'success',
  'error',
  'info',
  'warning',
] as const satisfies readonly ResultProps['status'][];

/** The icons a screen reader would announce by their aria-label. */
const announcedIcons = (container: HTMLElement) =>
  [...container.querySelectorAll('.anticon[aria-label]')]
    .filter((icon) => icon.closest('[aria-hidden="true"]') === null)
    .map((icon) => icon.getAttribute('aria-label'));

describe.each(ICON_STATUSES)('the %s result icon', (status) => {
  it('is hidden from screen readers on the order result pages', () => {
    const { container } = render(<OrderResultLayout page="success" status={status} title="Titre" />);
    // The page draws antd's Result itself (no .ant-result-icon): its one icon is the status's.
    expect(container.querySelectorAll('.anticon')).toHaveLength(1);
    expect(announcedIcons(container)).toEqual([]);
  });

  it('is hidden from screen readers on the whole-page outcomes', () => {
    const { container } = render(
      <I18nextProvider i18n={createBundledI18n('fr')}>
        <PageOutcomeView
          status={status}
          texts="shell.unavailable"
          button="shell.unavailable.retry"
          onClick={() => {}}
        />
      </I18nextProvider>,
    );
    expect(container.querySelector('.ant-result-icon .anticon')).not.toBeNull();
    expect(announcedIcons(container)).toEqual([]);
  });
});

it("keeps a busy button's name its own words, without antd's English 'loading'", () => {
  render(
    <ConfigProvider {...DECORATIVE_ICONS}>
      <Button loading>Se connecter</Button>
    </ConfigProvider>,
  );
  const button = screen.getByRole('button');
  expect(button.querySelector('.anticon-loading')).not.toBeNull();
  expect(button).toHaveAccessibleName('Se connecter');
});

it("names a dialog's, a sheet's and a message's close buttons in the page's language, without antd's English 'close'", () => {
  render(
    <ConfigProvider locale={frFR} {...DECORATIVE_ICONS}>
      <Modal open title="Détails" footer={null}>
        Contenu
      </Modal>
      <Drawer open title="Menu" closable={{ 'aria-label': 'Fermer le menu' }}>
        Liens
      </Drawer>
      <Notice type="success" title="Enregistré" close={{ label: 'Fermer le message', onClose: () => {} }} />
    </ConfigProvider>,
  );
  const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
  expect(names).toEqual(expect.arrayContaining(['Fermer', 'Fermer le menu', 'Fermer le message']));
  expect(announcedIcons(document.body)).toEqual([]);
});
