// spec 3 §5: the phone is shown as (XXX) XXX-XXXX, formatted from the digits typed, at most 10 used;
// it is stored as +1 and ten digits (spec 1 §9 "US phone prefix +1", spec 2 §5 profile format).
export const US_PHONE_DISPLAY = /^\(\d{3}\) \d{3}-\d{4}$/;

export const formatUsPhone = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** '(212) 555-0100' → '+12125550100'. */
export const toE164UsPhone = (display: string): string => `+1${display.replace(/\D/g, '')}`;

/** '+12125550100' → '(212) 555-0100'; anything else is formatted from its digits. */
export const fromE164UsPhone = (stored: string): string => formatUsPhone(stored.startsWith('+1') ? stored.slice(2) : stored);
