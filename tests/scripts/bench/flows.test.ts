// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowSample, flowSummary, INTERACTIONS, pickInteractions } from '../../../scripts/bench/flows.mjs';

/** A Lighthouse 12 flow result of one timespan step, as createFlowResult() gives it (trimmed to what is read). */
const fixture = () => JSON.parse(readFileSync(new URL('./fixtures/flow-result.json', import.meta.url), 'utf8'));

describe('a flow’s run', () => {
  it('reads the timespan step’s INP, blocking time, layout shift and the slowdown it had', () => {
    expect(flowSample(fixture())).toEqual({ inp: 128, tbt: 45.2, cls: 0.001, runtimeError: null, cpuSlowdown: 4.4 });
  });

  it('has no INP when Lighthouse saw no interaction', () => {
    const result = fixture();
    result.steps[0].lhr.audits['interaction-to-next-paint'] = {
      id: 'interaction-to-next-paint',
      score: null,
      scoreDisplayMode: 'notApplicable',
    };
    expect(flowSample(result)).toMatchObject({ inp: null, runtimeError: null });
  });

  it('says Lighthouse’s error, or that there was no timespan', () => {
    const failed = fixture();
    failed.steps[0].lhr.audits['interaction-to-next-paint'] = {
      scoreDisplayMode: 'error',
      errorMessage: 'trace events missing',
    };
    expect(flowSample(failed)).toMatchObject({ inp: null, runtimeError: 'trace events missing' });
    const broken = fixture();
    broken.steps[0].lhr.runtimeError = {
      code: 'PROTOCOL_TIMEOUT',
      message: 'Waiting for DevTools protocol response has exceeded the allotted time.',
    };
    expect(flowSample(broken).runtimeError).toBe(
      'Waiting for DevTools protocol response has exceeded the allotted time.',
    );
    const navigation = fixture();
    navigation.steps[0].lhr.gatherMode = 'navigation';
    expect(flowSample(navigation)).toEqual({ error: 'no timespan step in the flow result' });
    expect(flowSample(undefined)).toEqual({ error: 'no timespan step in the flow result' });
  });
});

describe('an interaction’s runs', () => {
  const product = { id: 'product-dialog', label: 'open a product', route: '/carta?id=2', target: 100 };

  it('are summed up by their median INP, held against the target', () => {
    const summary = flowSummary(
      product,
      [
        { inp: 80, tbt: 10, cpuSlowdown: 4 },
        { inp: 120, tbt: 30, cpuSlowdown: 5 },
        { inp: 95, tbt: 20, cpuSlowdown: 4.5 },
      ],
      [],
    );
    expect(summary).toMatchObject({ median: { inp: 95, tbt: 20, cpuSlowdown: 4.5 }, meetsTarget: true, target: 100 });
    expect(flowSummary(product, [{ inp: 101 }], []).meetsTarget).toBe(false);
    expect(flowSummary(product, [{ error: 'lost' }], [{ error: 'lost' }])).toMatchObject({
      median: { inp: null },
      meetsTarget: null,
      failedRuns: [{ error: 'lost' }],
    });
  });
});

describe('an interaction with a second time', () => {
  const nearMe = INTERACTIONS.find((i) => i.id === 'near-me');

  it('meets its target only when both its INP and its second time are within it', () => {
    if (!nearMe) throw new Error('no near-me interaction');
    const summary = flowSummary(
      nearMe,
      [
        { inp: 40, after: 90 },
        { inp: 50, after: 130 },
        { inp: 60, after: 150 },
      ],
      [],
    );
    expect(summary).toMatchObject({
      median: { inp: 50, after: 130 },
      afterLabel: 'position to paint',
      meetsTarget: false,
    });
    expect(flowSummary(nearMe, [{ inp: 50, after: 70 }], []).meetsTarget).toBe(true);
    expect(flowSummary(nearMe, [{ inp: 50, after: null }], []).meetsTarget).toBeNull();
  });
});

describe('the interactions measured', () => {
  it('are the seven main ones, 100 ms to answer on the page, 200 ms for a change of the whole page', () => {
    expect(INTERACTIONS.map((i) => [i.id, i.route, i.target])).toEqual([
      ['menu-category', '/carta', 100],
      ['product-dialog', '/carta?id=2', 100],
      ['restaurant-search', '/restaurantes', 100],
      ['near-me', '/restaurantes', 100],
      ['cookie-settings', '/', 100],
      ['language', '/', 200],
      ['login', '/login', 200],
    ]);
  });

  it('are those named, in the table’s order, or all of them', () => {
    expect(pickInteractions(['login', 'menu-category']).map((i) => i.id)).toEqual(['menu-category', 'login']);
    expect(pickInteractions()).toBe(INTERACTIONS);
  });
});
