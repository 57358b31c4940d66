/** Time enters the domain only through this port, so tests and the demo can move it. */
export interface Clock {
  now(): Date;
}
