import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { PaymentConsent, usePaymentConsent, type PaymentOutcome } from './payment-consent';
import en from './messages/en.json';

const messages = {
  ...en,
  'validation.subscriptionTermsNotAccepted': 'Accept the terms to continue',
  'test.error': 'Payment failed',
};

function PayForm({ pay, onApplied }: { pay: () => Promise<PaymentOutcome>; onApplied?: () => void }) {
  const { status, formError, handleSubmit, consent } = usePaymentConsent({
    pay,
    onApplied,
    errorMessageId: 'test.error',
  });
  return (
    <form noValidate onSubmit={handleSubmit}>
      <PaymentConsent {...consent} />
      {formError ? <p role="alert">{formError}</p> : null}
      <button type="submit">{status === 'idle' ? 'Pay' : 'Paying'}</button>
    </form>
  );
}

const renderForm = (pay: () => Promise<PaymentOutcome>, onApplied?: () => void) =>
  render(
    <IntlProvider locale="en" messages={messages}>
      <PayForm pay={pay} onApplied={onApplied} />
    </IntlProvider>,
  );

describe('PaymentConsent', () => {
  it('states the three terms and pays nothing until the box is ticked, then focuses it', async () => {
    const pay = jest.fn(async (): Promise<PaymentOutcome> => ({ kind: 'checkout' }));
    renderForm(pay);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(pay).not.toHaveBeenCalled();
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of payment' });
    expect(document.activeElement).toBe(box);
    expect(screen.getByText('Accept the terms to continue')).toBeTruthy();

    fireEvent.click(box);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(pay).toHaveBeenCalledTimes(1);
    // Off to the checkout: the button stays busy and the box locked until the browser leaves.
    expect(screen.getByRole('button', { name: 'Paying' })).toBeTruthy();
    expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('puts a refusal of the terms on the box and any other refusal on the form', async () => {
    const outcomes: PaymentOutcome[] = [
      { kind: 'refused', fields: { accept_terms: 'The terms changed: accept them again' }, message: null },
      { kind: 'refused', fields: {}, message: null },
    ];
    renderForm(async () => outcomes.shift() as PaymentOutcome);
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(screen.getByText('The terms changed: accept them again')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(screen.getByRole('alert').textContent).toBe('Payment failed');
  });

  it('hands a change applied without payment to its caller', async () => {
    const onApplied = jest.fn();
    renderForm(async () => ({ kind: 'applied' }), onApplied);
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(onApplied).toHaveBeenCalledWith({ kind: 'applied' });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });
});
