import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasRole } from '../../domain/auth/roles';
import { applicantProfileSchema, isProfileComplete, profileResumePrefix, profileSchema } from '../../domain/user/profile-schema';
import { NotFound, ValidationFailed } from '../../domain/shared/errors';
import { getProfile } from '../../projections/queries/registrations';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success } from '../http/envelope';
import { uploadFileName } from '../http/images';
import { commandContextOf } from '../http/command-context';
import { saveUserProfile } from '../application/users/save-user-profile';

// spec 2 §2.5: every role edits names; applicants also the extended profile with a resume (pdf, doc,
// docx, txt) stored through the file-storage port and shown through a link that expires after 3600 s.
const RESUME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
} as const;
type ResumeType = keyof typeof RESUME_TYPES;
const MAX_RESUME_BYTES = 10_485_760;

const profileView = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  phone: z.string().nullable(),
  applicant: z.record(z.string(), z.unknown()).nullable(),
  isProfileComplete: z.boolean(),
  resumeUrl: z.string().nullable(),
});
const uploaded = z.object({ key: z.string(), fileUrl: z.string(), fileName: z.string() });

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, fileStorage, identity } = app.deps;

  const viewOf = async (userId: string, roles: readonly string[]) => {
    const row = await getProfile(db, userId);
    if (!row) throw new NotFound('Profile');
    const resumeKey = typeof row.applicant?.resumeKey === 'string' ? row.applicant.resumeKey : null;
    return { ...row, roles: [...roles], resumeUrl: resumeKey ? await fileStorage.getSignedUrl(resumeKey) : null };
  };

  app.get(
    '/profile',
    {
      config: { signedIn: true },
      schema: {
        tags: ['profile'],
        summary: "The caller's profile (spec 2 §2.5)",
        response: { 200: envelopeOf(profileView), ...failures(401, 404) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return success(await viewOf(principal.userId, principal.roles));
    },
  );

  app.put(
    '/profile',
    {
      config: { signedIn: true },
      schema: {
        tags: ['profile'],
        summary: 'Save the profile: names for every role, the extended profile for applicants (spec 2 §2.5, §5)',
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelopeOf(profileView), ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const applicant = hasRole(principal, 'Applicant');
      const parsed = (applicant ? applicantProfileSchema : profileSchema).safeParse(request.body);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'body'), message: issue.message }));
        throw new ValidationFailed(fields.filter((item, index) => fields.findIndex((other) => other.field === item.field) === index));
      }
      const { firstName, lastName, ...details } = parsed.data as z.output<typeof applicantProfileSchema>;
      if (applicant && details.resumeKey && !details.resumeKey.startsWith(profileResumePrefix(principal.userId))) {
        throw new ValidationFailed([{ field: 'resumeKey', message: 'Upload the resume again' }]);
      }
      const applicantDetails = applicant ? details : null;
      const checkpoint = await saveUserProfile(app.services, commandContextOf(request), {
        userId: principal.userId,
        firstName,
        lastName,
        applicant: applicantDetails,
        isProfileComplete: applicant ? isProfileComplete(applicantDetails) : true,
      });
      await identity.updateUserNames(principal.userId, firstName, lastName);
      await app.wrote(request, checkpoint);
      return success(await viewOf(principal.userId, principal.roles));
    },
  );

  await app.register(async (uploads) => {
    // Only resume formats are accepted as bodies here; anything else is a 415.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(Object.keys(RESUME_TYPES), { parseAs: 'buffer', bodyLimit: MAX_RESUME_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post(
      '/profile/resume',
      {
        bodyLimit: MAX_RESUME_BYTES,
        config: { roles: ['Applicant'] },
        schema: {
          tags: ['profile'],
          summary: 'Upload a resume (pdf, doc, docx, txt; at most 10 MB) as the raw body; optional X-File-Name header',
          response: { 201: envelopeOf(uploaded), ...failures(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const { userId } = requirePrincipal(request);
        const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() as ResumeType | undefined;
        const content = request.body as Buffer | undefined;
        if (!contentType || !(contentType in RESUME_TYPES) || !Buffer.isBuffer(content) || content.length === 0) {
          throw new ValidationFailed([{ field: 'file', message: 'Upload a PDF, Word or text file' }]);
        }
        if (contentType === 'application/pdf' && content.subarray(0, 5).toString('latin1') !== '%PDF-')
          throw new ValidationFailed([{ field: 'file', message: 'The file is not a PDF' }]);
        const extension = RESUME_TYPES[contentType];
        const key = `${profileResumePrefix(userId)}${app.deps.newId()}.${extension}`;
        await fileStorage.put(key, content, { contentType });
        const fileUrl = await fileStorage.getSignedUrl(key);
        if (!fileUrl) throw new Error(`Stored resume ${key} cannot be found`);
        return reply.code(201).send(success({ key, fileUrl, fileName: uploadFileName(request, `resume.${extension}`) }));
      },
    );
  });
};

export default profileRoutes;
