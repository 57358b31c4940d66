import { expect } from 'vitest';
import { envelopeOf, type TestApi } from './api';

type Answer = { statusCode: number; body: string; json(): unknown };

/** The request is refused with this status and a message, and not a single event is appended; returns the envelope. */
export const expectRefused = async (api: TestApi, request: () => Promise<Answer>, status: number) => {
  const before = await api.eventCount();
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({
    isSuccess: false,
    data: null,
    errors: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
  });
  expect(await api.eventCount()).toBe(before);
  return envelopeOf(response as never);
};
