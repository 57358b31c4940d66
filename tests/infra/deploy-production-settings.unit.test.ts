import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PRODUCTION_SETTINGS, productionSettingProblems, type Settings } from '../../infra/production-settings';

// The compose file and the manifests are production starts: they carry every setting a production start
// requires as a placeholder, so started as shipped, each role is refused with one line per setting to replace.

const read = (path: string) => parse(readFileSync(path, 'utf8'), { merge: true }) as unknown;

/**
 * Every setting that applies to this configuration is refused as a development value, and none is missing;
 * `served` are those naming a service the file itself runs (the compose file's coturn and Mailpit), which need no change.
 */
const expectEveryRequiredSettingAPlaceholder = (settings: Settings, served: readonly string[] = []) => {
  expect(settings.NODE_ENV).toBe('production');
  const applicable = PRODUCTION_SETTINGS.filter(
    (setting) => (!setting.when || setting.when(settings)) && !served.includes(setting.names[0]!),
  );
  const problems = productionSettingProblems(settings);
  expect(problems.filter((problem) => problem.includes(' is missing:'))).toEqual([]);
  expect(problems.map((problem) => problem.split(' ')[0])).toEqual(applicable.map((setting) => setting.names[0]));
  for (const problem of problems) expect(problem).toMatch(/ still has a development (value|password): /);
};

describe('the deployment files as shipped', () => {
  it('compose: each platform role is a production start refused until every placeholder is replaced', () => {
    const compose = read('infra/deploy/docker-compose.yml') as { services: Record<string, { environment?: Record<string, string> }> };
    const roles = Object.values(compose.services).filter((service) => service.environment?.ROLE);
    expect(roles.length).toBeGreaterThan(0);
    for (const service of roles) expectEveryRequiredSettingAPlaceholder(service.environment!, ['TURN_URLS', 'SMTP_URL']);
    // The compose file's own passwords are among what is refused.
    expect(productionSettingProblems(roles[0]!.environment!).join('\n')).toContain('DATABASE_URL still has a development password');
  });

  it('Kubernetes: the ConfigMap and Secret every role reads make a production start refused until replaced', () => {
    const config = read('infra/deploy/k8s/config.yaml') as { data: Record<string, string> };
    const secrets = read('infra/deploy/k8s/secrets.yaml') as { stringData: Record<string, string> };
    expectEveryRequiredSettingAPlaceholder({ ...config.data, ...secrets.stringData });
  });
});
