import { api } from '../../../api/api-client';

/** GET /api/auth/robot-challenge: a fresh ALTCHA challenge for the widget (spec 3 §2.1 robot check). */
export const getRobotChallenge = (): Promise<Record<string, unknown>> =>
  api.get<Record<string, unknown>>('/auth/robot-challenge', { auth: false });
