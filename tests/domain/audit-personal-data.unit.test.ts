import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA, REDACTED, redactPersonalData } from '../../domain/audit/personal-data';
import { eventCatalogue } from '../../domain/events';

// Personal data fields are marked per event type so an export can redact them.

const catalogued = Object.values(eventCatalogue).flatMap(({ events }) => events);

describe('the personal-data marking', () => {
  it('has an entry for every event type of the catalogue, and none for a type the catalogue does not know', () => {
    expect(Object.keys(PERSONAL_DATA).sort()).toEqual([...catalogued].sort());
  });

  it('names each path once, as dot-separated keys or *', () => {
    for (const [type, paths] of Object.entries(PERSONAL_DATA)) {
      expect(new Set(paths).size, type).toBe(paths.length);
      for (const path of paths) expect(path, type).toMatch(/^(\*|[A-Za-z0-9]+)(\.(\*|[A-Za-z0-9]+))*$/);
    }
  });

  it('redacts nested fields and every item of an array, keeping ids and the fields around them', () => {
    const data = {
      boothId: 'booth-1',
      userId: 'seeker-1',
      answers: [
        { questionId: 'q1', answer: 'I have a work permit' },
        { questionId: 'q2', answer: true },
      ],
    };
    expect(redactPersonalData('QueueEntered', data)).toEqual({
      boothId: 'booth-1',
      userId: 'seeker-1',
      answers: [
        { questionId: 'q1', answer: REDACTED },
        { questionId: 'q2', answer: REDACTED },
      ],
    });
  });

  it('redacts a nested object field by field and every key under *', () => {
    const registered = {
      userId: 'u1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['Applicant'],
      contact: { phone: '+1 555 0100', city: 'London', state: null, country: 'GB' },
    };
    expect(redactPersonalData('UserRegistered', registered)).toEqual({
      userId: 'u1',
      email: REDACTED,
      firstName: REDACTED,
      lastName: REDACTED,
      roles: ['Applicant'],
      // Absent (zip) and null (state) fields stay as they are; what is not listed (country) is kept.
      contact: { phone: REDACTED, city: REDACTED, state: null, country: 'GB' },
    });
    expect(redactPersonalData('JobseekerRegistered', { registrationId: 'r1', registrationData: { givenName: 'Ada', phone: '1' } })).toEqual(
      {
        registrationId: 'r1',
        registrationData: { givenName: REDACTED, phone: REDACTED },
      },
    );
  });

  it('leaves the input untouched, and data of a type without personal data or of an unknown type as it is', () => {
    const data = { sessionId: 's1', senderName: 'Ada', message: 'hello' };
    const copy = structuredClone(data);
    expect(redactPersonalData('ChatMessagePosted', data)).toEqual({ sessionId: 's1', senderName: REDACTED, message: REDACTED });
    expect(data).toEqual(copy);
    expect(redactPersonalData('BoothVisited', { boothId: 'b1', userId: 'u1' })).toEqual({ boothId: 'b1', userId: 'u1' });
    expect(redactPersonalData('NoSuchEvent', { email: 'x@example.com' })).toEqual({ email: 'x@example.com' });
    // A path that meets a scalar where it expects an object or array stops there.
    expect(redactPersonalData('QueueEntered', { answers: 'none' })).toEqual({ answers: 'none' });
    expect(redactPersonalData('UserRegistered', null)).toBeNull();
  });
});
