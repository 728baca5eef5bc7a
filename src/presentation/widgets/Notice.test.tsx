import { fireEvent, render, screen } from '@testing-library/react';
import { Notice } from './Notice';

/** The icons a screen reader would announce by their aria-label. */
const announcedIcons = (container: HTMLElement) =>
  [...container.querySelectorAll('.anticon[aria-label]')]
    .filter((icon) => icon.closest('[aria-hidden="true"]') === null)
    .map((icon) => icon.getAttribute('aria-label'));

describe('a notice', () => {
  it('is an alert with its title, its icon hidden from screen readers', () => {
    const { container } = render(<Notice type="error" title="Le paiement a échoué." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Le paiement a échoué.');
    expect(container.querySelectorAll('.anticon')).toHaveLength(1);
    expect(announcedIcons(container)).toEqual([]);
  });

  it('takes the role it is given: a note on a card, a status for news', () => {
    render(
      <>
        <Notice type="warning" role="note" title="This card expires at the end of 12/26." />
        <Notice type="success" role="status" title="Sent again." />
      </>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('This card expires at the end of 12/26.');
    expect(screen.getByRole('status')).toHaveTextContent('Sent again.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its description and its action beside the title', () => {
    const start = jest.fn();
    render(
      <Notice
        type="warning"
        title="Payment cancelled"
        description="Your order was cancelled."
        action={<button onClick={start}>Start again</button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment cancelledYour order was cancelled.');
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('leaves out a falsy action, as antd does', () => {
    render(<Notice type="info" title="Note" action={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is closed by a button with the name it is given', () => {
    const closed = jest.fn();
    render(
      <Notice type="success" title="Enregistré" close={{ label: 'Fermer le message', onClose: closed }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('shows no icon when told so (the sandbox notes)', () => {
    const { container } = render(<Notice type="info" icon={false} title="Sandbox only" />);
    expect(container.querySelector('.anticon')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Sandbox only');
  });
});
