/** @jest-environment node */
/** The Kubernetes example (deploy/kubernetes.yaml) is valid against the Kubernetes schemas and matches the server. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service } from 'kubernetes-models/v1';
import { readServerConfig, SHUTDOWN_GRACE_MS } from './config';

const file = path.join(__dirname, '..', 'deploy', 'kubernetes.yaml');
const docs = parseAllDocuments(readFileSync(file, 'utf8')).map(
  (doc) => doc.toJS() as { kind: string; [key: string]: unknown },
);

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  Deployment,
  Service,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
};

describe('the Kubernetes example', () => {
  it('has a Deployment, a Service, an autoscaler and a disruption budget, each valid against its schema', () => {
    expect(docs.map((doc) => doc.kind)).toEqual([
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
    ]);
    for (const doc of docs) expect(() => new MODELS[doc.kind](doc as never).validate()).not.toThrow();
  });

  it('starts the server with a valid production configuration, its probes and a grace period longer than the drain', () => {
    const deployment = new Deployment(docs[0] as never);
    const pod = deployment.spec!.template.spec!;
    const container = pod.containers[0];
    const env = Object.fromEntries(
      (container.env ?? []).map((entry) => [entry.name, entry.value ?? 'from-a-secret']),
    );
    const config = readServerConfig({ ...env, PORT: '8080', HOST: '0.0.0.0' }, 'dev', { server: true });
    expect(config.useMock).toBe(false);
    expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect((pod.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(
      config.shutdownDelayMs + SHUTDOWN_GRACE_MS,
    );
  });

  it('is wrong when it breaks the schema (the check can fail)', () => {
    const broken = structuredClone(docs[0]) as unknown as { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });
});
