// Blueprint's stepper buttons point aria-controls at an id of its own, which our label's id replaces:
// an invalid ARIA reference (axe, critical). Typing and the arrow keys still step the value.
export const TYPED_NUMBER = { buttonPosition: 'none' } as const;
