import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '../domain/http/envelope';
import type { ApiDeps } from './deps';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './http/error-handler';
import { apiLogger } from './http/logging';
import accessControl from './plugins/app/access-control';
import commands from './plugins/app/commands';
import controlCharacters from './plugins/app/control-characters';
import metrics from './plugins/app/metrics';
import readYourWrites from './plugins/app/read-your-writes';
import requestContext, { correlationId } from './plugins/app/request-context';
import ports from './plugins/external/ports';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import authRoutes from './routes/auth';
import boothRoutes from './routes/booths';
import fileLinkRoutes from './routes/file-links';
import fairLobbyRoutes from './routes/fair-lobby';
import fileRoutes from './routes/files';
import jobFairRoutes from './routes/jobfairs';
import openApiRoutes from './routes/openapi';
import operationsRoutes from './routes/operations';
import organizationRoutes from './routes/organizations';
import paymentRoutes from './routes/payments';
import jobFairActivationRoutes from './routes/jobfair-activation';
import jobFairLogoRoutes from './routes/jobfair-logo';
import adminOrganizationRoutes from './routes/admin-organizations';
import documentRoutes from './routes/documents';
import documentConvertRoutes from './routes/document-convert';
import userGroupRoutes from './routes/user-groups';
import boothQuestionAnswerRoutes from './routes/booth-question-answers';
import messageRoutes from './routes/messages';
import recruiterRoutes from './routes/recruiters';
import interviewSessionRoutes from './routes/interview-sessions';
import interviewHistoryRoutes from './routes/interview-history';
import endInterviewRoutes from './routes/end-interview';
import reviewRoutes from './routes/reviews';
import videoTokenRoutes from './routes/video-token';
import queueRoutes from './routes/queues';
import recruiterAvailabilityRoutes from './routes/recruiter-availability';
import passwordResetRoutes from './routes/password-reset';
import setPasswordRoutes from './routes/set-password';
import registrationRoutes from './routes/registration';
import mailOutboxRoutes from './routes/mail-outbox';
import notificationTemplateRoutes from './routes/notification-templates';
import emailIdentityRoutes from './routes/email-identities';
import notificationDeliveryRoutes from './routes/notification-deliveries';
import identityConfigRoutes from './routes/identity-config';
import publicAccountRoutes from './routes/public-accounts';
import profileRoutes from './routes/profile';
import timeRoutes from './routes/time';
import wellKnownRoutes from './routes/well-known';
import boothResumeRoutes from './routes/booth-resumes';
import presenceRoutes from './routes/presence';
import boothReportRoutes from './routes/booth-report';
import invitationRoutes from './routes/invitations';
import boothReportHistoryRoutes from './routes/booth-report-history';
import fairReportRoutes from './routes/fair-report';
import jobseekerRegistrationRoutes from './routes/jobseeker-registrations';
import securityHeaders from './plugins/app/security-headers';
import secureCookies from './plugins/app/secure-cookies';
import sponsorRoutes from './routes/sponsors';
import publicSponsorRoutes from './routes/public-sponsors';
import auditRoutes from './routes/audit';
import auditorRoutes from './routes/auditors';

// A hop count as the function fastify makes of it (its types leave the number out): the n nearest hops are proxies.
const trustProxyOf = ({ trustProxy }: ApiDeps): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trustProxy === 'number'
    ? (_address, hop) => hop < trustProxy
    : typeof trustProxy === 'object'
      ? [...trustProxy]
      : (trustProxy ?? false);

export const JSON_BODY_LIMIT = 1_048_576; // 1 MB; routes that take files raise their own limit

/**
 * The command API, laid out the fastify/demo way: external plugins, app plugins, then routes (under
 * /api, spec 3 §7), with one error handler. It does not listen: the composition root adds the web
 * client and the websocket gateway to the same server, then listens.
 */
export const buildApi = async (deps: ApiDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: apiLogger(deps.logger),
    genReqId: correlationId(deps.newId),
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: frameworkErrorHandler,
    // Behind a TLS-terminating ingress its X-Forwarded-* make request.protocol 'https' (HSTS, secure cookies);
    // only from the proxies TRUST_PROXY names, so a direct client cannot forge them.
    trustProxy: trustProxyOf(deps),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(ports, { deps });
  await app.register(swagger);
  await app.register(rateLimit);

  await app.register(requestContext);
  await app.register(controlCharacters);
  await app.register(securityHeaders);
  await app.register(secureCookies);
  await app.register(metrics);
  await app.register(commands);
  // Before the routes: its read wait is a hook of every route, waiting for the caller's own last write.
  await app.register(readYourWrites);

  // One encapsulated scope for every route of the API, so the access rules (and the start-up check
  // that each route declares them) cover these routes and not those the composition root adds.
  await app.register(async (routes) => {
    await routes.register(accessControl);
    await routes.register(operationsRoutes);
    await routes.register(wellKnownRoutes);
    if (deps.apiRoutes === false) return;
    await routes.register(fileLinkRoutes);
    await routes.register(
      async (api) => {
        await api.register(authRoutes);
        await api.register(registrationRoutes);
        await api.register(passwordResetRoutes);
        await api.register(setPasswordRoutes);
        await api.register(mailOutboxRoutes);
        await api.register(notificationDeliveryRoutes);
        await api.register(publicAccountRoutes);
        await api.register(profileRoutes);
        await api.register(timeRoutes);
        await api.register(organizationRoutes);
        await api.register(jobFairRoutes);
        await api.register(boothRoutes);
        await api.register(recruiterRoutes);
        await api.register(userGroupRoutes);
        await api.register(boothQuestionAnswerRoutes);
        await api.register(messageRoutes);
        await api.register(paymentRoutes);
        await api.register(jobFairActivationRoutes);
        await api.register(jobFairLogoRoutes);
        await api.register(adminOrganizationRoutes);
        await api.register(documentRoutes);
        await api.register(documentConvertRoutes);
        await api.register(queueRoutes);
        await api.register(recruiterAvailabilityRoutes);
        await api.register(interviewSessionRoutes);
        await api.register(interviewHistoryRoutes);
        await api.register(endInterviewRoutes);
        await api.register(reviewRoutes);
        await api.register(videoTokenRoutes);
        await api.register(fairLobbyRoutes);
        await api.register(fileRoutes);
        await api.register(boothResumeRoutes);
        await api.register(openApiRoutes);
        await api.register(identityConfigRoutes);
        await api.register(presenceRoutes);
        await api.register(boothReportRoutes);
        await api.register(invitationRoutes);
        await api.register(boothReportHistoryRoutes);
        await api.register(fairReportRoutes);
        await api.register(jobseekerRegistrationRoutes);
        await api.register(sponsorRoutes);
        await api.register(publicSponsorRoutes);
        await api.register(notificationTemplateRoutes);
        await api.register(emailIdentityRoutes);
        await api.register(auditRoutes);
        await api.register(auditorRoutes);
      },
      { prefix: API_BASE },
    );
  });

  return app as unknown as FastifyInstance;
};
