import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import enSignin from '../../../locales/en/signin.json';
import { sandboxApp } from '../../composition/testing/sandboxApp';
import { paths } from '../shell/paths';
import { renderRoutes, tableRoute } from '../testing/renderScreen';
import type LoadedSelect from './LoadedSelect';

const text = enSignin.signin;

/**
 * antd's Select "arrives" when the test says: until then it suspends, as a module still downloading
 * does, and the field shows its stand-in.
 */
const mockArrival = { done: false, arrive: () => {}, arrived: Promise.resolve() };
jest.mock('./LoadedSelect', () => {
  const { default: Select } = jest.requireActual<{ default: typeof LoadedSelect }>('./LoadedSelect');
  return {
    __esModule: true,
    default: function Arriving(props: ComponentProps<typeof LoadedSelect>) {
      // Suspends the way a lazy module does (React's `use` would hold back the stand-in's updates too).
      if (!mockArrival.done) throw mockArrival.arrived;
      return <Select {...props} />;
    },
  };
});

beforeEach(() => {
  mockArrival.done = false;
  mockArrival.arrived = new Promise((resolve) => {
    mockArrival.arrive = () => {
      mockArrival.done = true;
      resolve();
    };
  });
});

/** The register tab's dial-code field, before antd's Select has arrived. */
async function dialCodeField() {
  renderRoutes(sandboxApp().container, { routes: [tableRoute('auth')], at: paths.auth({ register: true }) });
  return screen.findByRole('combobox', { name: text.register.dialCountry });
}

describe('a searchable choice whose list downloads when it shows (the dial code)', () => {
  it('stands in with its name, role and choice, and takes a key typed before the list came as its search', async () => {
    const field = await dialCodeField();
    expect(field).toHaveValue(`${text.dialCountries.FR} (+33)`);
    field.focus();
    fireEvent.keyDown(field, { key: 'B' });
    fireEvent.keyDown(field, { key: 'e' });
    expect(field).toHaveValue('Be');
    mockArrival.arrive();
    const listbox = await screen.findByRole('listbox');
    const combobox = screen.getByRole('combobox', { name: text.register.dialCountry });
    await waitFor(() => expect(combobox).toHaveFocus());
    expect(combobox).toHaveValue('Be');
    expect(
      within(listbox).getByRole('option', { name: `${text.dialCountries.BE} (+32)` }),
    ).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: `${text.dialCountries.FR} (+33)` })).toBeNull();
  });

  it('opens the list for a press made before it came', async () => {
    const field = await dialCodeField();
    fireEvent.mouseDown(field);
    mockArrival.arrive();
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox).getByRole('option', { name: `${text.dialCountries.FR} (+33)` }),
    ).toBeInTheDocument();
  });
});
