/**
 * Whether the mock API's worker answers the page: the page's calls reach the mock API only once its worker controls
 * the page. Kept apart from MSW so that what a page does in each state can be checked without a browser.
 */

/** How long a page the worker does not control yet waits to be claimed before it is reloaded under it. */
export const CLAIM_WAIT_MS = 3000;

/** Resolves once a service worker controls the page, or after `ms` without one. */
export function untilControlled(container: ServiceWorkerContainer, ms: number): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    container.addEventListener('controllerchange', done);
  });
}

/** The registration of the worker at `script` (an absolute address), if the browser has one in any state. */
export async function registrationOf(
  container: ServiceWorkerContainer,
  script: string,
): Promise<ServiceWorkerRegistration | undefined> {
  const registrations = await container.getRegistrations();
  return registrations.find((registration) =>
    [registration.installing, registration.waiting, registration.active].some((worker) => worker?.scriptURL === script),
  );
}

/**
 * What a page does before MSW's start, which reloads a page its registered worker does not control and goes on
 * starting in it: the site would start, and the reload land a moment later, taking with it whatever the visitor had
 * done meanwhile (a form filled). A page with no registration yet (a first visit) or under the worker starts. A page
 * a worker still starting will claim as it activates (a first visit's page loaded again before that) waits for the
 * claim, for `CLAIM_WAIT_MS` at most. A page an active worker does not control (a hard reload, which bypasses it) is
 * never claimed: it is loaded again at once, without starting.
 */
export async function beforeMockStart(container: ServiceWorkerContainer, script: string): Promise<'start' | 'reload'> {
  if (container.controller) return 'start';
  const registration = await registrationOf(container, script);
  if (!registration) return 'start';
  if (registration.active?.state !== 'activated') await untilControlled(container, CLAIM_WAIT_MS);
  return container.controller ? 'start' : 'reload';
}
