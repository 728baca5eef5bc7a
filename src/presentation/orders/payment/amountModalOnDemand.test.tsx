import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enPayment from '../../../../locales/en/payment.json';
import { levelOneConsumerWithOrder } from '../../../composition/testing/levelOneOrder';
import { renderRoutes, tableRoute } from '../../testing/renderScreen';

// Its own file: a module, once evaluated, stays so for the rest of a test file.
const text = enPayment.payment;

/** Whether the amount modal's module was evaluated: jest runs a mocked module's factory on its first import. */
const mockModal = { loaded: false };
jest.mock('./AmountModal', () => {
  mockModal.loaded = true;
  return jest.requireActual<object>('./AmountModal');
});

it("downloads the payment page's amount modal once asked for, and opens it for that press", async () => {
  const app = await levelOneConsumerWithOrder(5000);
  renderRoutes(app.container, { routes: [tableRoute('orderPayment')], at: `/order/${app.orderId}/payment` });
  const edit = await screen.findByRole('button', { name: text.breakdown.editAmount });
  expect(mockModal.loaded).toBe(false);
  await userEvent.setup({ delay: null }).click(edit);
  expect(await screen.findByRole('dialog', { name: text.amount.title })).toBeInTheDocument();
  expect(mockModal.loaded).toBe(true);
});
