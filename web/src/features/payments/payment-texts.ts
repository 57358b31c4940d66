// spec 1 §2.6 and §8.3: the payment pages and the payment error, letter for letter where the spec gives words.
export const PAYMENT_TEXTS = {
  checkoutTitle: 'Checkout',
  provider: 'Local card checkout',
  payFor: 'Job fair registration',
  email: 'Email',
  cardNumber: 'Card number',
  expiry: 'MM / YY',
  cvc: 'CVC',
  cardholder: 'Name on card',
  pay: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel',
  processing: 'Processing...',
  testNotice: 'This is the platform\u2019s built-in checkout: no card is charged.',
  invalidSession: 'This checkout session is invalid or has expired.',
  successTitle: 'Payment Successful',
  successMessage: 'Your job fair is now active. Add recruiters to staff your booths.',
  addRecruiters: 'Add Recruiters',
  paymentErrorTitle: 'Payment Error',
  paymentErrorMessage: 'An error occurred with the payment gateway. Please try again later.',
  ok: 'OK',
} as const;

export const formatAmount = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
