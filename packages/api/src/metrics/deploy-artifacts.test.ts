import { parseYaml } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { metricsRegistry } from './registry';

/**
 * The alert rules and the dashboard in deploy/ name series by hand; these tests hold them to what this process
 * exports (metricsRegistry: ours and prom-client's defaults), so renaming a metric or a label breaks here, not in
 * a silent panel or an alert that can never fire.
 */
const DEPLOY = path.resolve(import.meta.dirname, '../../../../deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');

const ZAlertRules = z.object({
  groups: z
    .array(
      z.object({
        name: z.string(),
        rules: z
          .array(
            z.strictObject({
              alert: z.string().regex(/^WallCraft[A-Za-z0-9]+$/),
              expr: z.string(),
              for: z
                .string()
                .regex(/^\d+[smh]$/)
                .optional(),
              labels: z.object({ severity: z.enum(['critical', 'warning', 'info']) }),
              annotations: z.object({ summary: z.string(), description: z.string().optional() }),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

const ZDashboard = z.object({
  uid: z.string(),
  panels: z.array(
    z.object({ type: z.string(), title: z.string(), targets: z.array(z.object({ expr: z.string() })).optional() }),
  ),
  templating: z.object({ list: z.array(z.object({ query: z.unknown() })) }),
});

function alertExpressions(): string[] {
  const rules = ZAlertRules.parse(parseYaml(read('prometheus/alerts.yml')));
  return rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr));
}

function dashboardExpressions(): string[] {
  const dashboard = ZDashboard.parse(JSON.parse(read('grafana/wallcraft-dashboard.json')));
  const variables = dashboard.templating.list.map((variable) => JSON.stringify(variable.query ?? ''));
  return [...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)), ...variables];
}

/** What a scrape shows for each registered metric: a histogram as its _bucket, _sum and _count series. */
function exposedSeries(): Map<string, string[]> {
  const series = new Map<string, string[]>();
  for (const metric of metricsRegistry.getMetricsAsArray()) {
    // prom-client's types call the type an enum (its values are these strings) and leave the declared labels out.
    const {
      name,
      type,
      labelNames: labels,
    } = metric as unknown as { name: string; type: string; labelNames: string[] };
    if (type === 'histogram') series.set(`${name}_bucket`, [...labels, 'le']);
    if (type === 'summary') series.set(name, [...labels, 'quantile']);
    if (type === 'histogram' || type === 'summary')
      for (const suffix of ['_sum', '_count']) series.set(name + suffix, labels);
    else series.set(name, labels);
  }
  return series;
}

/** Prometheus adds these to every scraped series. */
const TARGET_LABELS = ['job', 'instance'];
const OURS = /\b(?:wallcraft|process|nodejs)_[a-z0-9_]+/g;

/** Every problem with the series the expressions name: unknown metrics, and selectors on labels they lack. */
function problems(expressions: string[], series: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const expr of expressions) {
    for (const [name] of expr.matchAll(OURS)) if (!series.has(name)) found.push(`unknown metric ${name}`);
    for (const [, name, matchers] of expr.matchAll(/\b((?:wallcraft|process|nodejs)_[a-z0-9_]+)\{([^}]*)\}/g)) {
      const known = series.get(name!);
      if (!known) continue;
      for (const [, label] of matchers!.matchAll(/([a-z_]+)\s*(?:=~|!~|!=|=)/g))
        if (!known.includes(label!) && !TARGET_LABELS.includes(label!)) found.push(`${name} has no label ${label}`);
    }
  }
  return found;
}

describe('deploy/ alert rules and dashboard', () => {
  const series = exposedSeries();

  it('name only series the API exports, with labels those series have', () => {
    const alerts = alertExpressions();
    const panels = dashboardExpressions();
    expect(alerts.length).toBeGreaterThanOrEqual(15);
    expect({ alerts: problems(alerts, series), dashboard: problems(panels, series) }).toEqual({
      alerts: [],
      dashboard: [],
    });
  });

  it('cover the series the runbook promises: 5xx, latency, queues, webhooks, the ledger, backups, process', () => {
    const named = (expressions: string[]) =>
      new Set(expressions.flatMap((expr) => [...expr.matchAll(OURS)].map((m) => m[0])));
    const alerts = named(alertExpressions());
    for (const name of [
      'wallcraft_http_request_duration_seconds_count',
      'wallcraft_http_request_duration_seconds_bucket',
      'wallcraft_job_queue_oldest_waiting_seconds',
      'wallcraft_webhook_deliveries',
      'wallcraft_ledger_sum_cents',
      'wallcraft_ledger_escrow_held_cents',
      'wallcraft_ledger_check_timestamp_seconds',
      'wallcraft_backup_last_success_timestamp_seconds',
    ])
      expect(alerts).toContain(name);
    // The dashboard shows every series of ours (an unused one is a panel missing).
    const panels = named(dashboardExpressions());
    const ours = [...series.keys()].filter((name) => name.startsWith('wallcraft_') && !/_(sum|count)$/.test(name));
    expect(ours.filter((name) => !panels.has(name) && !panels.has(name.replace(/_bucket$/, '_count')))).toEqual([]);
  });

  it('catch a metric or a label that does not exist', () => {
    expect(
      problems(
        [
          'rate(wallcraft_http_requests_total[5m])',
          'wallcraft_http_request_duration_seconds',
          'sum(rate(wallcraft_http_request_duration_seconds_count{status="500"}[5m]))',
          'wallcraft_mail_outbox{state="failing", instance="a"}',
        ],
        series,
      ),
    ).toEqual([
      'unknown metric wallcraft_http_requests_total',
      'unknown metric wallcraft_http_request_duration_seconds',
      'wallcraft_http_request_duration_seconds_count has no label status',
    ]);
  });
});
