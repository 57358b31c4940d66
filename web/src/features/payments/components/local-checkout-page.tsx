import { Button, Callout, Card, Divider, InputGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Field } from '../../../components/field';
import { useCheckoutSession } from '../api/get-checkout-session';
import { useCancelCheckout } from '../api/cancel-checkout';
import { usePayCheckout } from '../api/pay-checkout';
import { formatAmount, PAYMENT_TEXTS } from '../payment-texts';
import '../payments.css';

/**
 * /employer-admin/checkout: the embedded default's stand-in for the card provider's page (fair name,
 * amount, pre-filled email, Pay and Cancel). Pay makes the platform post the same signed webhook Stripe would;
 * Cancel posts the session's expiry, so the abandoned checkout is recorded as a failed payment.
 */
export const LocalCheckoutPage = ({ session }: { session: string }) => {
  const checkout = useCheckoutSession(session);
  const pay = usePayCheckout();
  const cancel = useCancelCheckout();
  const [card, setCard] = useState({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: '' });

  if (checkout.isPending && session) return <Spinner className="page-spinner" size={40} />;
  if (!session || checkout.isError || !checkout.data) {
    return (
      <div className="page checkout-page">
        <Callout intent="danger" role="alert" title={PAYMENT_TEXTS.paymentErrorTitle}>
          {PAYMENT_TEXTS.invalidSession}
        </Callout>
      </div>
    );
  }
  const { fairName, amount, currency, email } = checkout.data;
  const price = formatAmount(amount, currency);
  const go = (url: string) => window.location.assign(url);

  return (
    <div className="page checkout-page">
      <Card className="checkout-page__card" elevation={2}>
        <section className="checkout-page__summary" aria-label={PAYMENT_TEXTS.payFor}>
          <span className="checkout-page__provider">{PAYMENT_TEXTS.provider}</span>
          <h1 data-testid="checkout-fair-name">{fairName}</h1>
          <p>{PAYMENT_TEXTS.payFor}</p>
          <p className="checkout-page__amount" data-testid="checkout-amount">
            {price}
          </p>
        </section>
        <Divider />
        <form
          className="checkout-page__form"
          onSubmit={(event) => {
            event.preventDefault();
            pay.mutate(session, { onSuccess: ({ redirectUrl }) => go(redirectUrl) });
          }}
        >
          <Field label={PAYMENT_TEXTS.email} htmlFor="checkout-email">
            <InputGroup id="checkout-email" value={email} readOnly />
          </Field>
          <Field label={PAYMENT_TEXTS.cardNumber} htmlFor="checkout-card">
            <InputGroup
              id="checkout-card"
              value={card.number}
              onValueChange={(number) => setCard({ ...card, number })}
              leftIcon="credit-card"
            />
          </Field>
          <div className="checkout-page__row">
            <Field label={PAYMENT_TEXTS.expiry} htmlFor="checkout-expiry">
              <InputGroup id="checkout-expiry" value={card.expiry} onValueChange={(expiry) => setCard({ ...card, expiry })} />
            </Field>
            <Field label={PAYMENT_TEXTS.cvc} htmlFor="checkout-cvc">
              <InputGroup id="checkout-cvc" value={card.cvc} onValueChange={(cvc) => setCard({ ...card, cvc })} />
            </Field>
          </div>
          <Field label={PAYMENT_TEXTS.cardholder} htmlFor="checkout-name">
            <InputGroup id="checkout-name" value={card.name} onValueChange={(name) => setCard({ ...card, name })} />
          </Field>
          {(pay.isError || cancel.isError) && (
            <Callout intent="danger" role="alert" title={PAYMENT_TEXTS.paymentErrorTitle}>
              {PAYMENT_TEXTS.paymentErrorMessage}
            </Callout>
          )}
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            loading={pay.isPending}
            text={pay.isPending ? PAYMENT_TEXTS.processing : PAYMENT_TEXTS.pay(price)}
          />
          <Button
            variant="minimal"
            fill
            text={PAYMENT_TEXTS.cancel}
            disabled={pay.isPending}
            loading={cancel.isPending}
            onClick={() => cancel.mutate(session, { onSuccess: ({ redirectUrl }) => go(redirectUrl) })}
          />
          <p className="checkout-page__notice">{PAYMENT_TEXTS.testNotice}</p>
        </form>
      </Card>
    </div>
  );
};
