/**
 * Interaction to Next Paint of the site's main interactions: Lighthouse user flows in timespan mode, a fresh Chromium
 * (driven by puppeteer-core) each run, the page loaded first as a returning visitor sees it (the cookie choice made,
 * today's home popup seen, the app banner closed), then the interaction measured on a phone's screen with the CPU
 * slowed down as the page loads are: the slowdown that turns this machine's benchmark index, measured just before,
 * into the phone Lighthouse emulates (or the fixed --cpu-slowdown). The network is left as it is: INP is the time
 * from the input to the next frame, the main thread's work.
 *
 * Targets: 100 ms for opening a menu category, a product, a restaurant search, "near me" and the cookie settings; 200 ms for
 * switching language and logging in, which change the whole page.
 */
import { CHROMIUM_FLAGS } from '../test/chromium.mjs';
import { withFeaturesOff } from './browser.mjs';
import { MOBILE_SCREEN } from './floor.mjs';
import { onCleanUp } from './lifecycle.mjs';
import { calibratedSlowdown, collectRuns, median } from './lighthouse.mjs';
import { DEMO_USER } from './servers.mjs';

/**
 * Type declarations for scripts/bench/flows.mjs.
 * @typedef {object} Interaction
 * @property {string} id
 * @property {string} label
 * @property {string} route
 * @property {number} target
 * @property {(page: any) => Promise<void>} [prepare]
 * @property {(page: any) => Promise<void>} act
 * @property {(page: any) => Promise<any>} [done]
 * @property {{ label: string; read: (page: any) => Promise<number | null> }} [after] A second time the interaction
 *   measures in the page itself, of the work its input sets off once INP has ended (the position's arrival to paint).
 */
/**
 * @typedef {object} FlowSample
 * @property {number | null} [inp]
 * @property {number | null} [tbt]
 * @property {number | null} [cls]
 * @property {string | null} [runtimeError]
 * @property {number | null} [cpuSlowdown]
 * @property {number} [benchmarkIndex]
 * @property {number | null} [after] The interaction's own second time, in ms, where it has one.
 * @property {string} [error]
 */
/**
 * @typedef {object} FlowResult
 * @property {string} id
 * @property {string} label
 * @property {string} route
 * @property {number} target
 * @property {{ inp: number | null; tbt: number | null; cpuSlowdown: number | null; after?: number | null }} median
 * @property {string} [afterLabel] What `median.after` measures, where the interaction has a second time.
 * @property {boolean | null} meetsTarget
 * @property {FlowSample[]} runs
 * @property {FlowSample[]} failedRuns
 */

/**
 * Each interaction: its id (for --flows), what it does, the page it starts on, its INP target in ms, what is done
 * before the measurement starts (`prepare`), the measured input (`act`) and what shows it is answered (`done`).
 * @type {Interaction[]}
 */
export const INTERACTIONS = [
  {
    id: 'menu-category',
    label: 'open a menu category',
    route: '/carta',
    target: 100,
    act: (page) => page.locator('::-p-aria([name="Categorías"][role="navigation"]) li:nth-child(2) a').click(),
    done: (page) => page.waitForFunction(() => location.search !== '', { timeout: 15_000 }),
  },
  {
    id: 'product-dialog',
    label: 'open a product',
    route: '/carta?id=2',
    target: 100,
    // The first product of the category the page opens at: on screen, as a finger's tap is. (The menu's very first
    // product is above it, and a click there would scroll the page in the same instant as the tap.)
    act: (page) => page.locator('#categoria-2 button[aria-haspopup="dialog"]').click(),
    done: (page) => page.waitForSelector('::-p-aria([role="dialog"])', { visible: true, timeout: 15_000 }),
  },
  {
    id: 'restaurant-search',
    label: 'search restaurants by province',
    route: '/restaurantes',
    target: 100,
    // Madrid, where a chain has most restaurants (the first province listed where there is no Madrid).
    act: async (page) => {
      const select = await page.waitForSelector('::-p-aria([name="Provincia"][role="combobox"])', { timeout: 15_000 });
      const value = await select.evaluate((element) => {
        const options = [...element.options].filter((o) => o.value);
        return (options.find((o) => o.text.trim() === 'Madrid') ?? options[0])?.value ?? '';
      });
      await select.select(value);
      await page.locator('::-p-aria([name="Buscar"][role="button"])').click();
    },
  },
  {
    id: 'near-me',
    label: 'restaurants near me',
    route: '/restaurantes',
    target: 100,
    // The position is granted and given at once (Puerta del Sol), and the page's callback is timed: INP covers the
    // tap, `after` the list sorted by distance, from the position's arrival to the next frame.
    prepare: async (page) => {
      await page.browserContext().overridePermissions(new URL(page.url()).origin, ['geolocation']);
      await page.setGeolocation({ latitude: 40.4168, longitude: -3.7038, accuracy: 50 });
      await page.evaluate(timePositionToPaint);
    },
    act: (page) => page.locator('::-p-aria([name="Cerca de mí"][role="button"])').click(),
    done: (page) =>
      page.waitForFunction(() => typeof (/** @type {any} */ (window).__positionToPaint) === 'number', {
        timeout: 15_000,
      }),
    after: {
      label: 'position to paint',
      read: (page) => page.evaluate(() => /** @type {any} */ (window).__positionToPaint ?? null),
    },
  },
  {
    id: 'cookie-settings',
    label: 'open the cookie settings',
    route: '/',
    target: 100,
    // The round button always at hand in a corner of the page, with the footer.
    act: (page) => page.locator('::-p-aria([name="Configuración de cookies"][role="button"])').click(),
    done: (page) =>
      page.waitForSelector('::-p-aria([name="Configuración de cookies"][role="dialog"])', {
        visible: true,
        timeout: 15_000,
      }),
  },
  {
    id: 'language',
    label: 'switch language',
    route: '/',
    target: 200,
    // On a phone the language links are in the menu: opened before the measurement.
    prepare: async (page) => {
      const toggle = await page.$('::-p-aria([name="Menú"][role="button"])');
      if (toggle && (await toggle.isVisible())) {
        await toggle.click();
        await page.waitForSelector('a[hreflang="en"]', { visible: true, timeout: 15_000 });
      }
    },
    act: (page) => page.locator('a[hreflang="en"]').click(),
    done: (page) => page.waitForSelector('html[lang="en"]', { timeout: 15_000 }),
  },
  {
    id: 'login',
    label: 'log in',
    route: '/login',
    target: 200,
    prepare: async (page) => {
      await page.locator('main input[autocomplete="email"]').fill(DEMO_USER.email);
      await page.locator('main input[autocomplete="current-password"]').fill(DEMO_USER.password);
    },
    act: (page) => page.locator('main ::-p-aria([name="Iniciar sesión"][role="button"])').click(),
    done: (page) => page.waitForFunction(() => !location.pathname.endsWith('/login'), { timeout: 15_000 }),
  },
];

/**
 * In the page: wraps `navigator.geolocation.getCurrentPosition` so that the time from the position's arrival (the
 * page's success callback called) to the frame after it is kept in `window.__positionToPaint`, in ms, as INP counts
 * an input's time to its next paint.
 */
function timePositionToPaint() {
  const geolocation = navigator.geolocation;
  const ask = geolocation.getCurrentPosition.bind(geolocation);
  geolocation.getCurrentPosition = (success, failure, options) =>
    ask(
      (position) => {
        const arrived = performance.now();
        success(position);
        requestAnimationFrame(() =>
          setTimeout(() => {
            /** @type {any} */ (window).__positionToPaint = performance.now() - arrived;
          }),
        );
      },
      failure,
      options,
    );
}

/**
 * The interactions named by `ids` (all of them without), in the table's order.
 * @type {(ids?: string[]) => Interaction[]}
 */
export function pickInteractions(ids) {
  return ids ? INTERACTIONS.filter((i) => ids.includes(i.id)) : INTERACTIONS;
}

/**
 * What one run says, from a Lighthouse flow result (`{ steps: [{ lhr }] }`): the timespan step's INP and blocking
 * time, the slowdown it was measured with, and Lighthouse's error if it had one. No interaction seen: INP null.
 * @type {(flowResult: any) => FlowSample}
 */
export function flowSample(flowResult) {
  const step = flowResult?.steps?.find((s) => s.lhr?.gatherMode === 'timespan');
  if (!step) return { error: 'no timespan step in the flow result' };
  const { lhr } = step;
  const audit = lhr.audits?.['interaction-to-next-paint'];
  const value = (id) => {
    const v = lhr.audits?.[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  return {
    inp: typeof audit?.numericValue === 'number' ? audit.numericValue : null,
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    runtimeError:
      lhr.runtimeError?.message ??
      (audit?.scoreDisplayMode === 'error' ? (audit.errorMessage ?? 'INP audit failed') : null),
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  };
}

/**
 * An interaction's runs summed up: median INP and blocking time, and whether the median meets the target.
 * @type {(interaction: Pick<Interaction, 'id' | 'label' | 'route' | 'target' | 'after'>, samples: FlowSample[], failed: FlowSample[]) => FlowResult}
 */
export function flowSummary(interaction, samples, failed) {
  const inp = median(samples.map((s) => s.inp));
  const after = interaction.after ? median(samples.map((s) => s.after ?? null)) : undefined;
  const times = after === undefined ? [inp] : [inp, after];
  return {
    id: interaction.id,
    label: interaction.label,
    route: interaction.route,
    target: interaction.target,
    median: {
      inp,
      tbt: median(samples.map((s) => s.tbt)),
      cpuSlowdown: median(samples.map((s) => s.cpuSlowdown)),
      ...(after === undefined ? {} : { after }),
    },
    ...(interaction.after ? { afterLabel: interaction.after.label } : {}),
    // Both times within the target where the interaction has two.
    meetsTarget: times.includes(null) ? null : times.every((t) => Number(t) <= interaction.target),
    runs: samples,
    failedRuns: failed,
  };
}

/** The Chromium cookies and storage of a returning visitor, who has made the cookie choice and seen today's popup. */
async function asReturningVisitor(page, origin) {
  await page.setCookie(
    ...[
      ['cookie_functionality', 'true'],
      ['cookie_analytics', 'false'],
      ['cookie_third_party', 'false'],
    ].map(([name, value]) => ({ name, value, url: origin })),
  );
  await page.evaluateOnNewDocument(() => {
    const now = new Date();
    const pad = (value) => String(value).padStart(2, '0');
    localStorage.setItem('popupShownOn', `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
    localStorage.setItem('appBanner', JSON.stringify({ closedAt: now.getTime() }));
  });
}

/**
 * Each interaction `runs` times, a fresh browser each run; a run that fails is run again (collectRuns).
 * @type {(origin: string, interactions: Interaction[], options: { runs: number; cpuSlowdown: 'auto' | number; chromePath: string }) => Promise<FlowResult[]>}
 */
export async function measureFlows(origin, interactions, { runs, cpuSlowdown, chromePath }) {
  const puppeteer = (await import('puppeteer-core')).default;
  const { startFlow } = await import('lighthouse');
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');

  async function measure(interaction) {
    // Puppeteer merges a list of features off with its own.
    const browser = await puppeteer.launch({
      executablePath: chromePath,
      args: withFeaturesOff(CHROMIUM_FLAGS),
      headless: true,
    });
    const forget = onCleanUp(() => browser.close());
    try {
      const page = await browser.newPage();
      // An element that does not come within 15 s will not: the run fails and is run again sooner.
      page.setDefaultTimeout(15_000);
      await page.setViewport({ ...MOBILE_SCREEN, isMobile: true, hasTouch: true });
      await asReturningVisitor(page, origin);
      await page.goto(origin + interaction.route, { waitUntil: 'networkidle0', timeout: 60_000 });
      await page.waitForSelector('html[data-ready]', { timeout: 30_000 });
      await interaction.prepare?.(page);
      const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
      const slowdown = cpuSlowdown === 'auto' ? calibratedSlowdown(index) : cpuSlowdown;
      const flow = await startFlow(page, {
        flags: {
          onlyCategories: ['performance'],
          logLevel: 'error',
          formFactor: 'mobile',
          screenEmulation: { mobile: true, ...MOBILE_SCREEN, disabled: false },
          throttlingMethod: 'devtools',
          throttling: {
            cpuSlowdownMultiplier: slowdown,
            requestLatencyMs: 0,
            downloadThroughputKbps: 0,
            uploadThroughputKbps: 0,
            rttMs: 0,
            throughputKbps: 0,
          },
        },
      });
      await flow.startTimespan({ name: interaction.label });
      await interaction.act(page);
      await interaction.done?.(page);
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
      // The frame that answers the input, and the next one, drawn before the timespan ends.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await flow.endTimespan();
      const after = interaction.after ? await interaction.after.read(page) : undefined;
      const sample = flowSample(await flow.createFlowResult());
      return { ...sample, benchmarkIndex: index, ...(after === undefined ? {} : { after }) };
    } catch (e) {
      return /** @type {FlowSample} */ ({ error: e instanceof Error ? e.message.split('\n')[0] : String(e) });
    } finally {
      forget();
      await browser.close().catch(() => {});
    }
  }

  const results = [];
  for (const interaction of interactions) {
    const { samples, failed } = await collectRuns(
      runs,
      () => measure(interaction),
      (run, sample, again) => {
        const said =
          sample.error ??
          sample.runtimeError ??
          `INP ${sample.inp === null ? '–' : Math.round(Number(sample.inp))} ms${interaction.after ? `, ${interaction.after.label} ${sample.after == null ? '–' : Math.round(sample.after)} ms` : ''} (benchmark index ${Math.round(Number(sample.benchmarkIndex))}, CPU ${sample.cpuSlowdown}x)`;
        console.log(`bench: flow "${interaction.label}" run ${run}/${runs}: ${said}${again ? ' (run again)' : ''}`);
      },
    );
    results.push(flowSummary(interaction, samples, failed));
  }
  return results;
}
