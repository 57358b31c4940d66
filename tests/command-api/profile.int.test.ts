import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '../../domain/user/user';
import { buildTestApi, envelopeOf, type TestApi } from '../support/api';
import { COMPLETE_APPLICANT_PROFILE, RESUME_PDF } from '../support/applicant-profile';
import { registerInReadModel } from '../support/registered-user';

// spec 2 §2.5, §3 User, §5 Profile: /api/profile for every role, the applicant's extended profile and resume.
let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_profile');
});
afterAll(() => api.close());

const register = async (roles: ('Applicant' | 'Recruiter')[]) =>
  registerInReadModel(api, await api.user(roles, roles.includes('Applicant') ? null : crypto.randomUUID()));

describe('/api/profile', () => {
  it('a recruiter changes names (spec 2 §5 messages); /auth/me follows', async () => {
    const recruiter = await register(['Recruiter']);
    const bad = await api.as(recruiter, { method: 'PUT', url: '/api/profile', payload: { firstName: 'Al', lastName: '' } });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).errors).toEqual([
      { field: 'firstName', message: 'Minimum 3 characters', code: 'VALIDATION_FAILED' },
      { field: 'lastName', message: 'Last name is required', code: 'VALIDATION_FAILED' },
    ]);
    const saved = await api.as(recruiter, { method: 'PUT', url: '/api/profile', payload: { firstName: 'Monica', lastName: 'Reyes' } });
    expect(saved.statusCode).toBe(200);
    expect(envelopeOf(saved).data).toMatchObject({
      email: recruiter.email,
      firstName: 'Monica',
      lastName: 'Reyes',
      applicant: null,
      isProfileComplete: true,
    });
    expect(envelopeOf(await api.as(recruiter, { method: 'GET', url: '/api/auth/me' })).data).toMatchObject({
      firstName: 'Monica',
      lastName: 'Reyes',
    });
    const { events } = await api.store.readStream(userStream(recruiter.userId));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'UserProfileSaved']);
  });

  it('an applicant uploads a PDF resume and saves the extended profile with every required field; then it is complete', async () => {
    const seeker = await register(['Applicant']);
    const incomplete = await api.as(seeker, {
      method: 'PUT',
      url: '/api/profile',
      payload: { firstName: 'Dana', lastName: 'Scully', phone: '+12125550100' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(envelopeOf(incomplete).errors.map(({ field, message }) => ({ field, message }))).toEqual(
      expect.arrayContaining([
        { field: 'degreeType', message: 'Degree type is required' },
        { field: 'academicMajor', message: 'Academic major is required' },
        { field: 'yearsOfExperience', message: 'Years of experience is required' },
        { field: 'availabilityDate', message: 'Availability date is required' },
        { field: 'willingToRelocate', message: 'Willing to relocate is required' },
        { field: 'resumeKey', message: 'Resume is required' },
      ]),
    );
    for (const [years, message] of [
      [-1, 'Must be at least 0'],
      [51, 'Must be less than 50'],
    ] as const) {
      const refused = await api.as(seeker, {
        method: 'PUT',
        url: '/api/profile',
        payload: { ...COMPLETE_APPLICANT_PROFILE, yearsOfExperience: years, resumeKey: 'resumes/x.pdf' },
      });
      expect(envelopeOf(refused).errors).toContainEqual({ field: 'yearsOfExperience', message, code: 'VALIDATION_FAILED' });
    }
    const phoneless = await api.as(seeker, {
      method: 'PUT',
      url: '/api/profile',
      payload: { firstName: 'Dana', lastName: 'Scully', phone: '212-555' },
    });
    expect(envelopeOf(phoneless).errors).toContainEqual({
      field: 'phone',
      message: 'Phone number must be in format +19999999999',
      code: 'VALIDATION_FAILED',
    });

    const notPdf = await api.as(seeker, {
      method: 'POST',
      url: '/api/profile/resume',
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('hello'),
    });
    expect(notPdf.statusCode).toBe(400);
    const upload = await api.as(seeker, {
      method: 'POST',
      url: '/api/profile/resume',
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'cv.pdf' },
      payload: RESUME_PDF,
    });
    expect(upload.statusCode).toBe(201);
    const { key, fileUrl } = envelopeOf(upload).data;
    expect(key).toMatch(new RegExp(`^resumes/${seeker.userId}/[\\w-]+\\.pdf$`));
    expect(new URL(fileUrl, 'http://x').searchParams.get('expires')).toBeTruthy();

    const saved = await api.as(seeker, {
      method: 'PUT',
      url: '/api/profile',
      payload: { ...COMPLETE_APPLICANT_PROFILE, resumeKey: key },
    });
    expect(saved.statusCode).toBe(200);
    expect(envelopeOf(saved).data).toMatchObject({
      phone: '+12125550100',
      isProfileComplete: true,
      applicant: { degreeType: 'Masters', resumeKey: key, yearsOfExperience: 7 },
      resumeUrl: expect.stringContaining('signature='),
    });

    const badChoice = await api.as(seeker, {
      method: 'PUT',
      url: '/api/profile',
      payload: { ...COMPLETE_APPLICANT_PROFILE, degreeType: 'PhD', resumeKey: key },
    });
    expect(badChoice.statusCode).toBe(400);
    const foreignKey = await api.as(seeker, {
      method: 'PUT',
      url: '/api/profile',
      payload: { ...COMPLETE_APPLICANT_PROFILE, resumeKey: 'resumes/someone-else/x.pdf' },
    });
    expect(envelopeOf(foreignKey).errors[0]).toMatchObject({ field: 'resumeKey' });
  });

  it('only applicants upload resumes; nobody signed out reads a profile', async () => {
    const recruiter = await register(['Recruiter']);
    expect(
      (
        await api.as(recruiter, {
          method: 'POST',
          url: '/api/profile/resume',
          headers: { 'content-type': 'application/pdf' },
          payload: RESUME_PDF,
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.as(null, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});
