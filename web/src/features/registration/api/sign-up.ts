import { useMutation } from '@tanstack/react-query';
import type { SignUpRequestBody } from '../../../../../domain/auth/registration-schema';
import { api } from '../../../api/api-client';

export type SignUpAnswer = Readonly<{ userId: string; email: string; userConfirmed: false; codeDeliveryMedium: 'EMAIL' }>;

/** POST /api/auth/sign-up (spec 3 §7 "sign-up"). */
export const signUp = (body: SignUpRequestBody): Promise<SignUpAnswer> => api.post<SignUpAnswer>('/auth/sign-up', body, { auth: false });

export const useSignUp = () => useMutation({ mutationFn: signUp });
