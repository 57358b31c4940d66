import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { ROLES, rolesFrom } from '../../infra/roles/roles';

// No cluster or Docker engine runs here, so the deployment files are checked for what would break a
// rollout without one: every role deployed with the probes on the platform's own endpoints, every
// Service, autoscaler, budget and ingress route pointing at something that exists.

type Manifest = { kind: string; metadata: { name: string }; spec: Record<string, any> };
const K8S = 'infra/deploy/k8s';
const manifests: Manifest[] = readdirSync(K8S)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) => parseAllDocuments(readFileSync(join(K8S, file), 'utf8')).map((document) => document.toJSON() as Manifest));
const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const allDeployments = ofKind('Deployment');
/** The platform's roles; coturn (the TURN relay) is checked on its own. */
const deployments = allDeployments.filter((deployment) => deployment.spec.template.spec.containers[0].image === 'jobfair-platform');
const podLabels = (deployment: Manifest) => deployment.spec.template.metadata.labels as Record<string, string>;
const selects = (selector: Record<string, string>) =>
  allDeployments.filter((d) => Object.entries(selector).every(([k, v]) => podLabels(d)[k] === v));

describe('the Kubernetes manifests', () => {
  it('lists every file in the kustomization', () => {
    const kustomization = parse(readFileSync(join(K8S, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
    expect([...kustomization.resources].sort()).toEqual(
      readdirSync(K8S)
        .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
        .sort(),
    );
  });

  it('deploys each role once, with readiness on /readyz and liveness on /healthz of the container port', () => {
    const roles = deployments.map((deployment) => {
      const [container] = deployment.spec.template.spec.containers;
      expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container.ports).toContainEqual({ name: 'http', containerPort: 3000 });
      expect(container.envFrom).toEqual([{ configMapRef: { name: 'platform-config' } }, { secretRef: { name: 'platform-secrets' } }]);
      expect(selects(deployment.spec.selector.matchLabels)).toEqual([deployment]);
      return container.env.find((variable: { name: string }) => variable.name === 'ROLE').value as string;
    });
    expect(roles.flatMap((role) => [...rolesFrom(role)]).sort()).toEqual([...ROLES].sort());
    // Every role runs the image's own command: the platform bounds its heap growth itself, so no role needs
    // V8 flags of its own (docs/deploy.md "Capacity per gateway pod").
    for (const deployment of deployments)
      expect(deployment.spec.template.spec.containers[0].command, deployment.metadata.name).toBeUndefined();
    // The leased roles keep a standby.
    for (const name of ['projector', 'scheduler']) expect(deployments.find((d) => d.metadata.name === name)!.spec.replicas).toBe(2);
  });

  it('points Services, autoscalers, disruption budgets and the ingress at what exists', () => {
    const services = ofKind('Service');
    for (const service of services) expect(selects(service.spec.selector)).toHaveLength(1);
    const autoscaled = ofKind('HorizontalPodAutoscaler').map((hpa) => hpa.spec.scaleTargetRef.name as string);
    expect(autoscaled.sort()).toEqual(['api', 'gateway']);
    for (const name of autoscaled) expect(deployments.some((d) => d.metadata.name === name)).toBe(true);
    for (const budget of ofKind('PodDisruptionBudget')) expect(selects(budget.spec.selector.matchLabels)).toHaveLength(1);
    const [ingress] = ofKind('Ingress');
    for (const rule of ingress!.spec.rules)
      expect(rule.http.paths.map((path: any) => [path.path, path.backend.service.name])).toEqual([
        ['/ws', 'gateway'],
        ['/', 'api'],
      ]);
    const serviceNames = services.map((service) => service.metadata.name);
    expect(serviceNames).toEqual(expect.arrayContaining(['api', 'gateway', 'coturn']));
  });

  it('runs coturn with the TURN REST API on the secret the platform signs TURN credentials with', () => {
    const coturn = allDeployments.find((deployment) => deployment.metadata.name === 'coturn')!;
    const [container] = coturn.spec.template.spec.containers;
    expect(container.args).toEqual(expect.arrayContaining(['--use-auth-secret', '--static-auth-secret=$(TURN_SECRET)']));
    expect(container.args).not.toContain('--allow-loopback-peers');
    expect(container.env).toContainEqual({
      name: 'TURN_SECRET',
      valueFrom: { secretKeyRef: { name: 'platform-secrets', key: 'TURN_SECRET' } },
    });
    const [secret] = ofKind('Secret').filter((manifest) => manifest.metadata.name === 'platform-secrets');
    expect((secret as unknown as { stringData: Record<string, string> }).stringData.TURN_SECRET).toBeDefined();
    const [config] = ofKind('ConfigMap').filter((manifest) => manifest.metadata.name === 'platform-config');
    expect((config as unknown as { data: Record<string, string> }).data.TURN_URLS).toMatch(/^turn:/);
  });
});

describe('the compose file', () => {
  const compose = parse(readFileSync('infra/deploy/docker-compose.yml', 'utf8'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        ports?: string[];
        environment?: Record<string, string>;
        healthcheck?: unknown;
        depends_on?: Record<string, { condition: string }>;
      }
    >;
  };
  const platformServices = Object.entries(compose.services).filter(([, service]) => service.environment?.ROLE);

  it('runs every role as its own service, each with a health check and healthy engines first', () => {
    expect(platformServices.flatMap(([, service]) => [...rolesFrom(service.environment!.ROLE)]).sort()).toEqual([...ROLES].sort());
    for (const [, service] of platformServices) {
      expect(service.healthcheck).toBeDefined();
      expect(service.environment!.BUS).toBe('postgres');
      for (const engine of ['postgres', 'kurrentdb', 'kafka', 'keycloak'])
        expect(service.depends_on![engine]).toEqual({ condition: 'service_healthy' });
    }
    for (const engine of ['postgres', 'kurrentdb', 'kafka', 'keycloak', 'minio'])
      expect(compose.services[engine]!.healthcheck).toBeDefined();
  });

  it('runs coturn on the secret every platform service signs TURN credentials with', () => {
    const { command } = compose.services.coturn as unknown as { command: string[] };
    expect(command).toContain('--use-auth-secret');
    for (const [, service] of platformServices) {
      expect(command).toContain(`--static-auth-secret=${service.environment!.TURN_SECRET}`);
      expect(service.environment!.TURN_URLS).toMatch(/^turn:localhost:3478/);
    }
  });

  it('sends the platform’s mail over SMTP to the Mailpit mail catcher (docs/deploy.md "Mail and SMS")', () => {
    for (const [, service] of platformServices) expect(service.environment!.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(compose.services.mailpit).toMatchObject({ image: expect.stringMatching(/^axllent\/mailpit:/), ports: ['8025:8025'] });
    expect(compose.services.mailpit!.healthcheck).toBeDefined();
  });
});
